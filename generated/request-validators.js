/*
 * DO NOT EDIT: this file is generated from openapi/openapi.yaml by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */

import * as func1_namespace from "ajv/dist/runtime/ucs2length.js";
import * as formats0_namespace from "ajv-formats/dist/formats.js";
import * as formats52_namespace from "ajv-formats/dist/formats.js";

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
const schema34 = {"type":"object","required":["name","description","image_url","type","position"],"description":"Body of POST /v1/achievements.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","minLength":1,"maxLength":255,"description":"Name shown in the hub.","x-source":"provider 2026.07.14"},"description":{"type":"string","maxLength":512,"description":"Text shown under the name.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":2083,"description":"Image shown with the achievement.","x-source":"provider 2026.07.14"},"type":{"anyOf":[{"$ref":"#/components/schemas/AchievementType"},{"type":"string"}],"description":"What earns the achievement; one of AchievementType or another string.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in the hub's list of achievements.","x-source":"provider 2026.07.14"}}};
const schema35 = {"type":"string","enum":["first_visit","first_purchase","regular_visit"],"description":"Kinds of achievement the service knows. Achievement records also accept other strings (an open enumeration).","x-source":"provider 2026.07.14"};
const func1 = (func1_namespace[Symbol.toStringTag] === "Module" && "default" in func1_namespace ? func1_namespace.default : func1_namespace).default;
const formats0 = (formats0_namespace[Symbol.toStringTag] === "Module" && "default" in formats0_namespace ? formats0_namespace.default : formats0_namespace).fullFormats.uri;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.description === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.image_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image_url"},message:"must have required property '"+"image_url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.position === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "position"},message:"must have required property '"+"position"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.image_url !== undefined){
let data2 = data.image_url;
if(typeof data2 === "string"){
if(func1(data2) > 2083){
const err10 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 2083},message:"must NOT have more than 2083 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0(data2))){
const err12 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data3 === "first_visit") || (data3 === "first_purchase")) || (data3 === "regular_visit"))){
const err15 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.position !== undefined){
let data4 = data.position;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err18 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"name":true,"description":true,"image_url":true,"type":true,"position":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"name":true,"description":true,"image_url":true,"type":true,"position":true},"dynamicProps":false,"dynamicItems":false};

const request2 = validate25;
const schema36 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementBulkUpdate"},"$id":"https://game-commerce-s2s.invalid/openapi.json/request/2"};
const schema37 = {"type":"object","required":["id"],"description":"One entry of the PATCH /v1/achievements array: the id of the achievement and the fields to change.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","minLength":1,"maxLength":255,"description":"Name shown in the hub.","x-source":"provider 2026.07.14"},"description":{"type":"string","maxLength":512,"description":"Text shown under the name.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":2083,"description":"Image shown with the achievement.","x-source":"provider 2026.07.14"},"type":{"anyOf":[{"$ref":"#/components/schemas/AchievementType"},{"type":"string"}],"description":"What earns the achievement; one of AchievementType or another string.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in the hub's list of achievements.","x-source":"provider 2026.07.14"},"id":{"type":"string","maxLength":32,"description":"The achievement's id, set by the service.","x-source":"provider 2026.07.14"}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.image_url !== undefined){
let data2 = data.image_url;
if(typeof data2 === "string"){
if(func1(data2) > 2083){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 2083},message:"must NOT have more than 2083 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0(data2))){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data3 === "first_visit") || (data3 === "first_purchase")) || (data3 === "regular_visit"))){
const err11 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err13 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.position !== undefined){
let data4 = data.position;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err14 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
let data5 = data.id;
if(typeof data5 === "string"){
if(func1(data5) > 32){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"name":true,"description":true,"image_url":true,"type":true,"position":true,"id":true},"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/2" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate26(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate25.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request3 = validate28;
const schema39 = {"type":"object","properties":{"achievement_id":{"type":"string"}},"required":["achievement_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/3"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/3" */;
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"achievement_id":true},"dynamicProps":false,"dynamicItems":false};

const request4 = validate29;
const schema40 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/4"};
const schema41 = {"type":"object","description":"Body of PUT /v1/achievements/{achievement_id}; only the fields sent are meant to change.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","minLength":1,"maxLength":255,"description":"Name shown in the hub.","x-source":"provider 2026.07.14"},"description":{"type":"string","maxLength":512,"description":"Text shown under the name.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":2083,"description":"Image shown with the achievement.","x-source":"provider 2026.07.14"},"type":{"anyOf":[{"$ref":"#/components/schemas/AchievementType"},{"type":"string"}],"description":"What earns the achievement; one of AchievementType or another string.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in the hub's list of achievements.","x-source":"provider 2026.07.14"}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.image_url !== undefined){
let data2 = data.image_url;
if(typeof data2 === "string"){
if(func1(data2) > 2083){
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 2083},message:"must NOT have more than 2083 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data2) < 1){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0(data2))){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data3 === "first_visit") || (data3 === "first_purchase")) || (data3 === "regular_visit"))){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.position !== undefined){
let data4 = data.position;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err13 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"name":true,"description":true,"image_url":true,"type":true,"position":true},"dynamicProps":false,"dynamicItems":false};


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/4" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"name":true,"description":true,"image_url":true,"type":true,"position":true},"dynamicProps":false,"dynamicItems":false};

const request5 = validate32;
const schema43 = {"type":"object","properties":{"achievement_type":{"type":"string"}},"required":["achievement_type"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/5"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/5" */;
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"achievement_type":true},"dynamicProps":false,"dynamicItems":false};

const request6 = validate33;
const schema44 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUnlockRequest","$id":"https://game-commerce-s2s.invalid/openapi.json/request/6"};
const schema45 = {"type":"object","required":["player_id"],"description":"Body of POST /v1/achievements/{achievement_type}/unlock: the player who reached the achievement.","x-source":"spec §2, provider 2026.07.14","properties":{"player_id":{"type":"string","description":"The player who reached the achievement.","x-source":"provider 2026.07.14"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/6" */;
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
if(data.player_id === undefined){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUnlockRequest/required",keyword:"required",params:{missingProperty: "player_id"},message:"must have required property '"+"player_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.player_id !== undefined){
if(typeof data.player_id !== "string"){
const err1 = {instancePath:instancePath+"/player_id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUnlockRequest/properties/player_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementUnlockRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"player_id":true},"dynamicProps":false,"dynamicItems":false};

const request7 = validate34;
const schema46 = {"type":"object","properties":{"user_id":{"type":"string"}},"required":["user_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/7"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/7" */;
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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"user_id":true},"dynamicProps":false,"dynamicItems":false};

const request8 = validate35;
const schema47 = {"type":"object","properties":{"q":{"type":"string"},"type":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponType"},"category_id":{"type":"string"},"generated_type":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponGeneratedType"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/8"};
const schema48 = {"type":"string","enum":["bonus","discount","free_item","vc","non_benefit","discount_fixed","discount_reward_point"],"description":"What a coupon gives.","x-source":"spec §2, provider 2026.07.14"};
const schema49 = {"type":"string","enum":["campaign","receipt"],"description":"How a generated coupon came about.","x-source":"spec §2, provider 2026.07.14"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/8" */;
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
let data1 = data.type;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((((((data1 === "bonus") || (data1 === "discount")) || (data1 === "free_item")) || (data1 === "vc")) || (data1 === "non_benefit")) || (data1 === "discount_fixed")) || (data1 === "discount_reward_point"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponType/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.category_id !== undefined){
if(typeof data.category_id !== "string"){
const err3 = {instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.generated_type !== undefined){
let data3 = data.generated_type;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/generated_type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponGeneratedType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data3 === "campaign") || (data3 === "receipt"))){
const err5 = {instancePath:instancePath+"/generated_type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponGeneratedType/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"};
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
let data4 = data.limit;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
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
let data5 = data.offset;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"q":true,"type":true,"category_id":true,"generated_type":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request9 = validate36;
const schema50 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/9"};
const schema51 = {"type":"object","required":["name","code","type"],"description":"Body of POST /v1/coupons.","x-source":"spec §2, provider 2026.07.14","properties":{"free_items":{"$ref":"#/components/schemas/CouponFreeItems","description":"Items granted on redemption (free-item coupons).","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Percent taken off the price (discount coupons).","x-source":"provider 2026.07.14"},"bonus_percent":{"type":"integer","minimum":0,"maximum":1000,"description":"Percent of extra quantity (bonus coupons).","x-source":"provider 2026.07.14"},"bonus_fixed":{"type":["integer","null"],"minimum":1,"description":"Fixed extra quantity (bonus coupons).","x-source":"provider 2026.07.14"},"discount_amount_usd":{"type":"integer","minimum":0,"description":"Amount taken off, in US dollars (fixed discount coupons).","x-source":"provider 2026.07.14"},"requirements_expression":{"$ref":"#/components/schemas/Expression","description":"Condition a player must meet to redeem the coupon.","x-source":"provider 2026.07.14"},"expires_at":{"type":"integer","description":"When the coupon expires (Unix seconds).","x-source":"provider 2026.07.14"},"applicable_item_ids":{"type":"array","items":{"type":"string"},"description":"Items the coupon applies to; all items when empty.","x-source":"provider 2026.07.14"},"category_id":{"type":"string","description":"The coupon category this coupon is filed under.","x-source":"provider 2026.07.14"},"min_amount":{"type":"integer","description":"Smallest order amount the coupon applies to.","x-source":"provider 2026.07.14"},"max_redemptions":{"type":"integer","description":"How many times the code can be redeemed in all.","x-source":"provider 2026.07.14"},"max_redemptions_per_user":{"type":"integer","description":"How many times one player can redeem it.","x-source":"provider 2026.07.14"},"is_stackable_with_bonus_coupons":{"type":"boolean","description":"Whether it combines with bonus coupons.","x-source":"provider 2026.07.14"},"stackable_bonus_limit_percent":{"type":"integer","description":"Cap on the combined bonus percent when stacked with bonus coupons.","x-source":"provider 2026.07.14"},"is_stackable_with_discount_coupons":{"type":"boolean","description":"Whether it combines with discount coupons.","x-source":"provider 2026.07.14"},"stackable_discount_limit_percent":{"type":"integer","description":"Cap on the combined discount percent when stacked with discount coupons.","x-source":"provider 2026.07.14"},"store_item_discount_limit_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Cap on the store item's own discount and the coupon's together.","x-source":"provider 2026.07.14"},"store_item_bonus_limit_percent":{"type":"integer","minimum":0,"maximum":1000,"description":"Cap on the store item's own bonus and the coupon's together.","x-source":"provider 2026.07.14"},"start_at":{"type":"integer","description":"When the coupon starts to be valid (Unix seconds).","x-source":"provider 2026.07.14"},"end_at":{"type":"integer","description":"When the coupon stops being valid (Unix seconds).","x-source":"provider 2026.07.14"},"player_ids":{"type":"array","items":{"type":"string"},"description":"Only these players may redeem it; anyone when empty.","x-source":"provider 2026.07.14"},"exclude_player_ids":{"type":"array","items":{"type":"string"},"description":"Players who may not redeem it.","x-source":"provider 2026.07.14"},"name":{"type":"string","maxLength":255,"description":"Name for the dashboard.","x-source":"provider 2026.07.14"},"code":{"type":"string","maxLength":20,"description":"The code players enter.","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/CouponType","description":"What the coupon gives.","x-source":"provider 2026.07.14"},"creator_program":{"$ref":"#/components/schemas/CreatorProgramBase","description":"The creator this coupon is a promo code of, if any.","x-source":"provider 2026.07.14"}}};
const schema59 = {"type":"object","required":["creator_id","reward","verbal_terms","message"],"description":"The creator a coupon belongs to, and the terms of that creator program.","x-source":"provider 2026.07.14","properties":{"creator_id":{"type":"string","description":"The creator.","x-source":"provider 2026.07.14"},"reward":{"type":"integer","minimum":0,"maximum":100,"description":"The creator's share, in percent.","x-source":"provider 2026.07.14"},"verbal_terms":{"type":"string","description":"The terms, as told to the creator.","x-source":"provider 2026.07.14"},"message":{"type":"string","description":"Message shown to players who use the creator's code.","x-source":"provider 2026.07.14"},"inherits_from_tier":{"type":"boolean","default":false,"description":"When true, the share comes from the creator's tier instead of `reward`.","x-source":"provider 2026.07.14"}}};
const schema52 = {"type":"object","description":"The items a free-item coupon grants.","x-source":"provider 2026.07.14","properties":{"items":{"type":"array","items":{"$ref":"#/components/schemas/CouponFreeItem"},"maxItems":100,"description":"The items, at most 100.","x-source":"provider 2026.07.14"}}};
const schema53 = {"type":"object","required":["item_id","quantity"],"description":"One item a coupon grants, by item id and quantity.","x-source":"provider 2026.07.14","properties":{"item_id":{"type":"string","description":"The catalogue item granted.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","minimum":1,"description":"How many are granted.","x-source":"provider 2026.07.14"}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
if(data0.length > 100){
const err0 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.item_id === undefined){
const err1 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/CouponFreeItem/required",keyword:"required",params:{missingProperty: "item_id"},message:"must have required property '"+"item_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.quantity === undefined){
const err2 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/CouponFreeItem/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.item_id !== undefined){
if(typeof data1.item_id !== "string"){
const err3 = {instancePath:instancePath+"/items/" + i0+"/item_id",schemaPath:"#/components/schemas/CouponFreeItem/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.quantity !== undefined){
let data3 = data1.quantity;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err4 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/components/schemas/CouponFreeItem/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/components/schemas/CouponFreeItem/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err6 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/CouponFreeItem/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"items":true},"dynamicProps":false,"dynamicItems":false};

const schema54 = {"type":"object","description":"A condition built from tokens (attributes, operators, values), with named sub-expressions as variables.","x-source":"provider 2026.07.14","properties":{"tokens":{"type":"array","items":{"$ref":"#/components/schemas/Token"},"description":"The condition, token by token.","x-source":"provider 2026.07.14"},"variables":{"type":"array","items":{"$ref":"#/components/schemas/MathExpression"},"description":"Named sub-expressions the tokens use.","x-source":"provider 2026.07.14"}}};
const schema55 = {"type":"object","required":["type"],"description":"One token of an expression.","x-source":"provider 2026.07.14","properties":{"type":{"$ref":"#/components/schemas/TokenType","description":"What the token is.","x-source":"provider 2026.07.14"},"value":{"description":"The token's value; its type depends on `type`.","x-source":"provider 2026.07.14"}}};
const schema56 = {"type":"string","enum":["attribute","custom_attribute","event_attribute","custom_event_attribute","operator","number","date","string","boolean","list","variable","virtual_currency"],"description":"What a token of an expression stands for.","x-source":"provider 2026.07.14"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/TokenType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((((((((((data0 === "attribute") || (data0 === "custom_attribute")) || (data0 === "event_attribute")) || (data0 === "custom_event_attribute")) || (data0 === "operator")) || (data0 === "number")) || (data0 === "date")) || (data0 === "string")) || (data0 === "boolean")) || (data0 === "list")) || (data0 === "variable")) || (data0 === "virtual_currency"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/TokenType/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"type":true,"value":true},"dynamicProps":false,"dynamicItems":false};

const schema57 = {"type":"object","required":["name"],"description":"A named sub-expression that other tokens refer to as a variable.","x-source":"provider 2026.07.14","properties":{"tokens":{"type":"array","items":{"$ref":"#/components/schemas/Token"},"description":"The sub-expression, token by token.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"The name tokens use to refer to it.","x-source":"provider 2026.07.14"}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tokens !== undefined){
let data0 = data.tokens;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate41(data0[i0], {instancePath:instancePath+"/tokens/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"tokens":true,"name":true},"dynamicProps":false,"dynamicItems":false};


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.tokens !== undefined){
let data0 = data.tokens;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate41(data0[i0], {instancePath:instancePath+"/tokens/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.variables !== undefined){
let data2 = data.variables;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate43(data2[i1], {instancePath:instancePath+"/variables/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"tokens":true,"variables":true},"dynamicProps":false,"dynamicItems":false};


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.free_items !== undefined){
if(!(validate38(data.free_items, {instancePath:instancePath+"/free_items",parentData:data,parentDataProperty:"free_items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.discount_percent !== undefined){
let data1 = data.discount_percent;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.bonus_percent !== undefined){
let data2 = data.bonus_percent;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 1000 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.bonus_fixed !== undefined){
let data3 = data.bonus_fixed;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
const err9 = {instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/type",keyword:"type",params:{type: schema51.properties.bonus_fixed.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.discount_amount_usd !== undefined){
let data4 = data.discount_amount_usd;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err11 = {instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.requirements_expression !== undefined){
if(!(validate40(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.expires_at !== undefined){
let data6 = data.expires_at;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err13 = {instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.applicable_item_ids !== undefined){
let data7 = data.applicable_item_ids;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(typeof data7[i0] !== "string"){
const err14 = {instancePath:instancePath+"/applicable_item_ids/" + i0,schemaPath:"#/properties/applicable_item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/applicable_item_ids",schemaPath:"#/properties/applicable_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.category_id !== undefined){
if(typeof data.category_id !== "string"){
const err16 = {instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.min_amount !== undefined){
let data10 = data.min_amount;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err17 = {instancePath:instancePath+"/min_amount",schemaPath:"#/properties/min_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.max_redemptions !== undefined){
let data11 = data.max_redemptions;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err18 = {instancePath:instancePath+"/max_redemptions",schemaPath:"#/properties/max_redemptions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.max_redemptions_per_user !== undefined){
let data12 = data.max_redemptions_per_user;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err19 = {instancePath:instancePath+"/max_redemptions_per_user",schemaPath:"#/properties/max_redemptions_per_user/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.is_stackable_with_bonus_coupons !== undefined){
if(typeof data.is_stackable_with_bonus_coupons !== "boolean"){
const err20 = {instancePath:instancePath+"/is_stackable_with_bonus_coupons",schemaPath:"#/properties/is_stackable_with_bonus_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.stackable_bonus_limit_percent !== undefined){
let data14 = data.stackable_bonus_limit_percent;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err21 = {instancePath:instancePath+"/stackable_bonus_limit_percent",schemaPath:"#/properties/stackable_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.is_stackable_with_discount_coupons !== undefined){
if(typeof data.is_stackable_with_discount_coupons !== "boolean"){
const err22 = {instancePath:instancePath+"/is_stackable_with_discount_coupons",schemaPath:"#/properties/is_stackable_with_discount_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.stackable_discount_limit_percent !== undefined){
let data16 = data.stackable_discount_limit_percent;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err23 = {instancePath:instancePath+"/stackable_discount_limit_percent",schemaPath:"#/properties/stackable_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.store_item_discount_limit_percent !== undefined){
let data17 = data.store_item_discount_limit_percent;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err24 = {instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 100 || isNaN(data17)){
const err25 = {instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err26 = {instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.store_item_bonus_limit_percent !== undefined){
let data18 = data.store_item_bonus_limit_percent;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err27 = {instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 > 1000 || isNaN(data18)){
const err28 = {instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err29 = {instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.start_at !== undefined){
let data19 = data.start_at;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err30 = {instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.end_at !== undefined){
let data20 = data.end_at;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err31 = {instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.player_ids !== undefined){
let data21 = data.player_ids;
if(Array.isArray(data21)){
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
if(typeof data21[i1] !== "string"){
const err32 = {instancePath:instancePath+"/player_ids/" + i1,schemaPath:"#/properties/player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/player_ids",schemaPath:"#/properties/player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.exclude_player_ids !== undefined){
let data23 = data.exclude_player_ids;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
if(typeof data23[i2] !== "string"){
const err34 = {instancePath:instancePath+"/exclude_player_ids/" + i2,schemaPath:"#/properties/exclude_player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/exclude_player_ids",schemaPath:"#/properties/exclude_player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.name !== undefined){
let data25 = data.name;
if(typeof data25 === "string"){
if(func1(data25) > 255){
const err36 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.code !== undefined){
let data26 = data.code;
if(typeof data26 === "string"){
if(func1(data26) > 20){
const err38 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.type !== undefined){
let data27 = data.type;
if(typeof data27 !== "string"){
const err40 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!(((((((data27 === "bonus") || (data27 === "discount")) || (data27 === "free_item")) || (data27 === "vc")) || (data27 === "non_benefit")) || (data27 === "discount_fixed")) || (data27 === "discount_reward_point"))){
const err41 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.creator_program !== undefined){
let data28 = data.creator_program;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.creator_id === undefined){
const err42 = {instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/required",keyword:"required",params:{missingProperty: "creator_id"},message:"must have required property '"+"creator_id"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data28.reward === undefined){
const err43 = {instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/required",keyword:"required",params:{missingProperty: "reward"},message:"must have required property '"+"reward"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data28.verbal_terms === undefined){
const err44 = {instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/required",keyword:"required",params:{missingProperty: "verbal_terms"},message:"must have required property '"+"verbal_terms"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data28.message === undefined){
const err45 = {instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data28.creator_id !== undefined){
if(typeof data28.creator_id !== "string"){
const err46 = {instancePath:instancePath+"/creator_program/creator_id",schemaPath:"#/components/schemas/CreatorProgramBase/properties/creator_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data28.reward !== undefined){
let data30 = data28.reward;
if(!((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30)))){
const err47 = {instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data30 == "number"){
if(data30 > 100 || isNaN(data30)){
const err48 = {instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data30 < 0 || isNaN(data30)){
const err49 = {instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data28.verbal_terms !== undefined){
if(typeof data28.verbal_terms !== "string"){
const err50 = {instancePath:instancePath+"/creator_program/verbal_terms",schemaPath:"#/components/schemas/CreatorProgramBase/properties/verbal_terms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data28.message !== undefined){
if(typeof data28.message !== "string"){
const err51 = {instancePath:instancePath+"/creator_program/message",schemaPath:"#/components/schemas/CreatorProgramBase/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data28.inherits_from_tier !== undefined){
if(typeof data28.inherits_from_tier !== "boolean"){
const err52 = {instancePath:instancePath+"/creator_program/inherits_from_tier",schemaPath:"#/components/schemas/CreatorProgramBase/properties/inherits_from_tier/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"free_items":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true,"discount_amount_usd":true,"requirements_expression":true,"expires_at":true,"applicable_item_ids":true,"category_id":true,"min_amount":true,"max_redemptions":true,"max_redemptions_per_user":true,"is_stackable_with_bonus_coupons":true,"stackable_bonus_limit_percent":true,"is_stackable_with_discount_coupons":true,"stackable_discount_limit_percent":true,"store_item_discount_limit_percent":true,"store_item_bonus_limit_percent":true,"start_at":true,"end_at":true,"player_ids":true,"exclude_player_ids":true,"name":true,"code":true,"type":true,"creator_program":true},"dynamicProps":false,"dynamicItems":false};


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/9" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"free_items":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true,"discount_amount_usd":true,"requirements_expression":true,"expires_at":true,"applicable_item_ids":true,"category_id":true,"min_amount":true,"max_redemptions":true,"max_redemptions_per_user":true,"is_stackable_with_bonus_coupons":true,"stackable_bonus_limit_percent":true,"is_stackable_with_discount_coupons":true,"stackable_discount_limit_percent":true,"store_item_discount_limit_percent":true,"store_item_bonus_limit_percent":true,"start_at":true,"end_at":true,"player_ids":true,"exclude_player_ids":true,"name":true,"code":true,"type":true,"creator_program":true},"dynamicProps":false,"dynamicItems":false};

const request10 = validate48;
const schema60 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponBulkUpdate"},"$id":"https://game-commerce-s2s.invalid/openapi.json/request/10"};
const schema61 = {"type":"object","required":["id","category_id"],"description":"One entry of the PATCH /v1/coupons array: moves a coupon to another category.","x-source":"spec §2, provider 2026.07.14","properties":{"id":{"type":"string","description":"The coupon to change.","x-source":"provider 2026.07.14"},"category_id":{"type":"string","description":"The category to move it to.","x-source":"provider 2026.07.14"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/10" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
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
if(data0.id === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponBulkUpdate/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.category_id === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponBulkUpdate/required",keyword:"required",params:{missingProperty: "category_id"},message:"must have required property '"+"category_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponBulkUpdate/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.category_id !== undefined){
if(typeof data0.category_id !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/category_id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponBulkUpdate/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponBulkUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request11 = validate49;
const schema62 = {"type":"object","properties":{"coupon_id":{"type":"string"}},"required":["coupon_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/11"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/11" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"coupon_id":true},"dynamicProps":false,"dynamicItems":false};

const request12 = validate50;
const schema63 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/12"};
const schema64 = {"type":"object","description":"Body of PUT /v1/coupons/{coupon_id}. The code and the type of a coupon are not changed here.","x-source":"spec §2, provider 2026.07.14","properties":{"free_items":{"$ref":"#/components/schemas/CouponFreeItems","description":"Items granted on redemption (free-item coupons).","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Percent taken off the price (discount coupons).","x-source":"provider 2026.07.14"},"bonus_percent":{"type":"integer","minimum":0,"maximum":1000,"description":"Percent of extra quantity (bonus coupons).","x-source":"provider 2026.07.14"},"bonus_fixed":{"type":["integer","null"],"minimum":1,"description":"Fixed extra quantity (bonus coupons).","x-source":"provider 2026.07.14"},"discount_amount_usd":{"type":"integer","minimum":0,"description":"Amount taken off, in US dollars (fixed discount coupons).","x-source":"provider 2026.07.14"},"requirements_expression":{"$ref":"#/components/schemas/Expression","description":"Condition a player must meet to redeem the coupon.","x-source":"provider 2026.07.14"},"expires_at":{"type":"integer","description":"When the coupon expires (Unix seconds).","x-source":"provider 2026.07.14"},"applicable_item_ids":{"type":"array","items":{"type":"string"},"description":"Items the coupon applies to; all items when empty.","x-source":"provider 2026.07.14"},"category_id":{"type":"string","description":"The coupon category this coupon is filed under.","x-source":"provider 2026.07.14"},"min_amount":{"type":"integer","description":"Smallest order amount the coupon applies to.","x-source":"provider 2026.07.14"},"max_redemptions":{"type":"integer","description":"How many times the code can be redeemed in all.","x-source":"provider 2026.07.14"},"max_redemptions_per_user":{"type":"integer","description":"How many times one player can redeem it.","x-source":"provider 2026.07.14"},"is_stackable_with_bonus_coupons":{"type":"boolean","description":"Whether it combines with bonus coupons.","x-source":"provider 2026.07.14"},"stackable_bonus_limit_percent":{"type":"integer","description":"Cap on the combined bonus percent when stacked with bonus coupons.","x-source":"provider 2026.07.14"},"is_stackable_with_discount_coupons":{"type":"boolean","description":"Whether it combines with discount coupons.","x-source":"provider 2026.07.14"},"stackable_discount_limit_percent":{"type":"integer","description":"Cap on the combined discount percent when stacked with discount coupons.","x-source":"provider 2026.07.14"},"store_item_discount_limit_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Cap on the store item's own discount and the coupon's together.","x-source":"provider 2026.07.14"},"store_item_bonus_limit_percent":{"type":"integer","minimum":0,"maximum":1000,"description":"Cap on the store item's own bonus and the coupon's together.","x-source":"provider 2026.07.14"},"start_at":{"type":"integer","description":"When the coupon starts to be valid (Unix seconds).","x-source":"provider 2026.07.14"},"end_at":{"type":"integer","description":"When the coupon stops being valid (Unix seconds).","x-source":"provider 2026.07.14"},"player_ids":{"type":"array","items":{"type":"string"},"description":"Only these players may redeem it; anyone when empty.","x-source":"provider 2026.07.14"},"exclude_player_ids":{"type":"array","items":{"type":"string"},"description":"Players who may not redeem it.","x-source":"provider 2026.07.14"},"name":{"type":"string","maxLength":255,"description":"Name for the dashboard.","x-source":"provider 2026.07.14"},"creator_program":{"$ref":"#/components/schemas/CreatorProgramUpdate","description":"The creator this coupon is a promo code of, if any.","x-source":"provider 2026.07.14"}}};
const schema65 = {"type":"object","description":"Changes to the creator program of a coupon.","x-source":"provider 2026.07.14","properties":{"verbal_terms":{"type":"string","description":"The terms, as told to the creator.","x-source":"provider 2026.07.14"},"message":{"type":"string","description":"Message shown to players who use the creator's code.","x-source":"provider 2026.07.14"},"reward":{"type":"integer","minimum":0,"maximum":100,"description":"The creator's share, in percent.","x-source":"provider 2026.07.14"},"inherits_from_tier":{"type":"boolean","description":"When true, the share comes from the creator's tier instead of `reward`.","x-source":"provider 2026.07.14"}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.free_items !== undefined){
if(!(validate38(data.free_items, {instancePath:instancePath+"/free_items",parentData:data,parentDataProperty:"free_items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.discount_percent !== undefined){
let data1 = data.discount_percent;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err0 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
const err1 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.bonus_percent !== undefined){
let data2 = data.bonus_percent;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err3 = {instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 1000 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.bonus_fixed !== undefined){
let data3 = data.bonus_fixed;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
const err6 = {instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/type",keyword:"type",params:{type: schema64.properties.bonus_fixed.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.discount_amount_usd !== undefined){
let data4 = data.discount_amount_usd;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err8 = {instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.requirements_expression !== undefined){
if(!(validate40(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.expires_at !== undefined){
let data6 = data.expires_at;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err10 = {instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.applicable_item_ids !== undefined){
let data7 = data.applicable_item_ids;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(typeof data7[i0] !== "string"){
const err11 = {instancePath:instancePath+"/applicable_item_ids/" + i0,schemaPath:"#/properties/applicable_item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/applicable_item_ids",schemaPath:"#/properties/applicable_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.category_id !== undefined){
if(typeof data.category_id !== "string"){
const err13 = {instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.min_amount !== undefined){
let data10 = data.min_amount;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err14 = {instancePath:instancePath+"/min_amount",schemaPath:"#/properties/min_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.max_redemptions !== undefined){
let data11 = data.max_redemptions;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err15 = {instancePath:instancePath+"/max_redemptions",schemaPath:"#/properties/max_redemptions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.max_redemptions_per_user !== undefined){
let data12 = data.max_redemptions_per_user;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err16 = {instancePath:instancePath+"/max_redemptions_per_user",schemaPath:"#/properties/max_redemptions_per_user/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.is_stackable_with_bonus_coupons !== undefined){
if(typeof data.is_stackable_with_bonus_coupons !== "boolean"){
const err17 = {instancePath:instancePath+"/is_stackable_with_bonus_coupons",schemaPath:"#/properties/is_stackable_with_bonus_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.stackable_bonus_limit_percent !== undefined){
let data14 = data.stackable_bonus_limit_percent;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err18 = {instancePath:instancePath+"/stackable_bonus_limit_percent",schemaPath:"#/properties/stackable_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.is_stackable_with_discount_coupons !== undefined){
if(typeof data.is_stackable_with_discount_coupons !== "boolean"){
const err19 = {instancePath:instancePath+"/is_stackable_with_discount_coupons",schemaPath:"#/properties/is_stackable_with_discount_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.stackable_discount_limit_percent !== undefined){
let data16 = data.stackable_discount_limit_percent;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err20 = {instancePath:instancePath+"/stackable_discount_limit_percent",schemaPath:"#/properties/stackable_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.store_item_discount_limit_percent !== undefined){
let data17 = data.store_item_discount_limit_percent;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err21 = {instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 100 || isNaN(data17)){
const err22 = {instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err23 = {instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.store_item_bonus_limit_percent !== undefined){
let data18 = data.store_item_bonus_limit_percent;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err24 = {instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 > 1000 || isNaN(data18)){
const err25 = {instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err26 = {instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.start_at !== undefined){
let data19 = data.start_at;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err27 = {instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.end_at !== undefined){
let data20 = data.end_at;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err28 = {instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.player_ids !== undefined){
let data21 = data.player_ids;
if(Array.isArray(data21)){
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
if(typeof data21[i1] !== "string"){
const err29 = {instancePath:instancePath+"/player_ids/" + i1,schemaPath:"#/properties/player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/player_ids",schemaPath:"#/properties/player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.exclude_player_ids !== undefined){
let data23 = data.exclude_player_ids;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
if(typeof data23[i2] !== "string"){
const err31 = {instancePath:instancePath+"/exclude_player_ids/" + i2,schemaPath:"#/properties/exclude_player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/exclude_player_ids",schemaPath:"#/properties/exclude_player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.name !== undefined){
let data25 = data.name;
if(typeof data25 === "string"){
if(func1(data25) > 255){
const err33 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.creator_program !== undefined){
let data26 = data.creator_program;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.verbal_terms !== undefined){
if(typeof data26.verbal_terms !== "string"){
const err35 = {instancePath:instancePath+"/creator_program/verbal_terms",schemaPath:"#/components/schemas/CreatorProgramUpdate/properties/verbal_terms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data26.message !== undefined){
if(typeof data26.message !== "string"){
const err36 = {instancePath:instancePath+"/creator_program/message",schemaPath:"#/components/schemas/CreatorProgramUpdate/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data26.reward !== undefined){
let data29 = data26.reward;
if(!((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29)))){
const err37 = {instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramUpdate/properties/reward/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data29 == "number"){
if(data29 > 100 || isNaN(data29)){
const err38 = {instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramUpdate/properties/reward/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data29 < 0 || isNaN(data29)){
const err39 = {instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramUpdate/properties/reward/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data26.inherits_from_tier !== undefined){
if(typeof data26.inherits_from_tier !== "boolean"){
const err40 = {instancePath:instancePath+"/creator_program/inherits_from_tier",schemaPath:"#/components/schemas/CreatorProgramUpdate/properties/inherits_from_tier/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"free_items":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true,"discount_amount_usd":true,"requirements_expression":true,"expires_at":true,"applicable_item_ids":true,"category_id":true,"min_amount":true,"max_redemptions":true,"max_redemptions_per_user":true,"is_stackable_with_bonus_coupons":true,"stackable_bonus_limit_percent":true,"is_stackable_with_discount_coupons":true,"stackable_discount_limit_percent":true,"store_item_discount_limit_percent":true,"store_item_bonus_limit_percent":true,"start_at":true,"end_at":true,"player_ids":true,"exclude_player_ids":true,"name":true,"creator_program":true},"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/12" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"free_items":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true,"discount_amount_usd":true,"requirements_expression":true,"expires_at":true,"applicable_item_ids":true,"category_id":true,"min_amount":true,"max_redemptions":true,"max_redemptions_per_user":true,"is_stackable_with_bonus_coupons":true,"stackable_bonus_limit_percent":true,"is_stackable_with_discount_coupons":true,"stackable_discount_limit_percent":true,"store_item_discount_limit_percent":true,"store_item_bonus_limit_percent":true,"start_at":true,"end_at":true,"player_ids":true,"exclude_player_ids":true,"name":true,"creator_program":true},"dynamicProps":false,"dynamicItems":false};

const request13 = validate55;
const schema66 = {"type":"object","properties":{"q":{"type":"string"},"platform":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorSocialPlatform"},"terms_accepted":{"type":"boolean"},"creator_tier_group_id":{"type":"string"},"country":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/13"};
const schema67 = {"type":"string","enum":["tiktok","youtube","instagram","threads","x_twitter","facebook","reddit","twitch","other"],"description":"Social platforms a creator can be on.","x-source":"spec §2, provider 2026.07.14"};
const schema68 = {"type":"string","pattern":"^[A-Z]{2}$","description":"Two-letter uppercase country code (§4 Creators).","x-source":"spec §4"};
const pattern4 = new RegExp("^[A-Z]{2}$", "u");

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/13" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
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
let data1 = data.platform;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/platform",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorSocialPlatform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((((((((data1 === "tiktok") || (data1 === "youtube")) || (data1 === "instagram")) || (data1 === "threads")) || (data1 === "x_twitter")) || (data1 === "facebook")) || (data1 === "reddit")) || (data1 === "twitch")) || (data1 === "other"))){
const err2 = {instancePath:instancePath+"/platform",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorSocialPlatform/enum",keyword:"enum",params:{allowedValues: schema67.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.terms_accepted !== undefined){
if(typeof data.terms_accepted !== "boolean"){
const err3 = {instancePath:instancePath+"/terms_accepted",schemaPath:"#/properties/terms_accepted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.creator_tier_group_id !== undefined){
if(typeof data.creator_tier_group_id !== "string"){
const err4 = {instancePath:instancePath+"/creator_tier_group_id",schemaPath:"#/properties/creator_tier_group_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.country !== undefined){
let data4 = data.country;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err5 = {instancePath:instancePath+"/country",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/country",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.limit !== undefined){
let data5 = data.limit;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.offset !== undefined){
let data6 = data.offset;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err8 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"q":true,"platform":true,"terms_accepted":true,"creator_tier_group_id":true,"country":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request14 = validate56;
const schema69 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/14"};
const schema70 = {"type":"object","required":["name","email"],"description":"Body of POST /v1/creators.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","description":"The creator's name.","x-source":"provider 2026.07.14"},"email":{"type":"string","description":"Where the service contacts the creator.","x-source":"provider 2026.07.14"},"avatar_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"The creator's picture.","x-source":"provider 2026.07.14"},"extra_terms_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Address of terms added to the standard ones.","x-source":"provider 2026.07.14"},"extra_terms_text":{"type":"string","description":"Text of terms added to the standard ones.","x-source":"provider 2026.07.14"},"social_medias":{"type":"array","items":{"$ref":"#/components/schemas/CreatorSocial"},"description":"The creator's social media profiles.","x-source":"provider 2026.07.14"},"creator_tier_group_id":{"type":"string","description":"The tier group the creator belongs to.","x-source":"provider 2026.07.14"},"coupon_code":{"type":"string","maxLength":20,"description":"The creator's promo code; the service derives one from the name when omitted.","x-source":"provider 2026.07.14"}}};
const schema71 = {"type":"object","required":["url"],"description":"A link to one of the creator's social media profiles.","x-source":"provider 2026.07.14","properties":{"url":{"type":"string","description":"Address of the profile.","x-source":"provider 2026.07.14"},"platform":{"$ref":"#/components/schemas/CreatorSocialPlatform","description":"The platform of the profile.","x-source":"provider 2026.07.14"}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err1 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.platform !== undefined){
let data1 = data.platform;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/CreatorSocialPlatform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((((((data1 === "tiktok") || (data1 === "youtube")) || (data1 === "instagram")) || (data1 === "threads")) || (data1 === "x_twitter")) || (data1 === "facebook")) || (data1 === "reddit")) || (data1 === "twitch")) || (data1 === "other"))){
const err3 = {instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/CreatorSocialPlatform/enum",keyword:"enum",params:{allowedValues: schema67.enum},message:"must be equal to one of the allowed values"};
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
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":{"url":true,"platform":true},"dynamicProps":false,"dynamicItems":false};


function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.avatar_url !== undefined){
let data2 = data.avatar_url;
if(typeof data2 === "string"){
if(func1(data2) > 65536){
const err4 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0(data2))){
const err6 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err7 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.extra_terms_url !== undefined){
let data3 = data.extra_terms_url;
if(typeof data3 === "string"){
if(func1(data3) > 65536){
const err8 = {instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data3) < 1){
const err9 = {instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats0(data3))){
const err10 = {instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.extra_terms_text !== undefined){
if(typeof data.extra_terms_text !== "string"){
const err12 = {instancePath:instancePath+"/extra_terms_text",schemaPath:"#/properties/extra_terms_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.social_medias !== undefined){
let data5 = data.social_medias;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate58(data5[i0], {instancePath:instancePath+"/social_medias/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/social_medias",schemaPath:"#/properties/social_medias/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.creator_tier_group_id !== undefined){
if(typeof data.creator_tier_group_id !== "string"){
const err14 = {instancePath:instancePath+"/creator_tier_group_id",schemaPath:"#/properties/creator_tier_group_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.coupon_code !== undefined){
let data8 = data.coupon_code;
if(typeof data8 === "string"){
if(func1(data8) > 20){
const err15 = {instancePath:instancePath+"/coupon_code",schemaPath:"#/properties/coupon_code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/coupon_code",schemaPath:"#/properties/coupon_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":{"name":true,"email":true,"avatar_url":true,"extra_terms_url":true,"extra_terms_text":true,"social_medias":true,"creator_tier_group_id":true,"coupon_code":true},"dynamicProps":false,"dynamicItems":false};


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/14" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"name":true,"email":true,"avatar_url":true,"extra_terms_url":true,"extra_terms_text":true,"social_medias":true,"creator_tier_group_id":true,"coupon_code":true},"dynamicProps":false,"dynamicItems":false};

const request15 = validate61;
const schema73 = {"type":"object","properties":{"creator_id":{"type":"string"}},"required":["creator_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/15"};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/15" */;
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
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"creator_id":true},"dynamicProps":false,"dynamicItems":false};

const request16 = validate62;
const schema74 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/16"};
const schema75 = {"type":"object","description":"Body of PUT /v1/creators/{creator_id}.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","description":"The creator's name.","x-source":"provider 2026.07.14"},"email":{"type":"string","description":"Where the service contacts the creator.","x-source":"provider 2026.07.14"},"avatar_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"The creator's picture.","x-source":"provider 2026.07.14"},"extra_terms_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Address of terms added to the standard ones.","x-source":"provider 2026.07.14"},"extra_terms_text":{"type":"string","description":"Text of terms added to the standard ones.","x-source":"provider 2026.07.14"},"social_medias":{"type":"array","items":{"$ref":"#/components/schemas/CreatorSocial"},"description":"The creator's social media profiles.","x-source":"provider 2026.07.14"},"creator_tier_group_id":{"type":"string","description":"The tier group the creator belongs to.","x-source":"provider 2026.07.14"},"revenue_share_override_enabled":{"type":"boolean","description":"When true, `revenue_share_override_bps` replaces the tier's share.","x-source":"provider 2026.07.14"},"revenue_share_override_bps":{"type":"integer","minimum":0,"maximum":10000,"description":"The creator's own share in basis points (0 to 10,000); needed when the override is enabled.","x-source":"provider 2026.07.14"}}};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err1 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.avatar_url !== undefined){
let data2 = data.avatar_url;
if(typeof data2 === "string"){
if(func1(data2) > 65536){
const err2 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data2) < 1){
const err3 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0(data2))){
const err4 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err5 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.extra_terms_url !== undefined){
let data3 = data.extra_terms_url;
if(typeof data3 === "string"){
if(func1(data3) > 65536){
const err6 = {instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data3) < 1){
const err7 = {instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0(data3))){
const err8 = {instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.extra_terms_text !== undefined){
if(typeof data.extra_terms_text !== "string"){
const err10 = {instancePath:instancePath+"/extra_terms_text",schemaPath:"#/properties/extra_terms_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.social_medias !== undefined){
let data5 = data.social_medias;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate58(data5[i0], {instancePath:instancePath+"/social_medias/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/social_medias",schemaPath:"#/properties/social_medias/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.creator_tier_group_id !== undefined){
if(typeof data.creator_tier_group_id !== "string"){
const err12 = {instancePath:instancePath+"/creator_tier_group_id",schemaPath:"#/properties/creator_tier_group_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.revenue_share_override_enabled !== undefined){
if(typeof data.revenue_share_override_enabled !== "boolean"){
const err13 = {instancePath:instancePath+"/revenue_share_override_enabled",schemaPath:"#/properties/revenue_share_override_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.revenue_share_override_bps !== undefined){
let data9 = data.revenue_share_override_bps;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err14 = {instancePath:instancePath+"/revenue_share_override_bps",schemaPath:"#/properties/revenue_share_override_bps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 10000 || isNaN(data9)){
const err15 = {instancePath:instancePath+"/revenue_share_override_bps",schemaPath:"#/properties/revenue_share_override_bps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err16 = {instancePath:instancePath+"/revenue_share_override_bps",schemaPath:"#/properties/revenue_share_override_bps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"name":true,"email":true,"avatar_url":true,"extra_terms_url":true,"extra_terms_text":true,"social_medias":true,"creator_tier_group_id":true,"revenue_share_override_enabled":true,"revenue_share_override_bps":true},"dynamicProps":false,"dynamicItems":false};


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/16" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate63(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"name":true,"email":true,"avatar_url":true,"extra_terms_url":true,"extra_terms_text":true,"social_medias":true,"creator_tier_group_id":true,"revenue_share_override_enabled":true,"revenue_share_override_bps":true},"dynamicProps":false,"dynamicItems":false};

const request17 = validate66;
const schema76 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorTermsUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/17"};
const schema77 = {"type":"object","additionalProperties":true,"description":"Body of PATCH /v1/creators/{creator_id}/terms. The spec names it without fields (§2), and the provider's document of 2026.07.14 has no such operation: its fields are not shown, so any object is accepted.","x-source":"spec §2"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/17" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
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
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request18 = validate67;
const schema78 = {"type":"object","properties":{"q":{"type":"string"},"type":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardType"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/18"};
const schema79 = {"type":"string","enum":["basic","seasonal","schedule"],"description":"Kinds of daily reward program.","x-source":"spec §2, provider 2026.07.14"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/18" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
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
let data1 = data.type;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data1 === "basic") || (data1 === "seasonal")) || (data1 === "schedule"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardType/enum",keyword:"enum",params:{allowedValues: schema79.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.limit !== undefined){
let data2 = data.limit;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.offset !== undefined){
let data3 = data.offset;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":{"q":true,"type":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request19 = validate68;
const schema80 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/19"};
const schema81 = {"type":"object","required":["enabled","name","description","mode","rewards"],"description":"Body of POST /v1/daily_rewards.","x-source":"spec §2, provider 2026.07.14","properties":{"enabled":{"type":"boolean","description":"Whether players see the program.","x-source":"provider 2026.07.14"},"key":{"type":"string","description":"The game's own key for the program; daily_reward.get webhooks carry it (§6).","x-source":"provider 2026.07.14"},"name":{"type":"string","maxLength":255,"description":"Name shown in the hub.","x-source":"provider 2026.07.14"},"description":{"type":"string","maxLength":100000,"description":"Text shown in the hub.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image of the program; an empty string for none.","x-source":"provider 2026.07.14"},"mode":{"$ref":"#/components/schemas/DailyRewardMode","description":"How strict the streak is.","x-source":"provider 2026.07.14"},"rewards":{"$ref":"#/components/schemas/RewardsSettings","description":"What each day gives.","x-source":"provider 2026.07.14"},"schedule":{"$ref":"#/components/schemas/Schedule","description":"When the program repeats (scheduled programs).","x-source":"provider 2026.07.14"},"requirements_expression":{"$ref":"#/components/schemas/Expression","description":"Condition a player must meet to take part.","x-source":"provider 2026.07.14"},"start_at":{"type":"integer","description":"When the program starts (Unix seconds).","x-source":"provider 2026.07.14"},"end_at":{"type":"integer","description":"When the program ends (Unix seconds).","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in the hub's list of programs.","x-source":"provider 2026.07.14"},"comment":{"type":"string","description":"Internal note.","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/DailyRewardType","default":"basic","description":"The kind of program; the service uses `basic` when none is sent.","x-source":"provider 2026.07.14"}}};
const schema82 = {"type":"string","enum":["soft","hard"],"description":"How strict the daily streak is.","x-source":"provider 2026.07.14"};
const schema83 = {"type":"object","required":["daily_rewards"],"description":"What a daily reward program gives: the items of each day and of the extra reward.","x-source":"provider 2026.07.14","properties":{"daily_rewards":{"type":"array","items":{"$ref":"#/components/schemas/DayReward"},"description":"The reward days.","x-source":"provider 2026.07.14"},"extra_reward_items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"description":"Items of the extra reward.","x-source":"provider 2026.07.14"},"claim_mode":{"$ref":"#/components/schemas/DailyRewardClaimMode","default":"inline","description":"How the hub lets the player claim.","x-source":"provider 2026.07.14"}}};
const schema87 = {"type":"string","enum":["modal","inline"],"description":"How the hub lets the player claim a reward.","x-source":"provider 2026.07.14"};
const schema84 = {"type":"object","required":["day_number","items"],"description":"The items of one reward day.","x-source":"provider 2026.07.14","properties":{"day_number":{"type":"integer","exclusiveMinimum":0,"description":"The day of the streak, from 1.","x-source":"provider 2026.07.14"},"items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"minItems":1,"maxItems":10,"description":"Items given that day, 1 to 10.","x-source":"provider 2026.07.14"}}};
const schema85 = {"type":"object","description":"A reference to a catalogue item inside another record (a reward day, a bundle, a subscription plan).","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"The catalogue item's id.","x-source":"provider 2026.07.14"},"count":{"type":"integer","description":"How many.","x-source":"provider 2026.07.14"},"sku":{"type":"string","description":"The catalogue item's SKU.","x-source":"provider 2026.07.14"},"is_featured":{"type":"boolean","description":"Whether it is shown first.","x-source":"provider 2026.07.14"},"meta":{"type":"object","description":"Free-form data the game keeps with it.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Image to show instead of the item's own.","x-source":"provider 2026.07.14"},"view_type":{"$ref":"#/components/schemas/NestedItemViewType","description":"How it is shown.","x-source":"provider 2026.07.14"}}};
const schema86 = {"type":"string","enum":["separated"],"description":"How a nested item is shown.","x-source":"provider 2026.07.14"};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err0 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.count !== undefined){
let data1 = data.count;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err1 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.sku !== undefined){
if(typeof data.sku !== "string"){
const err2 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.is_featured !== undefined){
if(typeof data.is_featured !== "boolean"){
const err3 = {instancePath:instancePath+"/is_featured",schemaPath:"#/properties/is_featured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.meta !== undefined){
let data4 = data.meta;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err4 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.image_url !== undefined){
let data5 = data.image_url;
if(typeof data5 === "string"){
if(func1(data5) > 65536){
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data5) < 1){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0(data5))){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.view_type !== undefined){
let data6 = data.view_type;
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/view_type",schemaPath:"#/components/schemas/NestedItemViewType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(data6 === "separated")){
const err10 = {instancePath:instancePath+"/view_type",schemaPath:"#/components/schemas/NestedItemViewType/enum",keyword:"enum",params:{allowedValues: schema86.enum},message:"must be equal to one of the allowed values"};
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
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"id":true,"count":true,"sku":true,"is_featured":true,"meta":true,"image_url":true,"view_type":true},"dynamicProps":false,"dynamicItems":false};


function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.day_number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "day_number"},message:"must have required property '"+"day_number"+"'"};
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
if(data.day_number !== undefined){
let data0 = data.day_number;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/day_number",schemaPath:"#/properties/day_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 <= 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/day_number",schemaPath:"#/properties/day_number/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
if(data.items !== undefined){
let data1 = data.items;
if(Array.isArray(data1)){
if(data1.length > 10){
const err4 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate72(data1[i0], {instancePath:instancePath+"/items/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"day_number":true,"items":true},"dynamicProps":false,"dynamicItems":false};


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.daily_rewards === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_rewards"},message:"must have required property '"+"daily_rewards"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.daily_rewards !== undefined){
let data0 = data.daily_rewards;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate71(data0[i0], {instancePath:instancePath+"/daily_rewards/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/daily_rewards",schemaPath:"#/properties/daily_rewards/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.extra_reward_items !== undefined){
let data2 = data.extra_reward_items;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate72(data2[i1], {instancePath:instancePath+"/extra_reward_items/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/extra_reward_items",schemaPath:"#/properties/extra_reward_items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.claim_mode !== undefined){
let data4 = data.claim_mode;
if(typeof data4 !== "string"){
const err3 = {instancePath:instancePath+"/claim_mode",schemaPath:"#/components/schemas/DailyRewardClaimMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data4 === "modal") || (data4 === "inline"))){
const err4 = {instancePath:instancePath+"/claim_mode",schemaPath:"#/components/schemas/DailyRewardClaimMode/enum",keyword:"enum",params:{allowedValues: schema87.enum},message:"must be equal to one of the allowed values"};
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
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":{"daily_rewards":true,"extra_reward_items":true,"claim_mode":true},"dynamicProps":false,"dynamicItems":false};

const schema88 = {"type":"object","required":["period_type","count","start_day_number"],"description":"When a scheduled program repeats.","x-source":"provider 2026.07.14","properties":{"period_type":{"$ref":"#/components/schemas/PeriodType","description":"The unit of the repeat.","x-source":"provider 2026.07.14"},"count":{"type":"integer","minimum":1,"description":"How many units each cycle lasts.","x-source":"provider 2026.07.14"},"start_day_number":{"type":"integer","minimum":1,"description":"The day a cycle starts on.","x-source":"provider 2026.07.14"}}};
const schema89 = {"type":"string","enum":["year","month","week","day","hour","minute","second"],"description":"Units of time for schedules and billing cycles.","x-source":"provider 2026.07.14"};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.period_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "period_type"},message:"must have required property '"+"period_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.count === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start_day_number === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_day_number"},message:"must have required property '"+"start_day_number"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.period_type !== undefined){
let data0 = data.period_type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/period_type",schemaPath:"#/components/schemas/PeriodType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((data0 === "year") || (data0 === "month")) || (data0 === "week")) || (data0 === "day")) || (data0 === "hour")) || (data0 === "minute")) || (data0 === "second"))){
const err4 = {instancePath:instancePath+"/period_type",schemaPath:"#/components/schemas/PeriodType/enum",keyword:"enum",params:{allowedValues: schema89.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.count !== undefined){
let data1 = data.count;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.start_day_number !== undefined){
let data2 = data.start_day_number;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err7 = {instancePath:instancePath+"/start_day_number",schemaPath:"#/properties/start_day_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/start_day_number",schemaPath:"#/properties/start_day_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":{"period_type":true,"count":true,"start_day_number":true},"dynamicProps":false,"dynamicItems":false};


function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.mode === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rewards === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rewards"},message:"must have required property '"+"rewards"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err5 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err6 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func1(data3) > 100000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.image_url !== undefined){
let data4 = data.image_url;
const _errs10 = errors;
let valid1 = false;
const _errs11 = errors;
if(typeof data4 === "string"){
if(func1(data4) > 65536){
const err11 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data4) < 1){
const err12 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0(data4))){
const err13 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(data4 === "")){
const err16 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema81.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.mode !== undefined){
let data5 = data.mode;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/DailyRewardMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data5 === "soft") || (data5 === "hard"))){
const err19 = {instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/DailyRewardMode/enum",keyword:"enum",params:{allowedValues: schema82.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.rewards !== undefined){
if(!(validate70(data.rewards, {instancePath:instancePath+"/rewards",parentData:data,parentDataProperty:"rewards",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
if(data.schedule !== undefined){
if(!(validate77(data.schedule, {instancePath:instancePath+"/schedule",parentData:data,parentDataProperty:"schedule",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
if(data.requirements_expression !== undefined){
if(!(validate40(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.start_at !== undefined){
let data9 = data.start_at;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err20 = {instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.end_at !== undefined){
let data10 = data.end_at;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err21 = {instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.position !== undefined){
let data11 = data.position;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err22 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.comment !== undefined){
if(typeof data.comment !== "string"){
const err23 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.type !== undefined){
let data13 = data.type;
if(typeof data13 !== "string"){
const err24 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/DailyRewardType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((data13 === "basic") || (data13 === "seasonal")) || (data13 === "schedule"))){
const err25 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/DailyRewardType/enum",keyword:"enum",params:{allowedValues: schema79.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":{"enabled":true,"key":true,"name":true,"description":true,"image_url":true,"mode":true,"rewards":true,"schedule":true,"requirements_expression":true,"start_at":true,"end_at":true,"position":true,"comment":true,"type":true},"dynamicProps":false,"dynamicItems":false};


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/19" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate69(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"enabled":true,"key":true,"name":true,"description":true,"image_url":true,"mode":true,"rewards":true,"schedule":true,"requirements_expression":true,"start_at":true,"end_at":true,"position":true,"comment":true,"type":true},"dynamicProps":false,"dynamicItems":false};

const request20 = validate81;
const schema91 = {"type":"object","properties":{"daily_reward_id":{"type":"string"}},"required":["daily_reward_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/20"};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/20" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
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
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"daily_reward_id":true},"dynamicProps":false,"dynamicItems":false};

const request21 = validate82;
const schema92 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/21"};
const schema93 = {"type":"object","description":"Body of PUT /v1/daily_rewards/{daily_reward_id}.","x-source":"spec §2, provider 2026.07.14","properties":{"enabled":{"type":"boolean","description":"Whether players see the program.","x-source":"provider 2026.07.14"},"key":{"type":"string","description":"The game's own key for the program; daily_reward.get webhooks carry it (§6).","x-source":"provider 2026.07.14"},"name":{"type":"string","maxLength":255,"description":"Name shown in the hub.","x-source":"provider 2026.07.14"},"description":{"type":"string","maxLength":100000,"description":"Text shown in the hub.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image of the program; an empty string for none.","x-source":"provider 2026.07.14"},"mode":{"$ref":"#/components/schemas/DailyRewardMode","description":"How strict the streak is.","x-source":"provider 2026.07.14"},"rewards":{"$ref":"#/components/schemas/RewardsSettings","description":"What each day gives.","x-source":"provider 2026.07.14"},"requirements_expression":{"$ref":"#/components/schemas/Expression","description":"Condition a player must meet to take part.","x-source":"provider 2026.07.14"},"start_at":{"type":"integer","description":"When the program starts (Unix seconds).","x-source":"provider 2026.07.14"},"end_at":{"type":"integer","description":"When the program ends (Unix seconds).","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in the hub's list of programs.","x-source":"provider 2026.07.14"},"schedule":{"$ref":"#/components/schemas/Schedule","description":"When the program repeats (scheduled programs).","x-source":"provider 2026.07.14"},"comment":{"type":"string","description":"Internal note.","x-source":"provider 2026.07.14"}}};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err0 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err1 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data3 = data.description;
if(typeof data3 === "string"){
if(func1(data3) > 100000){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.image_url !== undefined){
let data4 = data.image_url;
const _errs10 = errors;
let valid1 = false;
const _errs11 = errors;
if(typeof data4 === "string"){
if(func1(data4) > 65536){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data4) < 1){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0(data4))){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(data4 === "")){
const err11 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema93.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.mode !== undefined){
let data5 = data.mode;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/DailyRewardMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data5 === "soft") || (data5 === "hard"))){
const err14 = {instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/DailyRewardMode/enum",keyword:"enum",params:{allowedValues: schema82.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.rewards !== undefined){
if(!(validate70(data.rewards, {instancePath:instancePath+"/rewards",parentData:data,parentDataProperty:"rewards",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
if(data.requirements_expression !== undefined){
if(!(validate40(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.start_at !== undefined){
let data8 = data.start_at;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err15 = {instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.end_at !== undefined){
let data9 = data.end_at;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err16 = {instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.position !== undefined){
let data10 = data.position;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err17 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.schedule !== undefined){
if(!(validate77(data.schedule, {instancePath:instancePath+"/schedule",parentData:data,parentDataProperty:"schedule",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
if(data.comment !== undefined){
if(typeof data.comment !== "string"){
const err18 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"enabled":true,"key":true,"name":true,"description":true,"image_url":true,"mode":true,"rewards":true,"requirements_expression":true,"start_at":true,"end_at":true,"position":true,"schedule":true,"comment":true},"dynamicProps":false,"dynamicItems":false};


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/21" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate83(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"enabled":true,"key":true,"name":true,"description":true,"image_url":true,"mode":true,"rewards":true,"requirements_expression":true,"start_at":true,"end_at":true,"position":true,"schedule":true,"comment":true},"dynamicProps":false,"dynamicItems":false};

const request22 = validate88;
const schema95 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/22"};
const schema96 = {"type":"object","required":["name","position"],"description":"Body of POST /v1/item_categories.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","description":"Name shown in the store.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Text shown with the category.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place among the categories.","x-source":"provider 2026.07.14"},"parent_id":{"type":"string","description":"The category this one is inside, if any.","x-source":"provider 2026.07.14"},"item_template_id":{"type":"string","description":"Template for items in the category.","x-source":"provider 2026.07.14"},"pinned_expression":{"$ref":"#/components/schemas/Expression","description":"Condition under which the category is pinned.","x-source":"provider 2026.07.14"},"slug":{"type":"string","description":"Name used in store addresses.","x-source":"provider 2026.07.14"},"icon":{"type":"string","description":"Icon of the category.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Image of the category.","x-source":"provider 2026.07.14"},"divider_image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Image of the divider above or below it.","x-source":"provider 2026.07.14"},"divider_position":{"$ref":"#/components/schemas/StoreCategoryDividerPosition","default":"top","description":"Where the divider is drawn.","x-source":"provider 2026.07.14"},"divider_type":{"$ref":"#/components/schemas/StoreCategoryDividerType","default":"image","description":"What the divider is made of.","x-source":"provider 2026.07.14"},"background_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"background_image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Background image.","x-source":"provider 2026.07.14"},"background_size":{"$ref":"#/components/schemas/BackgroundSize","description":"How the background image fills the area.","x-source":"provider 2026.07.14"},"render_type":{"$ref":"#/components/schemas/StoreCategoryRenderType","description":"How the category lays out its items.","x-source":"provider 2026.07.14"},"render_options":{"$ref":"#/components/schemas/StoreCategoryRenderOptions","description":"Carousel settings.","x-source":"provider 2026.07.14"}}};
const schema97 = {"type":"string","enum":["top","bottom"],"description":"Where the divider of a category is drawn.","x-source":"provider 2026.07.14"};
const schema98 = {"type":"string","enum":["image","mask"],"description":"What the divider of a category is made of.","x-source":"provider 2026.07.14"};
const schema99 = {"type":"string","enum":["contain","repeat","cover"],"description":"How a background image fills its area (as CSS background-size).","x-source":"provider 2026.07.14"};
const schema100 = {"type":"string","enum":["default","carousel"],"description":"How a category lays out its items.","x-source":"provider 2026.07.14"};
const schema101 = {"type":"object","description":"Settings of a carousel category.","x-source":"provider 2026.07.14","properties":{"delay":{"type":"integer","description":"Time between slides.","x-source":"provider 2026.07.14"},"loop":{"type":"boolean","description":"Whether it wraps around.","x-source":"provider 2026.07.14"},"autoplay":{"type":"boolean","description":"Whether it moves by itself.","x-source":"provider 2026.07.14"},"show_dots":{"type":"boolean","description":"Whether position dots are shown.","x-source":"provider 2026.07.14"},"display_type":{"$ref":"#/components/schemas/CarouselDisplayType","description":"Carousel layout.","x-source":"provider 2026.07.14"}}};
const schema102 = {"type":"string","enum":["default","compact","alone"],"description":"Carousel layouts.","x-source":"provider 2026.07.14"};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.delay !== undefined){
let data0 = data.delay;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/delay",schemaPath:"#/properties/delay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.loop !== undefined){
if(typeof data.loop !== "boolean"){
const err1 = {instancePath:instancePath+"/loop",schemaPath:"#/properties/loop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.autoplay !== undefined){
if(typeof data.autoplay !== "boolean"){
const err2 = {instancePath:instancePath+"/autoplay",schemaPath:"#/properties/autoplay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.show_dots !== undefined){
if(typeof data.show_dots !== "boolean"){
const err3 = {instancePath:instancePath+"/show_dots",schemaPath:"#/properties/show_dots/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.display_type !== undefined){
let data4 = data.display_type;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/display_type",schemaPath:"#/components/schemas/CarouselDisplayType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data4 === "default") || (data4 === "compact")) || (data4 === "alone"))){
const err5 = {instancePath:instancePath+"/display_type",schemaPath:"#/components/schemas/CarouselDisplayType/enum",keyword:"enum",params:{allowedValues: schema102.enum},message:"must be equal to one of the allowed values"};
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
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":{"delay":true,"loop":true,"autoplay":true,"show_dots":true,"display_type":true},"dynamicProps":false,"dynamicItems":false};


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.position === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "position"},message:"must have required property '"+"position"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.position !== undefined){
let data2 = data.position;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err4 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.parent_id !== undefined){
if(typeof data.parent_id !== "string"){
const err5 = {instancePath:instancePath+"/parent_id",schemaPath:"#/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.item_template_id !== undefined){
if(typeof data.item_template_id !== "string"){
const err6 = {instancePath:instancePath+"/item_template_id",schemaPath:"#/properties/item_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.pinned_expression !== undefined){
if(!(validate40(data.pinned_expression, {instancePath:instancePath+"/pinned_expression",parentData:data,parentDataProperty:"pinned_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err7 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.icon !== undefined){
if(typeof data.icon !== "string"){
const err8 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.image_url !== undefined){
let data8 = data.image_url;
if(typeof data8 === "string"){
if(func1(data8) > 65536){
const err9 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data8) < 1){
const err10 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats0(data8))){
const err11 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err12 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.divider_image_url !== undefined){
let data9 = data.divider_image_url;
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err13 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data9) < 1){
const err14 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0(data9))){
const err15 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.divider_position !== undefined){
let data10 = data.divider_position;
if(typeof data10 !== "string"){
const err17 = {instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data10 === "top") || (data10 === "bottom"))){
const err18 = {instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/enum",keyword:"enum",params:{allowedValues: schema97.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.divider_type !== undefined){
let data11 = data.divider_type;
if(typeof data11 !== "string"){
const err19 = {instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data11 === "image") || (data11 === "mask"))){
const err20 = {instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/enum",keyword:"enum",params:{allowedValues: schema98.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.background_color !== undefined){
if(typeof data.background_color !== "string"){
const err21 = {instancePath:instancePath+"/background_color",schemaPath:"#/properties/background_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.background_image_url !== undefined){
let data13 = data.background_image_url;
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err22 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data13) < 1){
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats0(data13))){
const err24 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.background_size !== undefined){
let data14 = data.background_size;
if(typeof data14 !== "string"){
const err26 = {instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((data14 === "contain") || (data14 === "repeat")) || (data14 === "cover"))){
const err27 = {instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/enum",keyword:"enum",params:{allowedValues: schema99.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.render_type !== undefined){
let data15 = data.render_type;
if(typeof data15 !== "string"){
const err28 = {instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((data15 === "default") || (data15 === "carousel"))){
const err29 = {instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/enum",keyword:"enum",params:{allowedValues: schema100.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.render_options !== undefined){
if(!(validate91(data.render_options, {instancePath:instancePath+"/render_options",parentData:data,parentDataProperty:"render_options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"name":true,"description":true,"position":true,"parent_id":true,"item_template_id":true,"pinned_expression":true,"slug":true,"icon":true,"image_url":true,"divider_image_url":true,"divider_position":true,"divider_type":true,"background_color":true,"background_image_url":true,"background_size":true,"render_type":true,"render_options":true},"dynamicProps":false,"dynamicItems":false};


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/22" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate89(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":{"name":true,"description":true,"position":true,"parent_id":true,"item_template_id":true,"pinned_expression":true,"slug":true,"icon":true,"image_url":true,"divider_image_url":true,"divider_position":true,"divider_type":true,"background_color":true,"background_image_url":true,"background_size":true,"render_type":true,"render_options":true},"dynamicProps":false,"dynamicItems":false};

const request23 = validate94;
const schema103 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryBulkDelete"},"$id":"https://game-commerce-s2s.invalid/openapi.json/request/23"};
const schema104 = {"type":"object","required":["id"],"description":"One entry of the DELETE /v1/item_categories array: the id of a category to delete.","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"The category to delete.","x-source":"provider 2026.07.14"}}};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/23" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
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
if(data0.id === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryBulkDelete/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
const err1 = {instancePath:instancePath+"/" + i0+"/id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryBulkDelete/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryBulkDelete/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request24 = validate95;
const schema105 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryBulkUpdate"},"$id":"https://game-commerce-s2s.invalid/openapi.json/request/24"};
const schema106 = {"type":"object","required":["id"],"description":"One entry of the PATCH /v1/item_categories array: the id of the category and the fields to change.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","description":"Name shown in the store.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Text shown with the category.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place among the categories.","x-source":"provider 2026.07.14"},"parent_id":{"type":"string","description":"The category this one is inside, if any.","x-source":"provider 2026.07.14"},"item_template_id":{"type":"string","description":"Template for items in the category.","x-source":"provider 2026.07.14"},"pinned_expression":{"$ref":"#/components/schemas/Expression","description":"Condition under which the category is pinned.","x-source":"provider 2026.07.14"},"slug":{"type":"string","description":"Name used in store addresses.","x-source":"provider 2026.07.14"},"icon":{"type":"string","description":"Icon of the category.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Image of the category.","x-source":"provider 2026.07.14"},"divider_image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Image of the divider above or below it.","x-source":"provider 2026.07.14"},"divider_position":{"$ref":"#/components/schemas/StoreCategoryDividerPosition","description":"Where the divider is drawn.","x-source":"provider 2026.07.14"},"divider_type":{"$ref":"#/components/schemas/StoreCategoryDividerType","description":"What the divider is made of.","x-source":"provider 2026.07.14"},"background_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"background_image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Background image.","x-source":"provider 2026.07.14"},"background_size":{"$ref":"#/components/schemas/BackgroundSize","description":"How the background image fills the area.","x-source":"provider 2026.07.14"},"render_type":{"$ref":"#/components/schemas/StoreCategoryRenderType","description":"How the category lays out its items.","x-source":"provider 2026.07.14"},"render_options":{"$ref":"#/components/schemas/StoreCategoryRenderOptions","description":"Carousel settings.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The category's id, set by the service.","x-source":"provider 2026.07.14"}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.position !== undefined){
let data2 = data.position;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err3 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.parent_id !== undefined){
if(typeof data.parent_id !== "string"){
const err4 = {instancePath:instancePath+"/parent_id",schemaPath:"#/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.item_template_id !== undefined){
if(typeof data.item_template_id !== "string"){
const err5 = {instancePath:instancePath+"/item_template_id",schemaPath:"#/properties/item_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.pinned_expression !== undefined){
if(!(validate40(data.pinned_expression, {instancePath:instancePath+"/pinned_expression",parentData:data,parentDataProperty:"pinned_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err6 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.icon !== undefined){
if(typeof data.icon !== "string"){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.image_url !== undefined){
let data8 = data.image_url;
if(typeof data8 === "string"){
if(func1(data8) > 65536){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data8) < 1){
const err9 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats0(data8))){
const err10 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.divider_image_url !== undefined){
let data9 = data.divider_image_url;
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err12 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data9) < 1){
const err13 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0(data9))){
const err14 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.divider_position !== undefined){
let data10 = data.divider_position;
if(typeof data10 !== "string"){
const err16 = {instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data10 === "top") || (data10 === "bottom"))){
const err17 = {instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/enum",keyword:"enum",params:{allowedValues: schema97.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.divider_type !== undefined){
let data11 = data.divider_type;
if(typeof data11 !== "string"){
const err18 = {instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data11 === "image") || (data11 === "mask"))){
const err19 = {instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/enum",keyword:"enum",params:{allowedValues: schema98.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.background_color !== undefined){
if(typeof data.background_color !== "string"){
const err20 = {instancePath:instancePath+"/background_color",schemaPath:"#/properties/background_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.background_image_url !== undefined){
let data13 = data.background_image_url;
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err21 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data13) < 1){
const err22 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(formats0(data13))){
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.background_size !== undefined){
let data14 = data.background_size;
if(typeof data14 !== "string"){
const err25 = {instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(((data14 === "contain") || (data14 === "repeat")) || (data14 === "cover"))){
const err26 = {instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/enum",keyword:"enum",params:{allowedValues: schema99.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.render_type !== undefined){
let data15 = data.render_type;
if(typeof data15 !== "string"){
const err27 = {instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data15 === "default") || (data15 === "carousel"))){
const err28 = {instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/enum",keyword:"enum",params:{allowedValues: schema100.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.render_options !== undefined){
if(!(validate91(data.render_options, {instancePath:instancePath+"/render_options",parentData:data,parentDataProperty:"render_options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err29 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":{"name":true,"description":true,"position":true,"parent_id":true,"item_template_id":true,"pinned_expression":true,"slug":true,"icon":true,"image_url":true,"divider_image_url":true,"divider_position":true,"divider_type":true,"background_color":true,"background_image_url":true,"background_size":true,"render_type":true,"render_options":true,"id":true},"dynamicProps":false,"dynamicItems":false};


function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/24" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate96(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request25 = validate100;
const schema111 = {"type":"object","properties":{"item_category_id":{"type":"string"}},"required":["item_category_id"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/25"};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/25" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
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
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":{"item_category_id":true},"dynamicProps":false,"dynamicItems":false};

const request26 = validate101;
const schema112 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryUpdate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/26"};
const schema113 = {"type":"object","description":"Body of PUT /v1/item_categories/{item_category_id}.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","description":"Name shown in the store.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Text shown with the category.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place among the categories.","x-source":"provider 2026.07.14"},"parent_id":{"type":"string","description":"The category this one is inside, if any.","x-source":"provider 2026.07.14"},"item_template_id":{"type":"string","description":"Template for items in the category.","x-source":"provider 2026.07.14"},"pinned_expression":{"$ref":"#/components/schemas/Expression","description":"Condition under which the category is pinned.","x-source":"provider 2026.07.14"},"slug":{"type":"string","description":"Name used in store addresses.","x-source":"provider 2026.07.14"},"icon":{"type":"string","description":"Icon of the category.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Image of the category.","x-source":"provider 2026.07.14"},"divider_image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Image of the divider above or below it.","x-source":"provider 2026.07.14"},"divider_position":{"$ref":"#/components/schemas/StoreCategoryDividerPosition","description":"Where the divider is drawn.","x-source":"provider 2026.07.14"},"divider_type":{"$ref":"#/components/schemas/StoreCategoryDividerType","description":"What the divider is made of.","x-source":"provider 2026.07.14"},"background_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"background_image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Background image.","x-source":"provider 2026.07.14"},"background_size":{"$ref":"#/components/schemas/BackgroundSize","description":"How the background image fills the area.","x-source":"provider 2026.07.14"},"render_type":{"$ref":"#/components/schemas/StoreCategoryRenderType","description":"How the category lays out its items.","x-source":"provider 2026.07.14"},"render_options":{"$ref":"#/components/schemas/StoreCategoryRenderOptions","description":"Carousel settings.","x-source":"provider 2026.07.14"}}};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err1 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.position !== undefined){
let data2 = data.position;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err2 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.parent_id !== undefined){
if(typeof data.parent_id !== "string"){
const err3 = {instancePath:instancePath+"/parent_id",schemaPath:"#/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.item_template_id !== undefined){
if(typeof data.item_template_id !== "string"){
const err4 = {instancePath:instancePath+"/item_template_id",schemaPath:"#/properties/item_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.pinned_expression !== undefined){
if(!(validate40(data.pinned_expression, {instancePath:instancePath+"/pinned_expression",parentData:data,parentDataProperty:"pinned_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err5 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.icon !== undefined){
if(typeof data.icon !== "string"){
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.image_url !== undefined){
let data8 = data.image_url;
if(typeof data8 === "string"){
if(func1(data8) > 65536){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data8) < 1){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats0(data8))){
const err9 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.divider_image_url !== undefined){
let data9 = data.divider_image_url;
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err11 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data9) < 1){
const err12 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0(data9))){
const err13 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.divider_position !== undefined){
let data10 = data.divider_position;
if(typeof data10 !== "string"){
const err15 = {instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data10 === "top") || (data10 === "bottom"))){
const err16 = {instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/enum",keyword:"enum",params:{allowedValues: schema97.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.divider_type !== undefined){
let data11 = data.divider_type;
if(typeof data11 !== "string"){
const err17 = {instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data11 === "image") || (data11 === "mask"))){
const err18 = {instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/enum",keyword:"enum",params:{allowedValues: schema98.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.background_color !== undefined){
if(typeof data.background_color !== "string"){
const err19 = {instancePath:instancePath+"/background_color",schemaPath:"#/properties/background_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.background_image_url !== undefined){
let data13 = data.background_image_url;
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err20 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data13) < 1){
const err21 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats0(data13))){
const err22 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.background_size !== undefined){
let data14 = data.background_size;
if(typeof data14 !== "string"){
const err24 = {instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((data14 === "contain") || (data14 === "repeat")) || (data14 === "cover"))){
const err25 = {instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/enum",keyword:"enum",params:{allowedValues: schema99.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.render_type !== undefined){
let data15 = data.render_type;
if(typeof data15 !== "string"){
const err26 = {instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data15 === "default") || (data15 === "carousel"))){
const err27 = {instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/enum",keyword:"enum",params:{allowedValues: schema100.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.render_options !== undefined){
if(!(validate91(data.render_options, {instancePath:instancePath+"/render_options",parentData:data,parentDataProperty:"render_options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":{"name":true,"description":true,"position":true,"parent_id":true,"item_template_id":true,"pinned_expression":true,"slug":true,"icon":true,"image_url":true,"divider_image_url":true,"divider_position":true,"divider_type":true,"background_color":true,"background_image_url":true,"background_size":true,"render_type":true,"render_options":true},"dynamicProps":false,"dynamicItems":false};


function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/26" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate102(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":{"name":true,"description":true,"position":true,"parent_id":true,"item_template_id":true,"pinned_expression":true,"slug":true,"icon":true,"image_url":true,"divider_image_url":true,"divider_position":true,"divider_type":true,"background_color":true,"background_image_url":true,"background_size":true,"render_type":true,"render_options":true},"dynamicProps":false,"dynamicItems":false};

const request27 = validate106;
const schema118 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest","$id":"https://game-commerce-s2s.invalid/openapi.json/request/27"};
const schema119 = {"type":"object","description":"Body of POST /v1/gdpr_requests: names the person whose data is removed, by email, hub user id or player id.","x-source":"spec §2, provider 2026.07.14","properties":{"email":{"type":"string","format":"email","description":"The person's email.","x-source":"provider 2026.07.14"},"user_id":{"type":"string","maxLength":32,"description":"The person's hub user id.","x-source":"provider 2026.07.14"},"player_id":{"type":"string","description":"The game's player id.","x-source":"provider 2026.07.14"}}};
const formats38 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/27" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(!(formats38.test(data0))){
const err0 = {instancePath:instancePath+"/email",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/email",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.user_id !== undefined){
let data1 = data.user_id;
if(typeof data1 === "string"){
if(func1(data1) > 32){
const err2 = {instancePath:instancePath+"/user_id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest/properties/user_id/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err3 = {instancePath:instancePath+"/user_id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.player_id !== undefined){
if(typeof data.player_id !== "string"){
const err4 = {instancePath:instancePath+"/player_id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest/properties/player_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":{"email":true,"user_id":true,"player_id":true},"dynamicProps":false,"dynamicItems":false};

const request28 = validate107;
const schema120 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/28"};
const schema121 = {"type":"object","required":["player_id","items"],"description":"Body of POST /v1/orders: an Order for a player and items (§2). An Order expires 24 hours after\ncreation (§3, §8). The maximum number of items is not shown in either document.\n","x-source":"spec §2, provider 2026.07.14","properties":{"player_id":{"type":"string","description":"Player the order belongs to.","x-source":"spec §2"},"items":{"type":"array","items":{"$ref":"#/components/schemas/OrderItem"},"minItems":1,"description":"The items being bought, at least one. Each item has sku.","x-source":"spec §2, provider 2026.07.14"},"price_decimal":{"type":["number","null"],"minimum":0,"maximum":1000000000,"description":"Decimal amount; used together with currency when items carry no catalogue price. Replaces the items' prices when set.","x-source":"spec §2, provider 2026.07.14"},"currency":{"anyOf":[{"$ref":"#/components/schemas/Currency"},{"type":"null"}],"description":"Currency code of price_decimal.","x-source":"spec §2, provider 2026.07.14"},"email":{"type":"string","format":"email","description":"Prefilled in the payment form, and used as the billing address.","x-source":"spec §2"},"back_to_game_url":{"type":"string","description":"Deep link the player is returned to after payment (an https App Link or a custom scheme). The\nprovider's document says `{order_id}` in it is replaced by the order's id.\n","x-source":"spec §2, provider 2026.07.14"},"player_info":{"$ref":"#/components/schemas/OrderPlayerInfo","description":"Player profile for the checkout and the player's attributes.","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Discount on the whole order, in percent.","x-source":"provider 2026.07.14"},"eligible_for_reward_points":{"type":"integer","description":"Reward points the order can earn.","x-source":"provider 2026.07.14"},"eligible_for_loyalty_points":{"type":"integer","description":"Loyalty points the order can earn.","x-source":"provider 2026.07.14"},"country":{"type":"string","pattern":"^[A-Z]{2}$","description":"Country of the order (ISO 3166-1 alpha-2); when omitted, the checkout page locates the player by IP address.","x-source":"provider 2026.07.14"},"country_locked":{"type":"boolean","description":"When true, the player can only pay from `country`.","x-source":"provider 2026.07.14"},"redirect_settings":{"$ref":"#/components/schemas/RedirectSettings","description":"Whether and where the checkout sends the player after a successful payment.","x-source":"provider 2026.07.14"},"ui_settings":{"$ref":"#/components/schemas/UISettings","description":"Appearance of the checkout page.","x-source":"provider 2026.07.14"},"ip_address":{"type":"string","anyOf":[{"type":"string","format":"ipv4"},{"type":"string","format":"ipv6"}],"description":"The player's IP address (IPv4 or IPv6).","x-source":"provider 2026.07.14"},"user_agent":{"type":"string","description":"The player's browser User-Agent.","x-source":"provider 2026.07.14"},"locale":{"$ref":"#/components/schemas/Locale","description":"Language the checkout page is shown in.","x-source":"provider 2026.07.14"},"return_url":{"type":"string","deprecated":true,"description":"Former return address; use back_to_game_url or back_to_store_url.","x-source":"provider 2026.07.14"},"back_to_store_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Address of the game's web store to return to; `{order_id}` in it is replaced by the order's id.","x-source":"provider 2026.07.14"},"payment_methods_enabled":{"type":"array","items":{"$ref":"#/components/schemas/PublicPaymentMethod"},"description":"The payment methods the order allows. The sandbox offers cards only (§1).","x-source":"provider 2026.07.14"},"coupons_enabled":{"type":"boolean","description":"Whether the player can apply coupons at checkout.","x-source":"provider 2026.07.14"},"metadata":{"type":"object","additionalProperties":{"type":"string"},"description":"The game's own text key-value pairs, kept with the order.","x-source":"provider 2026.07.14"},"currency_preferred":{"type":"boolean","default":false,"description":"When true, `currency` is used instead of the player's country pricing.","x-source":"provider 2026.07.14"},"price_template_id":{"type":["string","null"],"description":"The price template that prices the order.","x-source":"provider 2026.07.14"},"platform":{"anyOf":[{"$ref":"#/components/schemas/OrderCreatePlatform"},{"type":"null"}],"description":"The platform the order is placed from.","x-source":"provider 2026.07.14"},"expires_at":{"type":["integer","null"],"description":"When the order can no longer be paid (Unix seconds). The provider's document of 2026.07.14\ngives three days as the default; the spec's 24-hour lifetime (§3, §8) wins, so rely on\nneither default and send it when it matters.\n","x-source":"provider 2026.07.14"},"coupon_code":{"type":["string","null"],"minLength":1,"description":"A coupon applied when the order is created; a creator's code also attributes the order to that creator.","x-source":"provider 2026.07.14"}}};
const schema122 = {"type":"object","required":["sku"],"additionalProperties":true,"description":"One item of an order (§2). Item prices, currency and sale configuration may also be supplied per\nitem; their exact field names are shown in neither document, so further keys are allowed.\n","x-source":"spec §2, provider 2026.07.14","properties":{"sku":{"type":"string","minLength":1,"description":"Unique item identifier within the game backend.","x-source":"spec §2, provider 2026.07.14"},"name":{"type":["string","null"],"description":"Display name; used when arbitrary data is supplied.","x-source":"spec §2, provider 2026.07.14"},"description":{"type":["string","null"],"description":"Display description.","x-source":"spec §2, provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]},{"type":"null"}],"description":"Image of the item; an empty string for none.","x-source":"provider 2026.07.14"},"quantity":{"type":["integer","null"],"exclusiveMinimum":0,"description":"How many are bought.","x-source":"provider 2026.07.14"},"store_key":{"type":["string","null"],"description":"The store whose item settings (discounts, bonuses) the order takes.","x-source":"provider 2026.07.14"},"selected_plan_key":{"type":["string","null"],"description":"For a subscription SKU, the plan selected first on the checkout page.","x-source":"provider 2026.07.14"}}};
const schema123 = {"type":"string","enum":["USD","EUR","AED","AFN","ALL","AMD","ANG","AOA","ARS","AUD","AWG","AZN","BAM","BBD","BDT","BGN","BHD","BIF","BMD","BND","BOB","BRL","BSD","BTN","BWP","BYN","BZD","CAD","CDF","CHF","CLP","CNY","COP","CRC","CUP","CVE","CZK","DJF","DKK","DOP","DZD","EGP","ERN","ETB","FJD","FKP","GBP","GEL","GHS","GIP","GMD","GNF","GTQ","GYD","HKD","HNL","HTG","HUF","IDR","ILS","INR","IQD","IRR","ISK","JMD","JOD","JPY","KES","KGS","KHR","KMF","KPW","KRW","KWD","KYD","KZT","LAK","LBP","LKR","LRD","LSL","LYD","MAD","MDL","MGA","MKD","MMK","MNT","MOP","MRU","MUR","MVR","MWK","MXN","MYR","MZN","NAD","NGN","NIO","NOK","NPR","NZD","OMR","PAB","PEN","PGK","PHP","PKR","PLN","PYG","QAR","RON","RSD","RUB","RWF","SAR","SBD","SCR","SDG","SEK","SGD","SHP","SLE","SOS","SRD","SSP","STN","SVC","SYP","SZL","THB","TJS","TMT","TND","TOP","TRY","TTD","TWD","TZS","UAH","UGX","UYU","UZS","VED","VES","VND","VUV","WST","XAF","XCD","XCG","XOF","XPF","YER","ZAR","ZMW","ZWG","ZWL","RP","VC"],"description":"Currency codes (ISO 4217) the service accepts.","x-source":"provider 2026.07.14"};
const schema136 = {"type":"string","enum":["cs","de","en","es","fr","fr-CA","hi","id","it","ja","ko","ms","nl","no","pl","pt","pt-BR","ru","sv","th","tr","uk","vi","zh","zh-Hant"],"description":"Language codes (ISO 639-1, with regional variants) the checkout can show.","x-source":"provider 2026.07.14"};
const schema137 = {"type":"string","enum":["card","paypal","apple_pay","google_pay","cashapp","klarna","venmo"],"description":"Payment methods an order can allow.","x-source":"provider 2026.07.14"};
const schema138 = {"type":"string","enum":["ios","android","other"],"description":"The platform an order is placed from.","x-source":"provider 2026.07.14"};
const formats44 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const formats46 = /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i;
const schema124 = {"type":"object","description":"Player profile sent with an order.","x-source":"provider 2026.07.14","properties":{"attributes":{"$ref":"#/components/schemas/PlayerAttributes","description":"Known attributes of the player.","x-source":"provider 2026.07.14"},"custom_attributes":{"type":"object","description":"The game's own attributes of the player.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"Name of the player.","x-source":"provider 2026.07.14"},"avatar_url":{"type":"string","description":"The player's picture.","x-source":"provider 2026.07.14"}}};
const schema125 = {"type":"object","description":"Known attributes of a player, used by segments, campaigns and analytics integrations.","x-source":"provider 2026.07.14","properties":{"level":{"type":"integer","default":0,"description":"The player's level.","x-source":"provider 2026.07.14"},"platform":{"$ref":"#/components/schemas/Platform","description":"The player's platform.","x-source":"provider 2026.07.14"},"marketplace":{"$ref":"#/components/schemas/Marketplace","default":"none","description":"The app store the player came from.","x-source":"provider 2026.07.14"},"device_type":{"$ref":"#/components/schemas/DeviceType","description":"The player's device maker.","x-source":"provider 2026.07.14"},"tags":{"type":"array","items":{"$ref":"#/components/schemas/PlayerTag"},"description":"Tags such as `tester`.","x-source":"provider 2026.07.14"},"soft_currency_amount":{"type":"integer","default":0,"description":"Soft currency the player holds.","x-source":"provider 2026.07.14"},"hard_currency_amount":{"type":"integer","default":0,"description":"Hard currency the player holds.","x-source":"provider 2026.07.14"},"appsflyer_id":{"type":"string","description":"AppsFlyer device id.","x-source":"provider 2026.07.14"},"appsflyer_app_id":{"type":"string","description":"App id in AppsFlyer.","x-source":"provider 2026.07.14"},"appsflyer_meta":{"type":"object","description":"Extra AppsFlyer data.","x-source":"provider 2026.07.14"},"appsflyer_event_params":{"type":"object","description":"Parameters added to AppsFlyer events.","x-source":"provider 2026.07.14"},"appsflyer_customer_user_id":{"type":"string","description":"Customer user id in AppsFlyer.","x-source":"provider 2026.07.14"},"adjust_device_id":{"type":"object","additionalProperties":{"type":"string"},"description":"Adjust device ids, by kind.","x-source":"provider 2026.07.14"},"adjust_adid":{"type":"string","description":"Adjust advertising id.","x-source":"provider 2026.07.14"},"adjust_app_token":{"type":"string","description":"App token for Adjust.","x-source":"provider 2026.07.14"},"adjust_authorization_token":{"type":"string","description":"Authorization token for Adjust.","x-source":"provider 2026.07.14"},"adjust_purchase_event_token":{"type":"string","description":"Adjust token of the purchase event.","x-source":"provider 2026.07.14"},"adjust_callback_params":{"type":"object","additionalProperties":{"type":"string"},"description":"Adjust callback parameters.","x-source":"provider 2026.07.14"},"adjust_partner_params":{"type":"object","additionalProperties":{"type":"string"},"description":"Adjust partner parameters.","x-source":"provider 2026.07.14"},"singular_device_id":{"type":"object","additionalProperties":{"type":"string"},"description":"Singular device ids, by kind.","x-source":"provider 2026.07.14"},"singular_app_id":{"type":"string","description":"App id in Singular.","x-source":"provider 2026.07.14"},"devtodev_appid":{"type":"string","description":"devtodev app id.","x-source":"provider 2026.07.14"},"devtodev_apikey":{"type":"string","description":"devtodev project key (not the S2S key).","x-source":"provider 2026.07.14"},"devtodev_device_id":{"$ref":"#/components/schemas/DevtodevDeviceId","description":"devtodev device ids.","x-source":"provider 2026.07.14"},"ga4_client_id":{"type":"string","description":"GA4 web client id.","x-source":"provider 2026.07.14"},"ga4firebase_app_instance_id":{"type":"string","description":"Firebase app instance id.","x-source":"provider 2026.07.14"},"ga4_user_id":{"type":"string","maxLength":256,"description":"GA4 cross-device user id; the player id is used when unset.","x-source":"provider 2026.07.14"}}};
const schema126 = {"type":"string","enum":["any","ios","android","other"],"description":"Device platforms.","x-source":"provider 2026.07.14"};
const schema127 = {"type":"string","enum":["none","app_store","google_play","aghanim","other","one_store","galaxy_store"],"description":"App stores a player may come from.","x-source":"provider 2026.07.14"};
const schema128 = {"type":"string","enum":["Apple","Android","Unknown","Other"],"description":"Device makers.","x-source":"provider 2026.07.14"};
const schema129 = {"type":"string","enum":["tester"],"description":"Tags a player can carry.","x-source":"provider 2026.07.14"};
const schema130 = {"type":"object","description":"Device identifiers for the devtodev analytics integration.","x-source":"provider 2026.07.14","properties":{"deviceId":{"type":"string","description":"Device id.","x-source":"provider 2026.07.14"},"devtodevId":{"type":"integer","description":"devtodev's own numeric id.","x-source":"provider 2026.07.14"},"userId":{"type":"string","description":"User id.","x-source":"provider 2026.07.14"},"advertisingId":{"type":"string","description":"Advertising id.","x-source":"provider 2026.07.14"}}};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.level !== undefined){
let data0 = data.level;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
let data1 = data.platform;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/Platform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data1 === "any") || (data1 === "ios")) || (data1 === "android")) || (data1 === "other"))){
const err2 = {instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/Platform/enum",keyword:"enum",params:{allowedValues: schema126.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.marketplace !== undefined){
let data2 = data.marketplace;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/marketplace",schemaPath:"#/components/schemas/Marketplace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((data2 === "none") || (data2 === "app_store")) || (data2 === "google_play")) || (data2 === "aghanim")) || (data2 === "other")) || (data2 === "one_store")) || (data2 === "galaxy_store"))){
const err4 = {instancePath:instancePath+"/marketplace",schemaPath:"#/components/schemas/Marketplace/enum",keyword:"enum",params:{allowedValues: schema127.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.device_type !== undefined){
let data3 = data.device_type;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/device_type",schemaPath:"#/components/schemas/DeviceType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data3 === "Apple") || (data3 === "Android")) || (data3 === "Unknown")) || (data3 === "Other"))){
const err6 = {instancePath:instancePath+"/device_type",schemaPath:"#/components/schemas/DeviceType/enum",keyword:"enum",params:{allowedValues: schema128.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tags !== undefined){
let data4 = data.tags;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/components/schemas/PlayerTag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data5 === "tester")){
const err8 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/components/schemas/PlayerTag/enum",keyword:"enum",params:{allowedValues: schema129.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.soft_currency_amount !== undefined){
let data6 = data.soft_currency_amount;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err10 = {instancePath:instancePath+"/soft_currency_amount",schemaPath:"#/properties/soft_currency_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.hard_currency_amount !== undefined){
let data7 = data.hard_currency_amount;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err11 = {instancePath:instancePath+"/hard_currency_amount",schemaPath:"#/properties/hard_currency_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.appsflyer_id !== undefined){
if(typeof data.appsflyer_id !== "string"){
const err12 = {instancePath:instancePath+"/appsflyer_id",schemaPath:"#/properties/appsflyer_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.appsflyer_app_id !== undefined){
if(typeof data.appsflyer_app_id !== "string"){
const err13 = {instancePath:instancePath+"/appsflyer_app_id",schemaPath:"#/properties/appsflyer_app_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.appsflyer_meta !== undefined){
let data10 = data.appsflyer_meta;
if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){
const err14 = {instancePath:instancePath+"/appsflyer_meta",schemaPath:"#/properties/appsflyer_meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.appsflyer_event_params !== undefined){
let data11 = data.appsflyer_event_params;
if(!(data11 && typeof data11 == "object" && !Array.isArray(data11))){
const err15 = {instancePath:instancePath+"/appsflyer_event_params",schemaPath:"#/properties/appsflyer_event_params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.appsflyer_customer_user_id !== undefined){
if(typeof data.appsflyer_customer_user_id !== "string"){
const err16 = {instancePath:instancePath+"/appsflyer_customer_user_id",schemaPath:"#/properties/appsflyer_customer_user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.adjust_device_id !== undefined){
let data13 = data.adjust_device_id;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key0 in data13){
if(typeof data13[key0] !== "string"){
const err17 = {instancePath:instancePath+"/adjust_device_id/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/adjust_device_id/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/adjust_device_id",schemaPath:"#/properties/adjust_device_id/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.adjust_adid !== undefined){
if(typeof data.adjust_adid !== "string"){
const err19 = {instancePath:instancePath+"/adjust_adid",schemaPath:"#/properties/adjust_adid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.adjust_app_token !== undefined){
if(typeof data.adjust_app_token !== "string"){
const err20 = {instancePath:instancePath+"/adjust_app_token",schemaPath:"#/properties/adjust_app_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.adjust_authorization_token !== undefined){
if(typeof data.adjust_authorization_token !== "string"){
const err21 = {instancePath:instancePath+"/adjust_authorization_token",schemaPath:"#/properties/adjust_authorization_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.adjust_purchase_event_token !== undefined){
if(typeof data.adjust_purchase_event_token !== "string"){
const err22 = {instancePath:instancePath+"/adjust_purchase_event_token",schemaPath:"#/properties/adjust_purchase_event_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.adjust_callback_params !== undefined){
let data19 = data.adjust_callback_params;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key1 in data19){
if(typeof data19[key1] !== "string"){
const err23 = {instancePath:instancePath+"/adjust_callback_params/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/adjust_callback_params/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/adjust_callback_params",schemaPath:"#/properties/adjust_callback_params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.adjust_partner_params !== undefined){
let data21 = data.adjust_partner_params;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key2 in data21){
if(typeof data21[key2] !== "string"){
const err25 = {instancePath:instancePath+"/adjust_partner_params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/adjust_partner_params/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/adjust_partner_params",schemaPath:"#/properties/adjust_partner_params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.singular_device_id !== undefined){
let data23 = data.singular_device_id;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
for(const key3 in data23){
if(typeof data23[key3] !== "string"){
const err27 = {instancePath:instancePath+"/singular_device_id/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/singular_device_id/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/singular_device_id",schemaPath:"#/properties/singular_device_id/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.singular_app_id !== undefined){
if(typeof data.singular_app_id !== "string"){
const err29 = {instancePath:instancePath+"/singular_app_id",schemaPath:"#/properties/singular_app_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.devtodev_appid !== undefined){
if(typeof data.devtodev_appid !== "string"){
const err30 = {instancePath:instancePath+"/devtodev_appid",schemaPath:"#/properties/devtodev_appid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.devtodev_apikey !== undefined){
if(typeof data.devtodev_apikey !== "string"){
const err31 = {instancePath:instancePath+"/devtodev_apikey",schemaPath:"#/properties/devtodev_apikey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.devtodev_device_id !== undefined){
let data28 = data.devtodev_device_id;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.deviceId !== undefined){
if(typeof data28.deviceId !== "string"){
const err32 = {instancePath:instancePath+"/devtodev_device_id/deviceId",schemaPath:"#/components/schemas/DevtodevDeviceId/properties/deviceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data28.devtodevId !== undefined){
let data30 = data28.devtodevId;
if(!((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30)))){
const err33 = {instancePath:instancePath+"/devtodev_device_id/devtodevId",schemaPath:"#/components/schemas/DevtodevDeviceId/properties/devtodevId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data28.userId !== undefined){
if(typeof data28.userId !== "string"){
const err34 = {instancePath:instancePath+"/devtodev_device_id/userId",schemaPath:"#/components/schemas/DevtodevDeviceId/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data28.advertisingId !== undefined){
if(typeof data28.advertisingId !== "string"){
const err35 = {instancePath:instancePath+"/devtodev_device_id/advertisingId",schemaPath:"#/components/schemas/DevtodevDeviceId/properties/advertisingId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/devtodev_device_id",schemaPath:"#/components/schemas/DevtodevDeviceId/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.ga4_client_id !== undefined){
if(typeof data.ga4_client_id !== "string"){
const err37 = {instancePath:instancePath+"/ga4_client_id",schemaPath:"#/properties/ga4_client_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.ga4firebase_app_instance_id !== undefined){
if(typeof data.ga4firebase_app_instance_id !== "string"){
const err38 = {instancePath:instancePath+"/ga4firebase_app_instance_id",schemaPath:"#/properties/ga4firebase_app_instance_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.ga4_user_id !== undefined){
let data35 = data.ga4_user_id;
if(typeof data35 === "string"){
if(func1(data35) > 256){
const err39 = {instancePath:instancePath+"/ga4_user_id",schemaPath:"#/properties/ga4_user_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/ga4_user_id",schemaPath:"#/properties/ga4_user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":{"level":true,"platform":true,"marketplace":true,"device_type":true,"tags":true,"soft_currency_amount":true,"hard_currency_amount":true,"appsflyer_id":true,"appsflyer_app_id":true,"appsflyer_meta":true,"appsflyer_event_params":true,"appsflyer_customer_user_id":true,"adjust_device_id":true,"adjust_adid":true,"adjust_app_token":true,"adjust_authorization_token":true,"adjust_purchase_event_token":true,"adjust_callback_params":true,"adjust_partner_params":true,"singular_device_id":true,"singular_app_id":true,"devtodev_appid":true,"devtodev_apikey":true,"devtodev_device_id":true,"ga4_client_id":true,"ga4firebase_app_instance_id":true,"ga4_user_id":true},"dynamicProps":false,"dynamicItems":false};


function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.attributes !== undefined){
if(!(validate110(data.attributes, {instancePath:instancePath+"/attributes",parentData:data,parentDataProperty:"attributes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.custom_attributes !== undefined){
let data1 = data.custom_attributes;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err0 = {instancePath:instancePath+"/custom_attributes",schemaPath:"#/properties/custom_attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.avatar_url !== undefined){
if(typeof data.avatar_url !== "string"){
const err2 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":{"attributes":true,"custom_attributes":true,"name":true,"avatar_url":true},"dynamicProps":false,"dynamicItems":false};

const schema131 = {"type":"object","description":"Whether and where the checkout sends the player after a successful payment.","x-source":"provider 2026.07.14","properties":{"mode":{"$ref":"#/components/schemas/RedirectMode","default":"no_redirect","description":"No redirect, at once, or after `delay_seconds`.","x-source":"provider 2026.07.14"},"delay_seconds":{"type":"number","exclusiveMinimum":0,"maximum":300,"description":"Wait before a delayed redirect, up to 300 seconds.","x-source":"provider 2026.07.14"},"target":{"$ref":"#/components/schemas/RedirectTarget","description":"Back to the game (`back_to_game_url`) or to the store (`back_to_store_url`).","x-source":"provider 2026.07.14"}}};
const schema132 = {"type":"string","enum":["no_redirect","immediate","delayed"],"description":"When the checkout redirects after a successful payment.","x-source":"provider 2026.07.14"};
const schema133 = {"type":"string","enum":["game","store"],"description":"Which address the checkout redirects to.","x-source":"provider 2026.07.14"};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode !== undefined){
let data0 = data.mode;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/RedirectMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data0 === "no_redirect") || (data0 === "immediate")) || (data0 === "delayed"))){
const err1 = {instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/RedirectMode/enum",keyword:"enum",params:{allowedValues: schema132.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.delay_seconds !== undefined){
let data1 = data.delay_seconds;
if(typeof data1 == "number"){
if(data1 > 300 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/delay_seconds",schemaPath:"#/properties/delay_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300},message:"must be <= 300"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1 <= 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/delay_seconds",schemaPath:"#/properties/delay_seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/delay_seconds",schemaPath:"#/properties/delay_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.target !== undefined){
let data2 = data.target;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/target",schemaPath:"#/components/schemas/RedirectTarget/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data2 === "game") || (data2 === "store"))){
const err6 = {instancePath:instancePath+"/target",schemaPath:"#/components/schemas/RedirectTarget/enum",keyword:"enum",params:{allowedValues: schema133.enum},message:"must be equal to one of the allowed values"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":{"mode":true,"delay_seconds":true,"target":true},"dynamicProps":false,"dynamicItems":false};

const schema134 = {"type":"object","description":"Appearance of the checkout page.","x-source":"provider 2026.07.14","properties":{"mode":{"$ref":"#/components/schemas/UIMode","description":"Dark, light, or following the device.","x-source":"provider 2026.07.14"},"show_player_info":{"type":"boolean","description":"Whether the page shows who is paying.","x-source":"provider 2026.07.14"}}};
const schema135 = {"type":"string","enum":["dark","light","auto"],"description":"Colour scheme of the checkout page.","x-source":"provider 2026.07.14"};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode !== undefined){
let data0 = data.mode;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/UIMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data0 === "dark") || (data0 === "light")) || (data0 === "auto"))){
const err1 = {instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/UIMode/enum",keyword:"enum",params:{allowedValues: schema135.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.show_player_info !== undefined){
if(typeof data.show_player_info !== "boolean"){
const err2 = {instancePath:instancePath+"/show_player_info",schemaPath:"#/properties/show_player_info/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":{"mode":true,"show_player_info":true},"dynamicProps":false,"dynamicItems":false};


function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
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
if(data1.length < 1){
const err3 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.sku === undefined){
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/OrderItem/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.sku !== undefined){
let data3 = data2.sku;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err5 = {instancePath:instancePath+"/items/" + i0+"/sku",schemaPath:"#/components/schemas/OrderItem/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/items/" + i0+"/sku",schemaPath:"#/components/schemas/OrderItem/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.name !== undefined){
let data4 = data2.name;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/items/" + i0+"/name",schemaPath:"#/components/schemas/OrderItem/properties/name/type",keyword:"type",params:{type: schema122.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.description !== undefined){
let data5 = data2.description;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/items/" + i0+"/description",schemaPath:"#/components/schemas/OrderItem/properties/description/type",keyword:"type",params:{type: schema122.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.image_url !== undefined){
let data6 = data2.image_url;
const _errs16 = errors;
let valid5 = false;
const _errs17 = errors;
if(typeof data6 === "string"){
if(func1(data6) > 65536){
const err9 = {instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/OrderItem/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data6) < 1){
const err10 = {instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/OrderItem/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats0(data6))){
const err11 = {instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/OrderItem/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err12 = {instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/OrderItem/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid5 = valid5 || _valid0;
const _errs19 = errors;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/OrderItem/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data6 === "")){
const err14 = {instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/OrderItem/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema122.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid5 = valid5 || _valid0;
const _errs21 = errors;
if(data6 !== null){
const err15 = {instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/OrderItem/properties/image_url/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err16 = {instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/OrderItem/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data2.quantity !== undefined){
let data7 = data2.quantity;
if((!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))) && (data7 !== null)){
const err17 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/components/schemas/OrderItem/properties/quantity/type",keyword:"type",params:{type: schema122.properties.quantity.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 <= 0 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/components/schemas/OrderItem/properties/quantity/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data2.store_key !== undefined){
let data8 = data2.store_key;
if((typeof data8 !== "string") && (data8 !== null)){
const err19 = {instancePath:instancePath+"/items/" + i0+"/store_key",schemaPath:"#/components/schemas/OrderItem/properties/store_key/type",keyword:"type",params:{type: schema122.properties.store_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.selected_plan_key !== undefined){
let data9 = data2.selected_plan_key;
if((typeof data9 !== "string") && (data9 !== null)){
const err20 = {instancePath:instancePath+"/items/" + i0+"/selected_plan_key",schemaPath:"#/components/schemas/OrderItem/properties/selected_plan_key/type",keyword:"type",params:{type: schema122.properties.selected_plan_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/OrderItem/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.price_decimal !== undefined){
let data10 = data.price_decimal;
if((!(typeof data10 == "number")) && (data10 !== null)){
const err23 = {instancePath:instancePath+"/price_decimal",schemaPath:"#/properties/price_decimal/type",keyword:"type",params:{type: schema121.properties.price_decimal.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 1000000000 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/price_decimal",schemaPath:"#/properties/price_decimal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/price_decimal",schemaPath:"#/properties/price_decimal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.currency !== undefined){
let data11 = data.currency;
const _errs32 = errors;
let valid6 = false;
const _errs33 = errors;
if(typeof data11 !== "string"){
const err26 = {instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data11 === "USD") || (data11 === "EUR")) || (data11 === "AED")) || (data11 === "AFN")) || (data11 === "ALL")) || (data11 === "AMD")) || (data11 === "ANG")) || (data11 === "AOA")) || (data11 === "ARS")) || (data11 === "AUD")) || (data11 === "AWG")) || (data11 === "AZN")) || (data11 === "BAM")) || (data11 === "BBD")) || (data11 === "BDT")) || (data11 === "BGN")) || (data11 === "BHD")) || (data11 === "BIF")) || (data11 === "BMD")) || (data11 === "BND")) || (data11 === "BOB")) || (data11 === "BRL")) || (data11 === "BSD")) || (data11 === "BTN")) || (data11 === "BWP")) || (data11 === "BYN")) || (data11 === "BZD")) || (data11 === "CAD")) || (data11 === "CDF")) || (data11 === "CHF")) || (data11 === "CLP")) || (data11 === "CNY")) || (data11 === "COP")) || (data11 === "CRC")) || (data11 === "CUP")) || (data11 === "CVE")) || (data11 === "CZK")) || (data11 === "DJF")) || (data11 === "DKK")) || (data11 === "DOP")) || (data11 === "DZD")) || (data11 === "EGP")) || (data11 === "ERN")) || (data11 === "ETB")) || (data11 === "FJD")) || (data11 === "FKP")) || (data11 === "GBP")) || (data11 === "GEL")) || (data11 === "GHS")) || (data11 === "GIP")) || (data11 === "GMD")) || (data11 === "GNF")) || (data11 === "GTQ")) || (data11 === "GYD")) || (data11 === "HKD")) || (data11 === "HNL")) || (data11 === "HTG")) || (data11 === "HUF")) || (data11 === "IDR")) || (data11 === "ILS")) || (data11 === "INR")) || (data11 === "IQD")) || (data11 === "IRR")) || (data11 === "ISK")) || (data11 === "JMD")) || (data11 === "JOD")) || (data11 === "JPY")) || (data11 === "KES")) || (data11 === "KGS")) || (data11 === "KHR")) || (data11 === "KMF")) || (data11 === "KPW")) || (data11 === "KRW")) || (data11 === "KWD")) || (data11 === "KYD")) || (data11 === "KZT")) || (data11 === "LAK")) || (data11 === "LBP")) || (data11 === "LKR")) || (data11 === "LRD")) || (data11 === "LSL")) || (data11 === "LYD")) || (data11 === "MAD")) || (data11 === "MDL")) || (data11 === "MGA")) || (data11 === "MKD")) || (data11 === "MMK")) || (data11 === "MNT")) || (data11 === "MOP")) || (data11 === "MRU")) || (data11 === "MUR")) || (data11 === "MVR")) || (data11 === "MWK")) || (data11 === "MXN")) || (data11 === "MYR")) || (data11 === "MZN")) || (data11 === "NAD")) || (data11 === "NGN")) || (data11 === "NIO")) || (data11 === "NOK")) || (data11 === "NPR")) || (data11 === "NZD")) || (data11 === "OMR")) || (data11 === "PAB")) || (data11 === "PEN")) || (data11 === "PGK")) || (data11 === "PHP")) || (data11 === "PKR")) || (data11 === "PLN")) || (data11 === "PYG")) || (data11 === "QAR")) || (data11 === "RON")) || (data11 === "RSD")) || (data11 === "RUB")) || (data11 === "RWF")) || (data11 === "SAR")) || (data11 === "SBD")) || (data11 === "SCR")) || (data11 === "SDG")) || (data11 === "SEK")) || (data11 === "SGD")) || (data11 === "SHP")) || (data11 === "SLE")) || (data11 === "SOS")) || (data11 === "SRD")) || (data11 === "SSP")) || (data11 === "STN")) || (data11 === "SVC")) || (data11 === "SYP")) || (data11 === "SZL")) || (data11 === "THB")) || (data11 === "TJS")) || (data11 === "TMT")) || (data11 === "TND")) || (data11 === "TOP")) || (data11 === "TRY")) || (data11 === "TTD")) || (data11 === "TWD")) || (data11 === "TZS")) || (data11 === "UAH")) || (data11 === "UGX")) || (data11 === "UYU")) || (data11 === "UZS")) || (data11 === "VED")) || (data11 === "VES")) || (data11 === "VND")) || (data11 === "VUV")) || (data11 === "WST")) || (data11 === "XAF")) || (data11 === "XCD")) || (data11 === "XCG")) || (data11 === "XOF")) || (data11 === "XPF")) || (data11 === "YER")) || (data11 === "ZAR")) || (data11 === "ZMW")) || (data11 === "ZWG")) || (data11 === "ZWL")) || (data11 === "RP")) || (data11 === "VC"))){
const err27 = {instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/enum",keyword:"enum",params:{allowedValues: schema123.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs33 === errors;
valid6 = valid6 || _valid1;
const _errs36 = errors;
if(data11 !== null){
const err28 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs36 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err29 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data.email !== undefined){
let data12 = data.email;
if(typeof data12 === "string"){
if(!(formats38.test(data12))){
const err30 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.back_to_game_url !== undefined){
if(typeof data.back_to_game_url !== "string"){
const err32 = {instancePath:instancePath+"/back_to_game_url",schemaPath:"#/properties/back_to_game_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.player_info !== undefined){
if(!(validate109(data.player_info, {instancePath:instancePath+"/player_info",parentData:data,parentDataProperty:"player_info",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
}
if(data.discount_percent !== undefined){
let data15 = data.discount_percent;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err33 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 100 || isNaN(data15)){
const err34 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err35 = {instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.eligible_for_reward_points !== undefined){
let data16 = data.eligible_for_reward_points;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err36 = {instancePath:instancePath+"/eligible_for_reward_points",schemaPath:"#/properties/eligible_for_reward_points/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.eligible_for_loyalty_points !== undefined){
let data17 = data.eligible_for_loyalty_points;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err37 = {instancePath:instancePath+"/eligible_for_loyalty_points",schemaPath:"#/properties/eligible_for_loyalty_points/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.country !== undefined){
let data18 = data.country;
if(typeof data18 === "string"){
if(!pattern4.test(data18)){
const err38 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.country_locked !== undefined){
if(typeof data.country_locked !== "boolean"){
const err40 = {instancePath:instancePath+"/country_locked",schemaPath:"#/properties/country_locked/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.redirect_settings !== undefined){
if(!(validate113(data.redirect_settings, {instancePath:instancePath+"/redirect_settings",parentData:data,parentDataProperty:"redirect_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
}
if(data.ui_settings !== undefined){
if(!(validate115(data.ui_settings, {instancePath:instancePath+"/ui_settings",parentData:data,parentDataProperty:"ui_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
if(data.ip_address !== undefined){
let data22 = data.ip_address;
if(typeof data22 !== "string"){
const err41 = {instancePath:instancePath+"/ip_address",schemaPath:"#/properties/ip_address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const _errs57 = errors;
let valid8 = false;
const _errs58 = errors;
if(typeof data22 === "string"){
if(!(formats44.test(data22))){
const err42 = {instancePath:instancePath+"/ip_address",schemaPath:"#/properties/ip_address/anyOf/0/format",keyword:"format",params:{format: "ipv4"},message:"must match format \""+"ipv4"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/ip_address",schemaPath:"#/properties/ip_address/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid2 = _errs58 === errors;
valid8 = valid8 || _valid2;
const _errs60 = errors;
if(typeof data22 === "string"){
if(!(formats46.test(data22))){
const err44 = {instancePath:instancePath+"/ip_address",schemaPath:"#/properties/ip_address/anyOf/1/format",keyword:"format",params:{format: "ipv6"},message:"must match format \""+"ipv6"+"\""};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/ip_address",schemaPath:"#/properties/ip_address/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err46 = {instancePath:instancePath+"/ip_address",schemaPath:"#/properties/ip_address/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
if(data.user_agent !== undefined){
if(typeof data.user_agent !== "string"){
const err47 = {instancePath:instancePath+"/user_agent",schemaPath:"#/properties/user_agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.locale !== undefined){
let data24 = data.locale;
if(typeof data24 !== "string"){
const err48 = {instancePath:instancePath+"/locale",schemaPath:"#/components/schemas/Locale/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(((((((((((((((((((((((((data24 === "cs") || (data24 === "de")) || (data24 === "en")) || (data24 === "es")) || (data24 === "fr")) || (data24 === "fr-CA")) || (data24 === "hi")) || (data24 === "id")) || (data24 === "it")) || (data24 === "ja")) || (data24 === "ko")) || (data24 === "ms")) || (data24 === "nl")) || (data24 === "no")) || (data24 === "pl")) || (data24 === "pt")) || (data24 === "pt-BR")) || (data24 === "ru")) || (data24 === "sv")) || (data24 === "th")) || (data24 === "tr")) || (data24 === "uk")) || (data24 === "vi")) || (data24 === "zh")) || (data24 === "zh-Hant"))){
const err49 = {instancePath:instancePath+"/locale",schemaPath:"#/components/schemas/Locale/enum",keyword:"enum",params:{allowedValues: schema136.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.return_url !== undefined){
if(typeof data.return_url !== "string"){
const err50 = {instancePath:instancePath+"/return_url",schemaPath:"#/properties/return_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.back_to_store_url !== undefined){
let data26 = data.back_to_store_url;
if(typeof data26 === "string"){
if(func1(data26) > 65536){
const err51 = {instancePath:instancePath+"/back_to_store_url",schemaPath:"#/properties/back_to_store_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(func1(data26) < 1){
const err52 = {instancePath:instancePath+"/back_to_store_url",schemaPath:"#/properties/back_to_store_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!(formats0(data26))){
const err53 = {instancePath:instancePath+"/back_to_store_url",schemaPath:"#/properties/back_to_store_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/back_to_store_url",schemaPath:"#/properties/back_to_store_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.payment_methods_enabled !== undefined){
let data27 = data.payment_methods_enabled;
if(Array.isArray(data27)){
const len1 = data27.length;
for(let i1=0; i1<len1; i1++){
let data28 = data27[i1];
if(typeof data28 !== "string"){
const err55 = {instancePath:instancePath+"/payment_methods_enabled/" + i1,schemaPath:"#/components/schemas/PublicPaymentMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!(((((((data28 === "card") || (data28 === "paypal")) || (data28 === "apple_pay")) || (data28 === "google_pay")) || (data28 === "cashapp")) || (data28 === "klarna")) || (data28 === "venmo"))){
const err56 = {instancePath:instancePath+"/payment_methods_enabled/" + i1,schemaPath:"#/components/schemas/PublicPaymentMethod/enum",keyword:"enum",params:{allowedValues: schema137.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/payment_methods_enabled",schemaPath:"#/properties/payment_methods_enabled/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.coupons_enabled !== undefined){
if(typeof data.coupons_enabled !== "boolean"){
const err58 = {instancePath:instancePath+"/coupons_enabled",schemaPath:"#/properties/coupons_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.metadata !== undefined){
let data30 = data.metadata;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key0 in data30){
if(typeof data30[key0] !== "string"){
const err59 = {instancePath:instancePath+"/metadata/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.currency_preferred !== undefined){
if(typeof data.currency_preferred !== "boolean"){
const err61 = {instancePath:instancePath+"/currency_preferred",schemaPath:"#/properties/currency_preferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.price_template_id !== undefined){
let data33 = data.price_template_id;
if((typeof data33 !== "string") && (data33 !== null)){
const err62 = {instancePath:instancePath+"/price_template_id",schemaPath:"#/properties/price_template_id/type",keyword:"type",params:{type: schema121.properties.price_template_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.platform !== undefined){
let data34 = data.platform;
const _errs88 = errors;
let valid14 = false;
const _errs89 = errors;
if(typeof data34 !== "string"){
const err63 = {instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/OrderCreatePlatform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!(((data34 === "ios") || (data34 === "android")) || (data34 === "other"))){
const err64 = {instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/OrderCreatePlatform/enum",keyword:"enum",params:{allowedValues: schema138.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid3 = _errs89 === errors;
valid14 = valid14 || _valid3;
const _errs92 = errors;
if(data34 !== null){
const err65 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid3 = _errs92 === errors;
valid14 = valid14 || _valid3;
if(!valid14){
const err66 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs88;
if(vErrors !== null){
if(_errs88){
vErrors.length = _errs88;
}
else {
vErrors = null;
}
}
}
}
if(data.expires_at !== undefined){
let data35 = data.expires_at;
if((!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))) && (data35 !== null)){
const err67 = {instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: schema121.properties.expires_at.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.coupon_code !== undefined){
let data36 = data.coupon_code;
if((typeof data36 !== "string") && (data36 !== null)){
const err68 = {instancePath:instancePath+"/coupon_code",schemaPath:"#/properties/coupon_code/type",keyword:"type",params:{type: schema121.properties.coupon_code.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(typeof data36 === "string"){
if(func1(data36) < 1){
const err69 = {instancePath:instancePath+"/coupon_code",schemaPath:"#/properties/coupon_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":{"player_id":true,"items":true,"price_decimal":true,"currency":true,"email":true,"back_to_game_url":true,"player_info":true,"discount_percent":true,"eligible_for_reward_points":true,"eligible_for_loyalty_points":true,"country":true,"country_locked":true,"redirect_settings":true,"ui_settings":true,"ip_address":true,"user_agent":true,"locale":true,"return_url":true,"back_to_store_url":true,"payment_methods_enabled":true,"coupons_enabled":true,"metadata":true,"currency_preferred":true,"price_template_id":true,"platform":true,"expires_at":true,"coupon_code":true},"dynamicProps":false,"dynamicItems":false};


function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/28" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate108(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":{"player_id":true,"items":true,"price_decimal":true,"currency":true,"email":true,"back_to_game_url":true,"player_info":true,"discount_percent":true,"eligible_for_reward_points":true,"eligible_for_loyalty_points":true,"country":true,"country_locked":true,"redirect_settings":true,"ui_settings":true,"ip_address":true,"user_agent":true,"locale":true,"return_url":true,"back_to_store_url":true,"payment_methods_enabled":true,"coupons_enabled":true,"metadata":true,"currency_preferred":true,"price_template_id":true,"platform":true,"expires_at":true,"coupon_code":true},"dynamicProps":false,"dynamicItems":false};

const request29 = validate118;
const schema139 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserRequest","$id":"https://game-commerce-s2s.invalid/openapi.json/request/29"};
const schema140 = {"type":"object","required":["player_id","nonce"],"description":"Body of POST /v1/users/authorize (§2 Authorize user). The spec requires `nonce`; the provider's\ndocument of 2026.07.14 does not, and the spec wins.\n","x-source":"spec §2, provider 2026.07.14","properties":{"player_id":{"type":"string","description":"Player to authorize.","x-source":"spec §2"},"nonce":{"type":"string","description":"Unique string the hub generated for this authorization request, taken from the deep link.","x-source":"spec §2"},"redirect_path":{"type":"string","description":"Hub page to redirect the player to.","x-source":"spec §2"},"player_info":{"$ref":"#/components/schemas/PlayerInfo","description":"Player profile used to seed the hub account on first authorization.","x-source":"spec §2"}}};
const schema141 = {"type":"object","description":"Player profile used to seed the hub account on first authorization (§2 Authorize user).","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","description":"Name of the player.","x-source":"spec §2"},"avatar_url":{"type":"string","format":"uri","description":"The player's picture. The spec calls it a URL; the provider's document types it as any string.","x-source":"spec §2"},"attributes":{"$ref":"#/components/schemas/PlayerAttributes","description":"Known attributes of the player (level, platform, analytics ids).","x-source":"spec §2, provider 2026.07.14"},"custom_attributes":{"type":"object","additionalProperties":{"anyOf":[{"type":"boolean"},{"type":"integer"},{"type":"number"},{"type":"string"},{"type":"array","items":{"anyOf":[{"type":"boolean"},{"type":"integer"},{"type":"number"},{"type":"string"}]}}]},"description":"The game's own attributes of the player; each value is a scalar or a list of scalars.","x-source":"spec §2, provider 2026.07.14"}}};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.avatar_url !== undefined){
let data1 = data.avatar_url;
if(typeof data1 === "string"){
if(!(formats0(data1))){
const err1 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.attributes !== undefined){
if(!(validate110(data.attributes, {instancePath:instancePath+"/attributes",parentData:data,parentDataProperty:"attributes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.custom_attributes !== undefined){
let data3 = data.custom_attributes;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
let data4 = data3[key0];
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data4 !== "boolean"){
const err3 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs13 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err4 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
const _errs15 = errors;
if(!(typeof data4 == "number")){
const err5 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
const _errs17 = errors;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid2 = valid2 || _valid0;
const _errs19 = errors;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs22 = errors;
let valid5 = false;
const _errs23 = errors;
if(typeof data5 !== "boolean"){
const err7 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/4/items/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid5 = valid5 || _valid1;
const _errs25 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err8 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/4/items/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid5 = valid5 || _valid1;
const _errs27 = errors;
if(!(typeof data5 == "number")){
const err9 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/4/items/anyOf/2/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid5 = valid5 || _valid1;
const _errs29 = errors;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/4/items/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err11 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/4/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err12 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf/4/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/custom_attributes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/custom_attributes/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/custom_attributes",schemaPath:"#/properties/custom_attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":{"name":true,"avatar_url":true,"attributes":true,"custom_attributes":true},"dynamicProps":false,"dynamicItems":false};


function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
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
if(!(validate120(data.player_info, {instancePath:instancePath+"/player_info",parentData:data,parentDataProperty:"player_info",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
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
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":{"player_id":true,"nonce":true,"redirect_path":true,"player_info":true},"dynamicProps":false,"dynamicItems":false};


function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/29" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate119(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":{"player_id":true,"nonce":true,"redirect_path":true,"player_info":true},"dynamicProps":false,"dynamicItems":false};

const request30 = validate124;
const schema142 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationRequest","$id":"https://game-commerce-s2s.invalid/openapi.json/request/30"};
const schema143 = {"type":"object","required":["nonce","reason"],"description":"Body of POST /v1/users/authorize/reject (§2 Reject authorization).","x-source":"spec §2","properties":{"nonce":{"type":"string","description":"The nonce from the authorization deep link.","x-source":"spec §2"},"reason":{"$ref":"#/components/schemas/AuthorizationRejectReason","description":"Why the player is not admitted.","x-source":"spec §2"}}};
const schema144 = {"type":"string","enum":["not_eligible","banned","rejected"],"description":"Why the player is not admitted (§2 Reject authorization).","x-source":"spec §2"};

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
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
const err4 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/AuthorizationRejectReason/enum",keyword:"enum",params:{allowedValues: schema144.enum},message:"must be equal to one of the allowed values"};
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
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"nonce":true,"reason":true},"dynamicProps":false,"dynamicItems":false};


function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/30" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate124.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate125(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":{"nonce":true,"reason":true},"dynamicProps":false,"dynamicItems":false};

const request31 = validate127;
const schema145 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CustomEvent","$id":"https://game-commerce-s2s.invalid/openapi.json/request/31"};
const schema146 = {"type":"object","required":["event_time","event_type","event_data"],"description":"Body of POST /v1/events: a named custom event for a player, which published campaigns may answer\nwith an ingame.popup webhook (§1, §6). The spec gives no \"Required\" column; the provider's\ndocument requires all three fields.\n","x-source":"spec §2, provider 2026.07.14","properties":{"event_time":{"type":"integer","format":"int64","description":"When the event happened, as a Unix time. The spec's example uses milliseconds; the provider's\ndocument says seconds. Neither is enforced: send the unit your campaigns are set up for.\n","x-source":"spec §2, provider 2026.07.14"},"event_type":{"anyOf":[{"$ref":"#/components/schemas/CustomEventType"},{"type":"string"}],"description":"Name of the custom event that a campaign is started by; one of CustomEventType or the game's own name.","x-source":"spec §2, provider 2026.07.14"},"event_data":{"$ref":"#/components/schemas/CustomEventData","description":"The event's data, with the player it is about.","x-source":"spec §2"}}};
const schema147 = {"type":"string","enum":["game_login","game_register","purchase","level_up"],"description":"Custom event names the service knows. Other names are accepted too (an open enumeration).","x-source":"provider 2026.07.14"};
const schema148 = {"type":"object","required":["player_id"],"additionalProperties":true,"description":"Event data. Contains player_id (§2); other keys are shown in neither document, so they are allowed.","x-source":"spec §2","properties":{"player_id":{"type":"string","description":"The player the event is about.","x-source":"spec §2"}}};
const formats52 = (formats52_namespace[Symbol.toStringTag] === "Module" && "default" in formats52_namespace ? formats52_namespace.default : formats52_namespace).fullFormats.int64;

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.event_time === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event_time"},message:"must have required property '"+"event_time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.event_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event_type"},message:"must have required property '"+"event_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.event_data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event_data"},message:"must have required property '"+"event_data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.event_time !== undefined){
let data0 = data.event_time;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/event_time",schemaPath:"#/properties/event_time/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data0 == "number"){
if(!(formats52.validate(data0))){
const err4 = {instancePath:instancePath+"/event_time",schemaPath:"#/properties/event_time/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
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
if(data.event_type !== undefined){
let data1 = data.event_type;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/event_type",schemaPath:"#/components/schemas/CustomEventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data1 === "game_login") || (data1 === "game_register")) || (data1 === "purchase")) || (data1 === "level_up"))){
const err6 = {instancePath:instancePath+"/event_type",schemaPath:"#/components/schemas/CustomEventType/enum",keyword:"enum",params:{allowedValues: schema147.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.event_data !== undefined){
let data2 = data.event_data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.player_id === undefined){
const err9 = {instancePath:instancePath+"/event_data",schemaPath:"#/components/schemas/CustomEventData/required",keyword:"required",params:{missingProperty: "player_id"},message:"must have required property '"+"player_id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.player_id !== undefined){
if(typeof data2.player_id !== "string"){
const err10 = {instancePath:instancePath+"/event_data/player_id",schemaPath:"#/components/schemas/CustomEventData/properties/player_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/event_data",schemaPath:"#/components/schemas/CustomEventData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":{"event_time":true,"event_type":true,"event_data":true},"dynamicProps":false,"dynamicItems":false};


function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/31" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate128(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":{"event_time":true,"event_type":true,"event_data":true},"dynamicProps":false,"dynamicItems":false};

const request32 = validate130;
const schema149 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationCreate","$id":"https://game-commerce-s2s.invalid/openapi.json/request/32"};
const schema150 = {"type":"object","required":["events","url","method"],"description":"Body of POST /v1/webhooks. The spec gives no \"Required\" column; the provider's document requires\nevents, url and method.\n","x-source":"spec §2, provider 2026.07.14","properties":{"events":{"type":"array","items":{"$ref":"#/components/schemas/WebhookEventType"},"description":"Event types to send, for example item.add, item.remove.","x-source":"spec §2, provider 2026.07.14"},"url":{"type":"string","format":"uri","description":"HTTPS address of the game's single POST endpoint.","x-source":"spec §2"},"description":{"type":["string","null"],"description":"Free text.","x-source":"spec §2, provider 2026.07.14"},"method":{"$ref":"#/components/schemas/WebhookMethod","description":"HTTP method used for delivery.","x-source":"spec §2"},"enabled":{"type":"boolean","default":true,"description":"Whether delivery is active.","x-source":"spec §2, provider 2026.07.14"},"enabled_logs":{"type":"boolean","default":true,"description":"Whether delivery logs are kept.","x-source":"spec §2, provider 2026.07.14"},"player_context_enabled":{"type":["boolean","null"],"description":"When true, the event context carries a player object.","x-source":"spec §2, provider 2026.07.14"},"batch_mode":{"type":["boolean","null"],"description":"When true, the service may deliver several events in one request. The spec describes no batch delivery (§6).","x-source":"provider 2026.07.14"}}};
const schema151 = {"type":"string","enum":["player.verify","item.add","item.remove","analytics.checkout.payment_method.select","analytics.checkout.submit_payment_form","analytics.checkout.back_store","analytics.checkout.back_game","analytics.checkout.pageview","analytics.checkout.pageshow","analytics.checkout.pagehide","analytics.checkout.pageexit","analytics.checkout.payment_method.close","analytics.hub.sign_up","analytics.hub.login","analytics.hub.buy_click","analytics.hub.free_item_claimed","batch.ready","order.*","order.created","order.paid","order.canceled","order.refunded","payment.*","payment.succeeded","payment.abandoned","payment.canceled","payment.chargeback","payment.declined","payment.dispute","payment.expired","payment.pending","payment.refunded","payment.rejected","payment.voided","fraud.reported","subscription.activated","subscription.updated","subscription.renewed","subscription.deactivated","coupon.redeemed","ingame.push","ingame.popup","campaign.custom","player.is_idle","player.lookup","player.marketing_consent.updated","store.get"],"description":"Event types a registration can subscribe to. daily_reward.get is not among them: a daily reward\nprogram's own settings pick its webhook (§6 Registration).\n","x-source":"provider 2026.07.14"};
const schema152 = {"type":"string","enum":["POST"],"description":"HTTP method used for delivery: POST (§2, §6 \"one HTTPS endpoint accepting POST\"). The provider's\ndocument of 2026.07.14 also lists GET; the spec wins.\n","x-source":"spec §2"};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.events === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.events !== undefined){
let data0 = data.events;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/components/schemas/WebhookEventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((data1 === "player.verify") || (data1 === "item.add")) || (data1 === "item.remove")) || (data1 === "analytics.checkout.payment_method.select")) || (data1 === "analytics.checkout.submit_payment_form")) || (data1 === "analytics.checkout.back_store")) || (data1 === "analytics.checkout.back_game")) || (data1 === "analytics.checkout.pageview")) || (data1 === "analytics.checkout.pageshow")) || (data1 === "analytics.checkout.pagehide")) || (data1 === "analytics.checkout.pageexit")) || (data1 === "analytics.checkout.payment_method.close")) || (data1 === "analytics.hub.sign_up")) || (data1 === "analytics.hub.login")) || (data1 === "analytics.hub.buy_click")) || (data1 === "analytics.hub.free_item_claimed")) || (data1 === "batch.ready")) || (data1 === "order.*")) || (data1 === "order.created")) || (data1 === "order.paid")) || (data1 === "order.canceled")) || (data1 === "order.refunded")) || (data1 === "payment.*")) || (data1 === "payment.succeeded")) || (data1 === "payment.abandoned")) || (data1 === "payment.canceled")) || (data1 === "payment.chargeback")) || (data1 === "payment.declined")) || (data1 === "payment.dispute")) || (data1 === "payment.expired")) || (data1 === "payment.pending")) || (data1 === "payment.refunded")) || (data1 === "payment.rejected")) || (data1 === "payment.voided")) || (data1 === "fraud.reported")) || (data1 === "subscription.activated")) || (data1 === "subscription.updated")) || (data1 === "subscription.renewed")) || (data1 === "subscription.deactivated")) || (data1 === "coupon.redeemed")) || (data1 === "ingame.push")) || (data1 === "ingame.popup")) || (data1 === "campaign.custom")) || (data1 === "player.is_idle")) || (data1 === "player.lookup")) || (data1 === "player.marketing_consent.updated")) || (data1 === "store.get"))){
const err4 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/components/schemas/WebhookEventType/enum",keyword:"enum",params:{allowedValues: schema151.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(!(formats0(data2))){
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema150.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.method !== undefined){
let data4 = data.method;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/method",schemaPath:"#/components/schemas/WebhookMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(data4 === "POST")){
const err10 = {instancePath:instancePath+"/method",schemaPath:"#/components/schemas/WebhookMethod/enum",keyword:"enum",params:{allowedValues: schema152.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err11 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.enabled_logs !== undefined){
if(typeof data.enabled_logs !== "boolean"){
const err12 = {instancePath:instancePath+"/enabled_logs",schemaPath:"#/properties/enabled_logs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.player_context_enabled !== undefined){
let data7 = data.player_context_enabled;
if((typeof data7 !== "boolean") && (data7 !== null)){
const err13 = {instancePath:instancePath+"/player_context_enabled",schemaPath:"#/properties/player_context_enabled/type",keyword:"type",params:{type: schema150.properties.player_context_enabled.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.batch_mode !== undefined){
let data8 = data.batch_mode;
if((typeof data8 !== "boolean") && (data8 !== null)){
const err14 = {instancePath:instancePath+"/batch_mode",schemaPath:"#/properties/batch_mode/type",keyword:"type",params:{type: schema150.properties.batch_mode.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate131.errors = vErrors;
return errors === 0;
}
validate131.evaluated = {"props":{"events":true,"url":true,"description":true,"method":true,"enabled":true,"enabled_logs":true,"player_context_enabled":true,"batch_mode":true},"dynamicProps":false,"dynamicItems":false};


function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/32" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate130.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate131(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
validate130.errors = vErrors;
return errors === 0;
}
validate130.evaluated = {"props":{"events":true,"url":true,"description":true,"method":true,"enabled":true,"enabled_logs":true,"player_context_enabled":true,"batch_mode":true},"dynamicProps":false,"dynamicItems":false};

const request33 = validate133;
const schema153 = {"type":"object","properties":{"order_by":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RangeField"},"start_at":{"type":"integer"},"end_at":{"type":"integer"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/33"};
const schema154 = {"type":"string","enum":["created_at","modified_at","status_updated_at"],"description":"Timestamp field of a payment that GET /v1/payments filters on (start_at, end_at) and sorts by.\nNo default (§9: the former created_at default, which the provider's document of 2026.07.14 still\nshows, was removed), so send it explicitly.\n","x-source":"spec §2"};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/33" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate133.evaluated;
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
const err1 = {instancePath:instancePath+"/order_by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RangeField/enum",keyword:"enum",params:{allowedValues: schema154.enum},message:"must be equal to one of the allowed values"};
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
let data1 = data.start_at;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
let data2 = data.end_at;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err3 = {instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":{"order_by":true,"start_at":true,"end_at":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

const request34 = validate134;
const schema155 = {"type":"object","properties":{"order_by":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DisputeOrderByField"},"start_at":{"type":"string"},"end_at":{"type":"string"},"limit":{"type":"integer","default":10},"offset":{"type":"integer"}},"required":[],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/34"};
const schema156 = {"type":"string","enum":["created_at","updated_at"],"default":"created_at","description":"Timestamp field of a dispute that GET /v1/disputes filters on and sorts by. Defaults to created_at.","x-source":"spec §2"};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/34" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate134.evaluated;
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
const err1 = {instancePath:instancePath+"/order_by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DisputeOrderByField/enum",keyword:"enum",params:{allowedValues: schema156.enum},message:"must be equal to one of the allowed values"};
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
validate134.errors = vErrors;
return errors === 0;
}
validate134.evaluated = {"props":{"order_by":true,"start_at":true,"end_at":true,"limit":true,"offset":true},"dynamicProps":false,"dynamicItems":false};

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
  "bulkDeleteItemCategories": Object.freeze({ body: request23, bodyRequired: true, parameterTypes: Object.freeze({}) }),
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
  "listPayments": Object.freeze({ query: request33, parameterTypes: Object.freeze({ query: Object.freeze({ "order_by": "string", "start_at": "integer", "end_at": "integer", "limit": "integer", "offset": "integer" }) }) }),
  "listDisputes": Object.freeze({ query: request34, parameterTypes: Object.freeze({ query: Object.freeze({ "order_by": "string", "start_at": "string", "end_at": "string", "limit": "integer", "offset": "integer" }) }) }),
});
