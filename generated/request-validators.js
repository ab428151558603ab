/*
 * DO NOT EDIT: this file is generated from openapi/openapi.yaml by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */

import * as formats2_namespace from "ajv-formats/dist/formats.js";
import * as formats4_namespace from "ajv-formats/dist/formats.js";

const request0 = validate20;
const schema31 = {"type":"object","properties":{"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/0"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/0" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit !== undefined){
let data0 = data.limit;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.offset !== undefined){
let data1 = data.offset;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err1 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request1 = validate21;
const schema32 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/1"};
const schema34 = {"type":"object","additionalProperties":true,"description":"Body of POST /v1/achievements. Fields not shown in the specification (§2)."};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/1" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementCreate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request2 = validate23;
const schema35 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementBulkUpdate"},"$id":"https://game-commerce-s2s.invalid/openapi.json/request/2"};
const schema36 = {"type":"object","additionalProperties":true,"description":"One entry of the PATCH /v1/achievements array. Fields not shown in the specification (§2)."};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/2" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementBulkUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request3 = validate24;
const schema37 = {"type":"object","properties":{"achievement_id":{"type":"string"}},"required":["achievement_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/3"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/3" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.achievement_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "achievement_id"},message:"must have required property '"+"achievement_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.achievement_id !== undefined){
if(typeof data.achievement_id !== "string"){
const err1 = {instancePath:instancePath+"/achievement_id",schemaPath:"#/properties/achievement_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"achievement_id":true},"dynamicProps":false,"dynamicItems":false};

const request4 = validate25;
const schema38 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/4"};
const schema39 = {"type":"object","additionalProperties":true,"description":"Body of PUT /v1/achievements/{achievement_id}. Fields not shown in the specification (§2)."};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/4" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request5 = validate26;
const schema40 = {"type":"object","properties":{"achievement_type":{"type":"string"}},"required":["achievement_type"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/5"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/5" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.achievement_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "achievement_type"},message:"must have required property '"+"achievement_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.achievement_type !== undefined){
if(typeof data.achievement_type !== "string"){
const err1 = {instancePath:instancePath+"/achievement_type",schemaPath:"#/properties/achievement_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"achievement_type":true},"dynamicProps":false,"dynamicItems":false};

const request6 = validate27;
const schema41 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUnlockRequest","$id":"https://game-commerce-s2s.invalid/openapi.json/request/6"};
const schema42 = {"type":"object","additionalProperties":true,"description":"Body of POST /v1/achievements/{achievement_type}/unlock. Fields not shown in the specification (§2)."};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/6" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUnlockRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request7 = validate28;
const schema43 = {"type":"object","properties":{"user_id":{"type":"string"}},"required":["user_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/7"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/7" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.user_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user_id"},message:"must have required property '"+"user_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.user_id !== undefined){
if(typeof data.user_id !== "string"){
const err1 = {instancePath:instancePath+"/user_id",schemaPath:"#/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"user_id":true},"dynamicProps":false,"dynamicItems":false};

const request8 = validate29;
const schema44 = {"type":"object","properties":{"q":{"type":"string"},"type":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponType"},"category_id":{"type":"string"},"generated_type":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponGeneratedType"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/8"};
const schema45 = {"type":"string","description":"Coupon type filter of GET /v1/coupons. The enumeration's values are not shown in the specification (§2), so any string is accepted."};
const schema46 = {"type":"string","description":"Generated-type filter of GET /v1/coupons. The enumeration's values are not shown in the specification (§2), so any string is accepted."};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/8" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.q !== undefined){
if(typeof data.q !== "string"){
const err0 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.category_id !== undefined){
if(typeof data.category_id !== "string"){
const err2 = {instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.generated_type !== undefined){
if(typeof data.generated_type !== "string"){
const err3 = {instancePath:instancePath+"/generated_type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponGeneratedType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.limit !== undefined){
let data4 = data.limit;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.offset !== undefined){
let data5 = data.offset;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"q":true,"type":true,"category_id":true,"generated_type":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request9 = validate30;
const schema47 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/9"};
const schema48 = {"type":"object","additionalProperties":true,"description":"Body of POST /v1/coupons. Fields not shown in the specification (§2)."};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/9" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponCreate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request10 = validate31;
const schema49 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponBulkUpdate"},"$id":"https://game-commerce-s2s.invalid/openapi.json/request/10"};
const schema50 = {"type":"object","additionalProperties":true,"description":"One entry of the PATCH /v1/coupons array. Fields not shown in the specification (§2)."};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/10" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponBulkUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request11 = validate32;
const schema51 = {"type":"object","properties":{"coupon_id":{"type":"string"}},"required":["coupon_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/11"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/11" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.coupon_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "coupon_id"},message:"must have required property '"+"coupon_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.coupon_id !== undefined){
if(typeof data.coupon_id !== "string"){
const err1 = {instancePath:instancePath+"/coupon_id",schemaPath:"#/properties/coupon_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"coupon_id":true},"dynamicProps":false,"dynamicItems":false};

const request12 = validate33;
const schema52 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/12"};
const schema53 = {"type":"object","additionalProperties":true,"description":"Body of PUT /v1/coupons/{coupon_id}. Fields not shown in the specification (§2)."};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/12" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request13 = validate34;
const schema54 = {"type":"object","properties":{"q":{"type":"string"},"platform":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorSocialPlatform"},"terms_accepted":{"type":"boolean"},"creator_tier_group_id":{"type":"string"},"country":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/13"};
const schema55 = {"type":"string","description":"Platform filter of GET /v1/creators. The enumeration's values are not shown in the specification (§2), so any string is accepted."};
const schema56 = {"type":"string","description":"Two-letter uppercase country code (§4 Creators).","pattern":"^[A-Z]{2}$"};
const pattern4 = new RegExp("^[A-Z]{2}$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/13" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.q !== undefined){
if(typeof data.q !== "string"){
const err0 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.platform !== undefined){
if(typeof data.platform !== "string"){
const err1 = {instancePath:instancePath+"/platform",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorSocialPlatform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.terms_accepted !== undefined){
if(typeof data.terms_accepted !== "boolean"){
const err2 = {instancePath:instancePath+"/terms_accepted",schemaPath:"#/properties/terms_accepted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.creator_tier_group_id !== undefined){
if(typeof data.creator_tier_group_id !== "string"){
const err3 = {instancePath:instancePath+"/creator_tier_group_id",schemaPath:"#/properties/creator_tier_group_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.country !== undefined){
let data4 = data.country;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err4 = {instancePath:instancePath+"/country",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/country",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.limit !== undefined){
let data5 = data.limit;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.offset !== undefined){
let data6 = data.offset;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err7 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"q":true,"platform":true,"terms_accepted":true,"creator_tier_group_id":true,"country":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request14 = validate35;
const schema57 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/14"};
const schema58 = {"type":"object","additionalProperties":true,"description":"Body of POST /v1/creators. Fields not shown in the specification (§2)."};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/14" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorCreate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request15 = validate36;
const schema59 = {"type":"object","properties":{"creator_id":{"type":"string"}},"required":["creator_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/15"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/15" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.creator_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "creator_id"},message:"must have required property '"+"creator_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.creator_id !== undefined){
if(typeof data.creator_id !== "string"){
const err1 = {instancePath:instancePath+"/creator_id",schemaPath:"#/properties/creator_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"creator_id":true},"dynamicProps":false,"dynamicItems":false};

const request16 = validate37;
const schema60 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/16"};
const schema61 = {"type":"object","additionalProperties":true,"description":"Body of PUT /v1/creators/{creator_id}. Fields not shown in the specification (§2)."};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/16" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request17 = validate38;
const schema62 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorTermsUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/17"};
const schema63 = {"type":"object","additionalProperties":true,"description":"Body of PATCH /v1/creators/{creator_id}/terms. Fields not shown in the specification (§2)."};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/17" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorTermsUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request18 = validate39;
const schema64 = {"type":"object","properties":{"q":{"type":"string"},"type":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardType"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/18"};
const schema65 = {"type":"string","description":"Type filter of GET /v1/daily_rewards. The enumeration's values are not shown in the specification (§2), so any string is accepted."};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/18" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.q !== undefined){
if(typeof data.q !== "string"){
const err0 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.limit !== undefined){
let data2 = data.limit;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.offset !== undefined){
let data3 = data.offset;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err3 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"q":true,"type":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request19 = validate40;
const schema66 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/19"};
const schema67 = {"type":"object","additionalProperties":true,"description":"Body of POST /v1/daily_rewards. Fields not shown in the specification (§2)."};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/19" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardCreate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request20 = validate41;
const schema68 = {"type":"object","properties":{"daily_reward_id":{"type":"string"}},"required":["daily_reward_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/20"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/20" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.daily_reward_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_reward_id"},message:"must have required property '"+"daily_reward_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.daily_reward_id !== undefined){
if(typeof data.daily_reward_id !== "string"){
const err1 = {instancePath:instancePath+"/daily_reward_id",schemaPath:"#/properties/daily_reward_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"daily_reward_id":true},"dynamicProps":false,"dynamicItems":false};

const request21 = validate42;
const schema69 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/21"};
const schema70 = {"type":"object","additionalProperties":true,"description":"Body of PUT /v1/daily_rewards/{daily_reward_id}. Fields not shown in the specification (§2)."};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/21" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request22 = validate43;
const schema71 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/22"};
const schema72 = {"type":"object","additionalProperties":true,"description":"Body of POST /v1/item_categories. Fields not shown in the specification (§2)."};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/22" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryCreate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request23 = validate44;
const schema73 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryBulkDelete","$id":"https://game-commerce-s2s.invalid/openapi.json/request/23"};
const schema74 = {"description":"Body of DELETE /v1/item_categories (bulk delete). The request shape is not shown in the\nspecification beyond the operation's name (§4 Item categories), so any JSON value is accepted.\n"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/23" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"dynamicProps":false,"dynamicItems":false};

const request24 = validate45;
const schema75 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryBulkUpdate"},"$id":"https://game-commerce-s2s.invalid/openapi.json/request/24"};
const schema76 = {"type":"object","additionalProperties":true,"description":"One entry of the PATCH /v1/item_categories array. Fields not shown in the specification (§2)."};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/24" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryBulkUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request25 = validate46;
const schema77 = {"type":"object","properties":{"item_category_id":{"type":"string"}},"required":["item_category_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/25"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/25" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.item_category_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item_category_id"},message:"must have required property '"+"item_category_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.item_category_id !== undefined){
if(typeof data.item_category_id !== "string"){
const err1 = {instancePath:instancePath+"/item_category_id",schemaPath:"#/properties/item_category_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"item_category_id":true},"dynamicProps":false,"dynamicItems":false};

const request26 = validate47;
const schema78 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/26"};
const schema79 = {"type":"object","additionalProperties":true,"description":"Body of PUT /v1/item_categories/{item_category_id}. Fields not shown in the specification (§2)."};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/26" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request27 = validate48;
const schema80 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest","$id":"https://game-commerce-s2s.invalid/openapi.json/request/27"};
const schema81 = {"type":"object","additionalProperties":true,"description":"Body of POST /v1/gdpr_requests. Fields not shown in the specification (§2)."};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/27" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request28 = validate49;
const schema82 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/28"};
const schema83 = {"type":"object","description":"Body of POST /v1/orders: an Order for a player and items (§2). An Order expires 24 hours after\ncreation (§3, §8). The maximum number of items and bounds of other fields are not shown (§8).\n","required":["player_id","items"],"properties":{"player_id":{"type":"string","description":"Player the order belongs to."},"items":{"type":"array","description":"The items being bought. Each item has sku.","items":{"$ref":"#/components/schemas/OrderItem"}},"price_decimal":{"type":"number","description":"Decimal amount; used together with currency when items carry no catalogue price."},"currency":{"type":"string","description":"Currency code of price_decimal."},"email":{"type":"string","format":"email","description":"Prefilled in the payment form."},"back_to_game_url":{"type":"string","description":"Deep link the player is returned to after payment (an https App Link or a custom scheme)."}}};
const schema84 = {"type":"object","description":"One item of an order (§2). Item prices, currency and sale configuration may also be supplied per\nitem; their exact field names are not shown in the specification, so further keys are allowed.\n","required":["sku"],"additionalProperties":true,"properties":{"sku":{"type":"string","description":"Unique item identifier within the game backend."},"name":{"type":"string","description":"Display name; used when arbitrary data is supplied."},"description":{"type":"string","description":"Display description."}}};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.player_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "player_id"},message:"must have required property '"+"player_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.player_id !== undefined){
if(typeof data.player_id !== "string"){
const err2 = {instancePath:instancePath+"/player_id",schemaPath:"#/properties/player_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.items !== undefined){
let data1 = data.items;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.sku === undefined){
const err3 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/OrderItem/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.sku !== undefined){
if(typeof data2.sku !== "string"){
const err4 = {instancePath:instancePath+"/items/" + i0+"/sku",schemaPath:"#/components/schemas/OrderItem/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err5 = {instancePath:instancePath+"/items/" + i0+"/name",schemaPath:"#/components/schemas/OrderItem/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err6 = {instancePath:instancePath+"/items/" + i0+"/description",schemaPath:"#/components/schemas/OrderItem/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/OrderItem/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.price_decimal !== undefined){
if(!(typeof data.price_decimal == "number")){
const err9 = {instancePath:instancePath+"/price_decimal",schemaPath:"#/properties/price_decimal/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.currency !== undefined){
if(typeof data.currency !== "string"){
const err10 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
let data8 = data.email;
if(typeof data8 === "string"){
if(!(formats0.test(data8))){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.back_to_game_url !== undefined){
if(typeof data.back_to_game_url !== "string"){
const err13 = {instancePath:instancePath+"/back_to_game_url",schemaPath:"#/properties/back_to_game_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"player_id":true,"items":true,"price_decimal":true,"currency":true,"email":true,"back_to_game_url":true},"dynamicProps":false,"dynamicItems":false};


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/28" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate50(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"player_id":true,"items":true,"price_decimal":true,"currency":true,"email":true,"back_to_game_url":true},"dynamicProps":false,"dynamicItems":false};

const request29 = validate52;
const schema85 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserRequest","$id":"https://game-commerce-s2s.invalid/openapi.json/request/29"};
const schema86 = {"type":"object","description":"Body of POST /v1/users/authorize (§2 Authorize user).","required":["player_id","nonce"],"properties":{"player_id":{"type":"string","description":"Player to authorize."},"nonce":{"type":"string","description":"Unique string the hub generated for this authorization request, taken from the deep link."},"redirect_path":{"type":"string","description":"Hub page to redirect the player to."},"player_info":{"$ref":"#/components/schemas/PlayerInfo"}}};
const schema87 = {"type":"object","description":"Player profile used to seed the hub account on first authorization (§2 Authorize user).","properties":{"name":{"type":"string"},"avatar_url":{"type":"string","format":"uri"},"attributes":{"type":"object","additionalProperties":true},"custom_attributes":{"type":"object","additionalProperties":true}}};
const formats2 = (formats2_namespace[Symbol.toStringTag] === "Module" && "default" in formats2_namespace ? formats2_namespace.default : formats2_namespace).fullFormats.uri;

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.player_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "player_id"},message:"must have required property '"+"player_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.nonce === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nonce"},message:"must have required property '"+"nonce"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.player_id !== undefined){
if(typeof data.player_id !== "string"){
const err2 = {instancePath:instancePath+"/player_id",schemaPath:"#/properties/player_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.nonce !== undefined){
if(typeof data.nonce !== "string"){
const err3 = {instancePath:instancePath+"/nonce",schemaPath:"#/properties/nonce/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.redirect_path !== undefined){
if(typeof data.redirect_path !== "string"){
const err4 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.player_info !== undefined){
let data3 = data.player_info;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name !== undefined){
if(typeof data3.name !== "string"){
const err5 = {instancePath:instancePath+"/player_info/name",schemaPath:"#/components/schemas/PlayerInfo/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data3.avatar_url !== undefined){
let data5 = data3.avatar_url;
if(typeof data5 === "string"){
if(!(formats2(data5))){
const err6 = {instancePath:instancePath+"/player_info/avatar_url",schemaPath:"#/components/schemas/PlayerInfo/properties/avatar_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/player_info/avatar_url",schemaPath:"#/components/schemas/PlayerInfo/properties/avatar_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.attributes !== undefined){
let data6 = data3.attributes;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
const err8 = {instancePath:instancePath+"/player_info/attributes",schemaPath:"#/components/schemas/PlayerInfo/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.custom_attributes !== undefined){
let data7 = data3.custom_attributes;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
const err9 = {instancePath:instancePath+"/player_info/custom_attributes",schemaPath:"#/components/schemas/PlayerInfo/properties/custom_attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/player_info",schemaPath:"#/components/schemas/PlayerInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"player_id":true,"nonce":true,"redirect_path":true,"player_info":true},"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/29" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"player_id":true,"nonce":true,"redirect_path":true,"player_info":true},"dynamicProps":false,"dynamicItems":false};

const request30 = validate55;
const schema88 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationRequest","$id":"https://game-commerce-s2s.invalid/openapi.json/request/30"};
const schema89 = {"type":"object","description":"Body of POST /v1/users/authorize/reject (§2 Reject authorization).","required":["nonce","reason"],"properties":{"nonce":{"type":"string","description":"The nonce from the authorization deep link."},"reason":{"$ref":"#/components/schemas/AuthorizationRejectReason"}}};
const schema90 = {"type":"string","description":"Why the player is not admitted (§2 Reject authorization).","enum":["not_eligible","banned","rejected"]};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nonce === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nonce"},message:"must have required property '"+"nonce"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reason === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.nonce !== undefined){
if(typeof data.nonce !== "string"){
const err2 = {instancePath:instancePath+"/nonce",schemaPath:"#/properties/nonce/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/AuthorizationRejectReason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "not_eligible") || (data1 === "banned")) || (data1 === "rejected"))){
const err4 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/AuthorizationRejectReason/enum",keyword:"enum",params:{allowedValues: schema90.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"nonce":true,"reason":true},"dynamicProps":false,"dynamicItems":false};


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/30" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"nonce":true,"reason":true},"dynamicProps":false,"dynamicItems":false};

const request31 = validate58;
const schema91 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CustomEvent","$id":"https://game-commerce-s2s.invalid/openapi.json/request/31"};
const schema92 = {"type":"object","description":"Body of POST /v1/events: a named custom event for a player, which published campaigns may answer\nwith an ingame.popup webhook (§1, §6). The specification gives no \"Required\" column for this body,\nso only player_id inside event_data (\"contains player_id\") is required.\n","properties":{"event_time":{"type":"integer","format":"int64","description":"Timestamp; the specification's example uses a millisecond Unix value."},"event_type":{"type":"string","description":"Name of the custom event that a campaign is started by."},"event_data":{"$ref":"#/components/schemas/CustomEventData"}}};
const schema93 = {"type":"object","description":"Event data. Contains player_id; other keys are not shown in the specification, so they are allowed.","required":["player_id"],"additionalProperties":true,"properties":{"player_id":{"type":"string"}}};
const formats4 = (formats4_namespace[Symbol.toStringTag] === "Module" && "default" in formats4_namespace ? formats4_namespace.default : formats4_namespace).fullFormats.int64;

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.event_time !== undefined){
let data0 = data.event_time;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/event_time",schemaPath:"#/properties/event_time/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats4.validate(data0))){
const err1 = {instancePath:instancePath+"/event_time",schemaPath:"#/properties/event_time/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data.event_type !== undefined){
if(typeof data.event_type !== "string"){
const err2 = {instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.event_data !== undefined){
let data2 = data.event_data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.player_id === undefined){
const err3 = {instancePath:instancePath+"/event_data",schemaPath:"#/components/schemas/CustomEventData/required",keyword:"required",params:{missingProperty: "player_id"},message:"must have required property '"+"player_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.player_id !== undefined){
if(typeof data2.player_id !== "string"){
const err4 = {instancePath:instancePath+"/event_data/player_id",schemaPath:"#/components/schemas/CustomEventData/properties/player_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/event_data",schemaPath:"#/components/schemas/CustomEventData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"event_time":true,"event_type":true,"event_data":true},"dynamicProps":false,"dynamicItems":false};


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/31" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":{"event_time":true,"event_type":true,"event_data":true},"dynamicProps":false,"dynamicItems":false};

const request32 = validate61;
const schema94 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/32"};
const schema95 = {"type":"object","description":"Body of POST /v1/webhooks. The specification gives no \"Required\" column for this body, so no field\nis marked required here.\n","properties":{"events":{"type":"array","description":"Event types to send, for example item.add, item.remove. The full list of event types is not shown (§6), so any string is accepted.","items":{"type":"string"}},"url":{"type":"string","format":"uri","description":"HTTPS address of the game's single POST endpoint."},"description":{"type":"string","description":"Free text."},"method":{"type":"string","description":"HTTP method used for delivery.","enum":["POST"]},"enabled":{"type":"boolean","description":"Whether delivery is active."},"enabled_logs":{"type":"boolean","description":"Whether delivery logs are kept."},"player_context_enabled":{"type":"boolean","description":"When true, the event context carries a player object."}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/32" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.events !== undefined){
let data0 = data.events;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(typeof data0[i0] !== "string"){
const err0 = {instancePath:instancePath+"/events/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/events/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath:instancePath+"/events",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(!(formats2(data2))){
const err2 = {instancePath:instancePath+"/url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err4 = {instancePath:instancePath+"/description",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.method !== undefined){
let data4 = data.method;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/method",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(data4 === "POST")){
const err6 = {instancePath:instancePath+"/method",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/method/enum",keyword:"enum",params:{allowedValues: schema95.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err7 = {instancePath:instancePath+"/enabled",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.enabled_logs !== undefined){
if(typeof data.enabled_logs !== "boolean"){
const err8 = {instancePath:instancePath+"/enabled_logs",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/enabled_logs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.player_context_enabled !== undefined){
if(typeof data.player_context_enabled !== "boolean"){
const err9 = {instancePath:instancePath+"/player_context_enabled",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/properties/player_context_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"events":true,"url":true,"description":true,"method":true,"enabled":true,"enabled_logs":true,"player_context_enabled":true},"dynamicProps":false,"dynamicItems":false};

const request33 = validate62;
const schema96 = {"type":"object","properties":{"order_by":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RangeField"},"start_at":{"type":"string"},"end_at":{"type":"string"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/33"};
const schema97 = {"type":"string","description":"Timestamp field of a payment that GET /v1/payments filters on (start_at, end_at) and sorts by.\nNo default (§9: the former created_at default was removed), so send it explicitly.\n","enum":["created_at","modified_at","status_updated_at"]};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/33" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order_by !== undefined){
let data0 = data.order_by;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/order_by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RangeField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data0 === "created_at") || (data0 === "modified_at")) || (data0 === "status_updated_at"))){
const err1 = {instancePath:instancePath+"/order_by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RangeField/enum",keyword:"enum",params:{allowedValues: schema97.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.start_at !== undefined){
if(typeof data.start_at !== "string"){
const err2 = {instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.end_at !== undefined){
if(typeof data.end_at !== "string"){
const err3 = {instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.limit !== undefined){
let data3 = data.limit;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.offset !== undefined){
let data4 = data.offset;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"order_by":true,"start_at":true,"end_at":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request34 = validate63;
const schema98 = {"type":"object","properties":{"order_by":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DisputeOrderByField"},"start_at":{"type":"string"},"end_at":{"type":"string"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/34"};
const schema99 = {"type":"string","description":"Timestamp field of a dispute that GET /v1/disputes filters on and sorts by. Defaults to created_at.","enum":["created_at","updated_at"],"default":"created_at"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/34" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order_by !== undefined){
let data0 = data.order_by;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/order_by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DisputeOrderByField/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data0 === "created_at") || (data0 === "updated_at"))){
const err1 = {instancePath:instancePath+"/order_by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DisputeOrderByField/enum",keyword:"enum",params:{allowedValues: schema99.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.start_at !== undefined){
if(typeof data.start_at !== "string"){
const err2 = {instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.end_at !== undefined){
if(typeof data.end_at !== "string"){
const err3 = {instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.limit !== undefined){
let data3 = data.limit;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.offset !== undefined){
let data4 = data.offset;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"order_by":true,"start_at":true,"end_at":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

/**
 * Request validators by operationId: `body` (JSON body; `bodyRequired` says whether one must be sent),
 * `path`, `query`, `header` (each location as one object; header names lowercase), and the declared
 * type of each parameter (`parameterTypes`), to read wire text as values before validating.
 */
export const requestValidators = Object.freeze({
  "listAchievements": Object.freeze({ query: request0, parameterTypes: Object.freeze({ query: Object.freeze({ "limit": "integer", "offset": "integer" }) }) }),
  "createAchievement": Object.freeze({ body: request1, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "bulkUpdateAchievements": Object.freeze({ body: request2, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "getAchievement": Object.freeze({ path: request3, parameterTypes: Object.freeze({ path: Object.freeze({ "achievement_id": "string" }) }) }),
  "updateAchievement": Object.freeze({ body: request4, bodyRequired: true, path: request3, parameterTypes: Object.freeze({ path: Object.freeze({ "achievement_id": "string" }) }) }),
  "deleteAchievement": Object.freeze({ path: request3, parameterTypes: Object.freeze({ path: Object.freeze({ "achievement_id": "string" }) }) }),
  "unlockAchievement": Object.freeze({ body: request6, bodyRequired: true, path: request5, parameterTypes: Object.freeze({ path: Object.freeze({ "achievement_type": "string" }) }) }),
  "listCouponsForUser": Object.freeze({ path: request7, query: request0, parameterTypes: Object.freeze({ path: Object.freeze({ "user_id": "string" }), query: Object.freeze({ "limit": "integer", "offset": "integer" }) }) }),
  "listCoupons": Object.freeze({ query: request8, parameterTypes: Object.freeze({ query: Object.freeze({ "q": "string", "type": "string", "category_id": "string", "generated_type": "string", "limit": "integer", "offset": "integer" }) }) }),
  "createCoupon": Object.freeze({ body: request9, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "bulkUpdateCoupons": Object.freeze({ body: request10, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "getCoupon": Object.freeze({ path: request11, parameterTypes: Object.freeze({ path: Object.freeze({ "coupon_id": "string" }) }) }),
  "updateCoupon": Object.freeze({ body: request12, bodyRequired: true, path: request11, parameterTypes: Object.freeze({ path: Object.freeze({ "coupon_id": "string" }) }) }),
  "deleteCoupon": Object.freeze({ path: request11, parameterTypes: Object.freeze({ path: Object.freeze({ "coupon_id": "string" }) }) }),
  "listCreatorCountries": Object.freeze({ parameterTypes: Object.freeze({}) }),
  "listCreators": Object.freeze({ query: request13, parameterTypes: Object.freeze({ query: Object.freeze({ "q": "string", "platform": "string", "terms_accepted": "boolean", "creator_tier_group_id": "string", "country": "string", "limit": "integer", "offset": "integer" }) }) }),
  "createCreator": Object.freeze({ body: request14, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "getCreator": Object.freeze({ path: request15, parameterTypes: Object.freeze({ path: Object.freeze({ "creator_id": "string" }) }) }),
  "updateCreator": Object.freeze({ body: request16, bodyRequired: true, path: request15, parameterTypes: Object.freeze({ path: Object.freeze({ "creator_id": "string" }) }) }),
  "deleteCreator": Object.freeze({ path: request15, parameterTypes: Object.freeze({ path: Object.freeze({ "creator_id": "string" }) }) }),
  "listCreatorSocialAccounts": Object.freeze({ path: request15, parameterTypes: Object.freeze({ path: Object.freeze({ "creator_id": "string" }) }) }),
  "updateCreatorTerms": Object.freeze({ body: request17, bodyRequired: true, path: request15, parameterTypes: Object.freeze({ path: Object.freeze({ "creator_id": "string" }) }) }),
  "listDailyRewards": Object.freeze({ query: request18, parameterTypes: Object.freeze({ query: Object.freeze({ "q": "string", "type": "string", "limit": "integer", "offset": "integer" }) }) }),
  "createDailyReward": Object.freeze({ body: request19, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "getDailyReward": Object.freeze({ path: request20, parameterTypes: Object.freeze({ path: Object.freeze({ "daily_reward_id": "string" }) }) }),
  "updateDailyReward": Object.freeze({ body: request21, bodyRequired: true, path: request20, parameterTypes: Object.freeze({ path: Object.freeze({ "daily_reward_id": "string" }) }) }),
  "deleteDailyReward": Object.freeze({ path: request20, parameterTypes: Object.freeze({ path: Object.freeze({ "daily_reward_id": "string" }) }) }),
  "copyDailyReward": Object.freeze({ path: request20, parameterTypes: Object.freeze({ path: Object.freeze({ "daily_reward_id": "string" }) }) }),
  "listItemCategories": Object.freeze({ query: request0, parameterTypes: Object.freeze({ query: Object.freeze({ "limit": "integer", "offset": "integer" }) }) }),
  "createItemCategory": Object.freeze({ body: request22, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "bulkDeleteItemCategories": Object.freeze({ body: request23, bodyRequired: false, parameterTypes: Object.freeze({}) }),
  "bulkUpdateItemCategories": Object.freeze({ body: request24, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "getItemCategory": Object.freeze({ path: request25, parameterTypes: Object.freeze({ path: Object.freeze({ "item_category_id": "string" }) }) }),
  "updateItemCategory": Object.freeze({ body: request26, bodyRequired: true, path: request25, parameterTypes: Object.freeze({ path: Object.freeze({ "item_category_id": "string" }) }) }),
  "deleteItemCategory": Object.freeze({ path: request25, parameterTypes: Object.freeze({ path: Object.freeze({ "item_category_id": "string" }) }) }),
  "createGdprDataRemovalRequest": Object.freeze({ body: request27, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "createOrder": Object.freeze({ body: request28, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "authorizeUser": Object.freeze({ body: request29, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "rejectUserAuthorization": Object.freeze({ body: request30, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "submitEvent": Object.freeze({ body: request31, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "createWebhook": Object.freeze({ body: request32, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "listPayments": Object.freeze({ query: request33, parameterTypes: Object.freeze({ query: Object.freeze({ "order_by": "string", "start_at": "string", "end_at": "string", "limit": "integer", "offset": "integer" }) }) }),
  "listDisputes": Object.freeze({ query: request34, parameterTypes: Object.freeze({ query: Object.freeze({ "order_by": "string", "start_at": "string", "end_at": "string", "limit": "integer", "offset": "integer" }) }) }),
});
