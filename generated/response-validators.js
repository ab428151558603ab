/**
 * DO NOT EDIT: this file is generated from openapi/openapi.yaml by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */

import * as func1_namespace from "ajv/dist/runtime/ucs2length.js";
import * as formats0_namespace from "ajv-formats/dist/formats.js";
import * as formats28_namespace from "ajv-formats/dist/formats.js";
import * as formats30_namespace from "ajv-formats/dist/formats.js";

const response0 = validate20;
const schema31 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/0"};
const schema33 = {"type":"object","required":["name","description","image_url","type","position","id"],"description":"An achievement as the service returns it: what was created, plus its id.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","minLength":1,"maxLength":255,"description":"Name shown in the hub.","x-source":"provider 2026.07.14"},"description":{"type":"string","maxLength":512,"description":"Text shown under the name.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":2083,"description":"Image shown with the achievement.","x-source":"provider 2026.07.14"},"type":{"anyOf":[{"$ref":"#/components/schemas/AchievementType"},{"type":"string"}],"description":"What earns the achievement; one of AchievementType or another string.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in the hub's list of achievements.","x-source":"provider 2026.07.14"},"id":{"type":"string","maxLength":32,"description":"The achievement's id, set by the service.","x-source":"provider 2026.07.14"}}};
const schema34 = {"type":"string","enum":["first_visit","first_purchase","regular_visit"],"description":"Kinds of achievement the service knows. Achievement records also accept other strings (an open enumeration).","x-source":"provider 2026.07.14"};
const func1 = (func1_namespace[Symbol.toStringTag] === "Module" && "default" in func1_namespace ? func1_namespace.default : func1_namespace).default;
const formats0 = (formats0_namespace[Symbol.toStringTag] === "Module" && "default" in formats0_namespace ? formats0_namespace.default : formats0_namespace).fullFormats.uri;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.name === undefined) && (missing0 = "name")) || ((data.description === undefined) && (missing0 = "description"))) || ((data.image_url === undefined) && (missing0 = "image_url"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.position === undefined) && (missing0 = "position"))) || ((data.id === undefined) && (missing0 = "id"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) > 255){
validate22.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func1(data0) < 1){
validate22.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) > 512){
validate22.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data2 = data.image_url;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) > 2083){
validate22.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 2083},message:"must NOT have more than 2083 characters"}];
return false;
}
else {
if(func1(data2) < 1){
validate22.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data2))){
validate22.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err0 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data3 === "first_visit") || (data3 === "first_purchase")) || (data3 === "regular_visit"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate22.errors = vErrors;
return false;
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
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data4 = data.position;
const _errs14 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate22.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data5 = data.id;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func1(data5) > 32){
validate22.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"name":true,"description":true,"image_url":true,"type":true,"position":true,"id":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/0" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate22(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response1 = validate24;
const schema35 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPError","$id":"https://game-commerce-s2s.invalid/openapi.json/response/1"};
const schema36 = {"type":"object","required":["detail"],"description":"Generic error body (§7).","x-source":"spec §7","properties":{"detail":{"type":"string","description":"Human-readable description of the error.","x-source":"spec §7"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/1" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.detail === undefined) && (missing0 = "detail")){
validate24.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPError/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.detail !== undefined){
if(typeof data.detail !== "string"){
validate24.errors = [{instancePath:instancePath+"/detail",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPError/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPError/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"detail":true},"dynamicProps":false,"dynamicItems":false};

const response2 = validate25;
const schema37 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPValidationError","$id":"https://game-commerce-s2s.invalid/openapi.json/response/2"};
const schema38 = {"type":"object","required":["detail"],"description":"Validation error body, answered with 422 (§7).","x-source":"spec §7, provider 2026.07.14","properties":{"detail":{"type":"array","items":{"$ref":"#/components/schemas/ValidationError"},"description":"Every fault found, one entry each.","x-source":"spec §7, provider 2026.07.14"}}};
const schema39 = {"type":"object","required":["loc","msg","type"],"description":"One validation fault (§7).","x-source":"spec §7, provider 2026.07.14","properties":{"loc":{"type":"array","description":"Where the fault is, as a path of keys and indexes.","items":{"type":["string","integer"]},"x-source":"spec §7, provider 2026.07.14"},"msg":{"type":"string","description":"What is wrong, in words.","x-source":"spec §7, provider 2026.07.14"},"type":{"type":"string","description":"The kind of fault, as a code.","x-source":"spec §7, provider 2026.07.14"}}};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.detail === undefined) && (missing0 = "detail")){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.detail !== undefined){
let data0 = data.detail;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.loc === undefined) && (missing1 = "loc")) || ((data1.msg === undefined) && (missing1 = "msg"))) || ((data1.type === undefined) && (missing1 = "type"))){
validate26.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/components/schemas/ValidationError/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.loc !== undefined){
let data2 = data1.loc;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid4 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
const _errs8 = errors;
if((typeof data3 !== "string") && (!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))))){
validate26.errors = [{instancePath:instancePath+"/detail/" + i0+"/loc/" + i1,schemaPath:"#/components/schemas/ValidationError/properties/loc/items/type",keyword:"type",params:{type: schema39.properties.loc.items.type},message:"must be string,integer"}];
return false;
}
var valid4 = _errs8 === errors;
if(!valid4){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/detail/" + i0+"/loc",schemaPath:"#/components/schemas/ValidationError/properties/loc/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.msg !== undefined){
const _errs10 = errors;
if(typeof data1.msg !== "string"){
validate26.errors = [{instancePath:instancePath+"/detail/" + i0+"/msg",schemaPath:"#/components/schemas/ValidationError/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.type !== undefined){
const _errs12 = errors;
if(typeof data1.type !== "string"){
validate26.errors = [{instancePath:instancePath+"/detail/" + i0+"/type",schemaPath:"#/components/schemas/ValidationError/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/components/schemas/ValidationError/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"detail":true},"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/2" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"detail":true},"dynamicProps":false,"dynamicItems":false};

const response3 = validate28;
const schema40 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/3"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.name === undefined) && (missing0 = "name")) || ((data.description === undefined) && (missing0 = "description"))) || ((data.image_url === undefined) && (missing0 = "image_url"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.position === undefined) && (missing0 = "position"))) || ((data.id === undefined) && (missing0 = "id"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) > 255){
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func1(data0) < 1){
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) > 512){
validate29.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data2 = data.image_url;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) > 2083){
validate29.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 2083},message:"must NOT have more than 2083 characters"}];
return false;
}
else {
if(func1(data2) < 1){
validate29.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data2))){
validate29.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err0 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data3 === "first_visit") || (data3 === "first_purchase")) || (data3 === "regular_visit"))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/components/schemas/AchievementType/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate29.errors = vErrors;
return false;
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
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data4 = data.position;
const _errs14 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate29.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data5 = data.id;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(func1(data5) > 32){
validate29.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"name":true,"description":true,"image_url":true,"type":true,"position":true,"id":true},"dynamicProps":false,"dynamicItems":false};


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/3" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"name":true,"description":true,"image_url":true,"type":true,"position":true,"id":true},"dynamicProps":false,"dynamicItems":false};

const response4 = validate31;
const schema43 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/UserCouponRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/4"};
const schema44 = {"type":"object","required":["name","code","type","id"],"description":"A coupon held by a player (GET /v1/coupons/user/{user_id}), with when and for which order item it was redeemed.","x-source":"spec §2, provider 2026.07.14","properties":{"free_items":{"$ref":"#/components/schemas/CouponFreeItems","description":"Items granted on redemption (free-item coupons).","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Percent taken off the price (discount coupons).","x-source":"provider 2026.07.14"},"bonus_percent":{"type":"integer","minimum":0,"maximum":1000,"description":"Percent of extra quantity (bonus coupons).","x-source":"provider 2026.07.14"},"bonus_fixed":{"type":["integer","null"],"minimum":1,"description":"Fixed extra quantity (bonus coupons).","x-source":"provider 2026.07.14"},"discount_amount_usd":{"type":"integer","minimum":0,"description":"Amount taken off, in US dollars (fixed discount coupons).","x-source":"provider 2026.07.14"},"requirements_expression":{"$ref":"#/components/schemas/Expression","description":"Condition a player must meet to redeem the coupon.","x-source":"provider 2026.07.14"},"expires_at":{"type":"integer","description":"When the coupon expires (Unix seconds).","x-source":"provider 2026.07.14"},"applicable_item_ids":{"type":"array","items":{"type":"string"},"description":"Items the coupon applies to; all items when empty.","x-source":"provider 2026.07.14"},"category_id":{"type":"string","description":"The coupon category this coupon is filed under.","x-source":"provider 2026.07.14"},"min_amount":{"type":"integer","description":"Smallest order amount the coupon applies to.","x-source":"provider 2026.07.14"},"max_redemptions":{"type":"integer","description":"How many times the code can be redeemed in all.","x-source":"provider 2026.07.14"},"max_redemptions_per_user":{"type":"integer","description":"How many times one player can redeem it.","x-source":"provider 2026.07.14"},"is_stackable_with_bonus_coupons":{"type":"boolean","description":"Whether it combines with bonus coupons.","x-source":"provider 2026.07.14"},"stackable_bonus_limit_percent":{"type":"integer","description":"Cap on the combined bonus percent when stacked with bonus coupons.","x-source":"provider 2026.07.14"},"is_stackable_with_discount_coupons":{"type":"boolean","description":"Whether it combines with discount coupons.","x-source":"provider 2026.07.14"},"stackable_discount_limit_percent":{"type":"integer","description":"Cap on the combined discount percent when stacked with discount coupons.","x-source":"provider 2026.07.14"},"store_item_discount_limit_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Cap on the store item's own discount and the coupon's together.","x-source":"provider 2026.07.14"},"store_item_bonus_limit_percent":{"type":"integer","minimum":0,"maximum":1000,"description":"Cap on the store item's own bonus and the coupon's together.","x-source":"provider 2026.07.14"},"start_at":{"type":"integer","description":"When the coupon starts to be valid (Unix seconds).","x-source":"provider 2026.07.14"},"end_at":{"type":"integer","description":"When the coupon stops being valid (Unix seconds).","x-source":"provider 2026.07.14"},"player_ids":{"type":"array","items":{"type":"string"},"description":"Only these players may redeem it; anyone when empty.","x-source":"provider 2026.07.14"},"exclude_player_ids":{"type":"array","items":{"type":"string"},"description":"Players who may not redeem it.","x-source":"provider 2026.07.14"},"name":{"type":"string","maxLength":255,"description":"Name for the dashboard.","x-source":"provider 2026.07.14"},"code":{"type":"string","maxLength":20,"description":"The code players enter.","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/CouponType","description":"What the coupon gives.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The coupon's id, set by the service.","x-source":"provider 2026.07.14"},"creator_program":{"$ref":"#/components/schemas/CreatorProgramBase","description":"The creator this coupon is a promo code of, if any.","x-source":"provider 2026.07.14"},"current_balance_usd":{"type":"integer","description":"What is left to spend, in US dollars (fixed discount coupons).","x-source":"provider 2026.07.14"},"items":{"type":"array","items":{"$ref":"#/components/schemas/ItemRead"},"description":"The items the coupon grants, in the order of `free_items.items`.","x-source":"provider 2026.07.14"},"redeemed_at":{"type":"integer","description":"When the player redeemed it (Unix seconds).","x-source":"provider 2026.07.14"},"order_item_id":{"type":"string","description":"The order item it was redeemed on.","x-source":"provider 2026.07.14"}}};
const schema51 = {"type":"string","enum":["bonus","discount","free_item","vc","non_benefit","discount_fixed","discount_reward_point"],"description":"What a coupon gives.","x-source":"spec §2, provider 2026.07.14"};
const schema52 = {"type":"object","required":["creator_id","reward","verbal_terms","message"],"description":"The creator a coupon belongs to, and the terms of that creator program.","x-source":"provider 2026.07.14","properties":{"creator_id":{"type":"string","description":"The creator.","x-source":"provider 2026.07.14"},"reward":{"type":"integer","minimum":0,"maximum":100,"description":"The creator's share, in percent.","x-source":"provider 2026.07.14"},"verbal_terms":{"type":"string","description":"The terms, as told to the creator.","x-source":"provider 2026.07.14"},"message":{"type":"string","description":"Message shown to players who use the creator's code.","x-source":"provider 2026.07.14"},"inherits_from_tier":{"type":"boolean","default":false,"description":"When true, the share comes from the creator's tier instead of `reward`.","x-source":"provider 2026.07.14"}}};
const schema45 = {"type":"object","description":"The items a free-item coupon grants.","x-source":"provider 2026.07.14","properties":{"items":{"type":"array","items":{"$ref":"#/components/schemas/CouponFreeItem"},"maxItems":100,"description":"The items, at most 100.","x-source":"provider 2026.07.14"}}};
const schema46 = {"type":"object","required":["item_id","quantity"],"description":"One item a coupon grants, by item id and quantity.","x-source":"provider 2026.07.14","properties":{"item_id":{"type":"string","description":"The catalogue item granted.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","minimum":1,"description":"How many are granted.","x-source":"provider 2026.07.14"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items !== undefined){
let data0 = data.items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 100){
validate33.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if(((data1.item_id === undefined) && (missing0 = "item_id")) || ((data1.quantity === undefined) && (missing0 = "quantity"))){
validate33.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/CouponFreeItem/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data1.item_id !== undefined){
const _errs6 = errors;
if(typeof data1.item_id !== "string"){
validate33.errors = [{instancePath:instancePath+"/items/" + i0+"/item_id",schemaPath:"#/components/schemas/CouponFreeItem/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.quantity !== undefined){
let data3 = data1.quantity;
const _errs8 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate33.errors = [{instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/components/schemas/CouponFreeItem/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
validate33.errors = [{instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/components/schemas/CouponFreeItem/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/CouponFreeItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"items":true},"dynamicProps":false,"dynamicItems":false};

const schema47 = {"type":"object","description":"A condition built from tokens (attributes, operators, values), with named sub-expressions as variables.","x-source":"provider 2026.07.14","properties":{"tokens":{"type":"array","items":{"$ref":"#/components/schemas/Token"},"description":"The condition, token by token.","x-source":"provider 2026.07.14"},"variables":{"type":"array","items":{"$ref":"#/components/schemas/MathExpression"},"description":"Named sub-expressions the tokens use.","x-source":"provider 2026.07.14"}}};
const schema48 = {"type":"object","required":["type"],"description":"One token of an expression.","x-source":"provider 2026.07.14","properties":{"type":{"$ref":"#/components/schemas/TokenType","description":"What the token is.","x-source":"provider 2026.07.14"},"value":{"description":"The token's value; its type depends on `type`.","x-source":"provider 2026.07.14"}}};
const schema49 = {"type":"string","enum":["attribute","custom_attribute","event_attribute","custom_event_attribute","operator","number","date","string","boolean","list","variable","virtual_currency"],"description":"What a token of an expression stands for.","x-source":"provider 2026.07.14"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate36.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/TokenType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data0 === "attribute") || (data0 === "custom_attribute")) || (data0 === "event_attribute")) || (data0 === "custom_event_attribute")) || (data0 === "operator")) || (data0 === "number")) || (data0 === "date")) || (data0 === "string")) || (data0 === "boolean")) || (data0 === "list")) || (data0 === "variable")) || (data0 === "virtual_currency"))){
validate36.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/TokenType/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"type":true,"value":true},"dynamicProps":false,"dynamicItems":false};

const schema50 = {"type":"object","required":["name"],"description":"A named sub-expression that other tokens refer to as a variable.","x-source":"provider 2026.07.14","properties":{"tokens":{"type":"array","items":{"$ref":"#/components/schemas/Token"},"description":"The sub-expression, token by token.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"The name tokens use to refer to it.","x-source":"provider 2026.07.14"}}};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.tokens !== undefined){
let data0 = data.tokens;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate36(data0[i0], {instancePath:instancePath+"/tokens/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate38.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"tokens":true,"name":true},"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tokens !== undefined){
let data0 = data.tokens;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate36(data0[i0], {instancePath:instancePath+"/tokens/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variables !== undefined){
let data2 = data.variables;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate38(data2[i1], {instancePath:instancePath+"/variables/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"tokens":true,"variables":true},"dynamicProps":false,"dynamicItems":false};

const schema53 = {"type":"object","required":["name","currency","sku","type","is_stackable","is_currency","id","created_at"],"description":"A catalogue item as the service returns it.","x-source":"provider 2026.07.14","properties":{"name":{"type":"string","description":"Name shown to players.","x-source":"provider 2026.07.14"},"description":{"type":["string","null"],"description":"Text shown to players.","x-source":"provider 2026.07.14"},"highlights":{"anyOf":[{"$ref":"#/components/schemas/Highlights"},{"type":"null"}],"description":"Benefit texts shown with the item.","x-source":"provider 2026.07.14"},"price":{"type":"integer","description":"Price in minor units of `currency`.","x-source":"provider 2026.07.14"},"price_point":{"type":"integer","exclusiveMinimum":0,"maximum":5000000,"description":"Price point for local prices (deprecated by the service).","x-source":"provider 2026.07.14"},"price_template_id":{"type":"string","description":"The price template the price comes from.","x-source":"provider 2026.07.14"},"reward_points_price":{"type":"integer","description":"Price in reward points.","x-source":"provider 2026.07.14"},"currency":{"$ref":"#/components/schemas/Currency","description":"Currency of `price`.","x-source":"provider 2026.07.14"},"sku":{"type":"string","maxLength":255,"description":"The game's identifier of the item, unique in its catalogue.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item image; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific image (deprecated).","x-source":"provider 2026.07.14"},"icon_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item icon; an empty string for none.","x-source":"provider 2026.07.14"},"icon_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific icon (deprecated).","x-source":"provider 2026.07.14"},"image_url_featured":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image for a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_featured_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured image (deprecated).","x-source":"provider 2026.07.14"},"background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background image; an empty string for none.","x-source":"provider 2026.07.14"},"background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific background (deprecated).","x-source":"provider 2026.07.14"},"background_image_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"featured_card_background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background of a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"featured_card_background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured background (deprecated).","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/ItemType","description":"Kind of item.","x-source":"provider 2026.07.14"},"view_option":{"$ref":"#/components/schemas/ItemViewOption","default":"default","description":"How the card is drawn.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","minimum":1,"maximum":1000000000000000000,"default":1,"description":"How many units one purchase gives.","x-source":"provider 2026.07.14"},"is_stackable":{"type":"boolean","description":"Whether several can be held in one slot.","x-source":"provider 2026.07.14"},"is_currency":{"type":"boolean","description":"True for an item that is a currency.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in lists.","x-source":"provider 2026.07.14"},"categories":{"type":"array","items":{"type":"string"},"description":"Ids of the item categories it is in.","x-source":"provider 2026.07.14"},"duration":{"type":"integer","description":"How long its in-game effect lasts, in seconds.","x-source":"provider 2026.07.14"},"enable_reward_points_redemption":{"type":"boolean","description":"Whether reward points can pay for it.","x-source":"provider 2026.07.14"},"nested_items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"description":"Contents of a bundle.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The item's id.","x-source":"provider 2026.07.14"},"properties":{"type":"array","items":{"$ref":"#/components/schemas/ItemPropertyRelationRead"},"description":"Values of the item's properties.","x-source":"provider 2026.07.14"},"source":{"$ref":"#/components/schemas/ItemSource","default":"order","description":"Why the item reached the player.","x-source":"provider 2026.07.14"},"rarity_id":{"type":"string","description":"Id of its rarity.","x-source":"provider 2026.07.14"},"item_rarity":{"$ref":"#/components/schemas/ItemRarityRead","description":"Its rarity.","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Discount in percent.","x-source":"provider 2026.07.14"},"bonus_percent":{"type":"integer","minimum":0,"description":"Extra quantity in percent.","x-source":"provider 2026.07.14"},"is_custom":{"type":"boolean","default":false,"description":"Whether the item was made for one order rather than taken from the catalogue.","x-source":"provider 2026.07.14"},"created_at":{"type":"number","description":"When it was created (Unix seconds).","x-source":"provider 2026.07.14"},"modified_at":{"type":"number","description":"When it was last changed (Unix seconds).","x-source":"provider 2026.07.14"},"archived_at":{"type":"number","description":"When it was archived (Unix seconds).","x-source":"provider 2026.07.14"},"price_minor_unit":{"type":"integer","description":"Number of decimal places of the currency.","x-source":"provider 2026.07.14"},"price_decimal":{"type":"number","description":"Price as a decimal amount.","x-source":"provider 2026.07.14"},"fallback_item_id":{"type":"string","description":"Item given instead when this one cannot be.","x-source":"provider 2026.07.14"},"fallback_item_quantity":{"type":"integer","description":"How many of the fallback item.","x-source":"provider 2026.07.14"},"meta":{"type":"object","description":"Free-form data the game keeps with the item.","x-source":"provider 2026.07.14"},"model_type":{"type":"string","enum":["ItemRead"],"default":"ItemRead","description":"Tells the kinds of catalogue record apart.","x-source":"provider 2026.07.14"},"nested_items_read":{"type":"array","items":{"$ref":"#/components/schemas/ItemRead"},"description":"Bundle contents, resolved.","x-source":"provider 2026.07.14"},"fallback_item":{"$ref":"#/components/schemas/ItemRead","description":"The fallback item, resolved.","x-source":"provider 2026.07.14"},"comment":{"type":"string","description":"Internal note.","x-source":"provider 2026.07.14"},"is_system":{"type":["boolean","null"],"description":"When true, webhooks leave this item out.","x-source":"provider 2026.07.14"}}};
const schema56 = {"type":"string","enum":["USD","EUR","AED","AFN","ALL","AMD","ANG","AOA","ARS","AUD","AWG","AZN","BAM","BBD","BDT","BGN","BHD","BIF","BMD","BND","BOB","BRL","BSD","BTN","BWP","BYN","BZD","CAD","CDF","CHF","CLP","CNY","COP","CRC","CUP","CVE","CZK","DJF","DKK","DOP","DZD","EGP","ERN","ETB","FJD","FKP","GBP","GEL","GHS","GIP","GMD","GNF","GTQ","GYD","HKD","HNL","HTG","HUF","IDR","ILS","INR","IQD","IRR","ISK","JMD","JOD","JPY","KES","KGS","KHR","KMF","KPW","KRW","KWD","KYD","KZT","LAK","LBP","LKR","LRD","LSL","LYD","MAD","MDL","MGA","MKD","MMK","MNT","MOP","MRU","MUR","MVR","MWK","MXN","MYR","MZN","NAD","NGN","NIO","NOK","NPR","NZD","OMR","PAB","PEN","PGK","PHP","PKR","PLN","PYG","QAR","RON","RSD","RUB","RWF","SAR","SBD","SCR","SDG","SEK","SGD","SHP","SLE","SOS","SRD","SSP","STN","SVC","SYP","SZL","THB","TJS","TMT","TND","TOP","TRY","TTD","TWD","TZS","UAH","UGX","UYU","UZS","VED","VES","VND","VUV","WST","XAF","XCD","XCG","XOF","XPF","YER","ZAR","ZMW","ZWG","ZWL","RP","VC"],"description":"Currency codes (ISO 4217) the service accepts.","x-source":"provider 2026.07.14"};
const schema57 = {"type":"string","enum":["item","currency","bundle","lootbox","subscription","virtual_currency"],"description":"Kinds of catalogue item.","x-source":"provider 2026.07.14"};
const schema58 = {"type":"string","enum":["default","skeleton"],"description":"How an item card is drawn in the store.","x-source":"provider 2026.07.14"};
const schema67 = {"type":"string","enum":["order","bonus","bundle","coupon","lootbox","free_item","liveops","daily_reward","loyalty_reward","progression_program","rolling_offer","pick_one_offer"],"description":"Why an item reached the player.","x-source":"provider 2026.07.14"};
const schema68 = {"type":"object","required":["name","id"],"description":"A rarity level items can have.","x-source":"provider 2026.07.14","properties":{"name":{"type":"string","maxLength":255,"description":"Name of the rarity.","x-source":"provider 2026.07.14"},"color_background_badge":{"type":"string","description":"Colour of its badge.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"Its id.","x-source":"provider 2026.07.14"}}};
const schema54 = {"type":"object","required":["items"],"description":"Short benefit texts shown with an item.","x-source":"provider 2026.07.14","properties":{"title":{"type":"string","description":"Heading of the benefit list.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Text under the heading.","x-source":"provider 2026.07.14"},"items":{"type":"array","items":{"$ref":"#/components/schemas/HighlightItem"},"description":"The benefit texts.","x-source":"provider 2026.07.14"}}};
const schema55 = {"type":"object","description":"One benefit text, with an optional image.","x-source":"provider 2026.07.14","properties":{"image_url":{"type":"string","description":"Image of the benefit.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"Text of the benefit.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Longer text of the benefit.","x-source":"provider 2026.07.14"}}};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.items === undefined) && (missing0 = "items")){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.title !== undefined){
const _errs1 = errors;
if(typeof data.title !== "string"){
validate43.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate43.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data2 = data.items;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.image_url !== undefined){
const _errs10 = errors;
if(typeof data3.image_url !== "string"){
validate43.errors = [{instancePath:instancePath+"/items/" + i0+"/image_url",schemaPath:"#/components/schemas/HighlightItem/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.name !== undefined){
const _errs12 = errors;
if(typeof data3.name !== "string"){
validate43.errors = [{instancePath:instancePath+"/items/" + i0+"/name",schemaPath:"#/components/schemas/HighlightItem/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.description !== undefined){
const _errs14 = errors;
if(typeof data3.description !== "string"){
validate43.errors = [{instancePath:instancePath+"/items/" + i0+"/description",schemaPath:"#/components/schemas/HighlightItem/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/components/schemas/HighlightItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"title":true,"description":true,"items":true},"dynamicProps":false,"dynamicItems":false};

const schema59 = {"type":"object","description":"A reference to a catalogue item inside another record (a reward day, a bundle, a subscription plan).","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"The catalogue item's id.","x-source":"provider 2026.07.14"},"count":{"type":"integer","description":"How many.","x-source":"provider 2026.07.14"},"sku":{"type":"string","description":"The catalogue item's SKU.","x-source":"provider 2026.07.14"},"is_featured":{"type":"boolean","description":"Whether it is shown first.","x-source":"provider 2026.07.14"},"meta":{"type":"object","description":"Free-form data the game keeps with it.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"description":"Image to show instead of the item's own.","x-source":"provider 2026.07.14"},"view_type":{"$ref":"#/components/schemas/NestedItemViewType","description":"How it is shown.","x-source":"provider 2026.07.14"}}};
const schema60 = {"type":"string","enum":["separated"],"description":"How a nested item is shown.","x-source":"provider 2026.07.14"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate45.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data1 = data.count;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate45.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
const _errs5 = errors;
if(typeof data.sku !== "string"){
validate45.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_featured !== undefined){
const _errs7 = errors;
if(typeof data.is_featured !== "boolean"){
validate45.errors = [{instancePath:instancePath+"/is_featured",schemaPath:"#/properties/is_featured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data4 = data.meta;
const _errs9 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate45.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data5 = data.image_url;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(func1(data5) > 65536){
validate45.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data5) < 1){
validate45.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data5))){
validate45.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_type !== undefined){
let data6 = data.view_type;
const _errs13 = errors;
if(typeof data6 !== "string"){
validate45.errors = [{instancePath:instancePath+"/view_type",schemaPath:"#/components/schemas/NestedItemViewType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data6 === "separated")){
validate45.errors = [{instancePath:instancePath+"/view_type",schemaPath:"#/components/schemas/NestedItemViewType/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":{"id":true,"count":true,"sku":true,"is_featured":true,"meta":true,"image_url":true,"view_type":true},"dynamicProps":false,"dynamicItems":false};

const schema61 = {"type":"object","required":["property_id","position","id","item_id","item_property"],"description":"The value of one property for one item.","x-source":"provider 2026.07.14","properties":{"property_id":{"type":"string","description":"The property.","x-source":"provider 2026.07.14"},"data":{"$ref":"#/components/schemas/ItemPropertyRelationData","description":"The item's value for it.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place among the item's properties.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"Id of this value.","x-source":"provider 2026.07.14"},"item_id":{"type":"string","description":"The item.","x-source":"provider 2026.07.14"},"item_property":{"$ref":"#/components/schemas/ItemPropertyRead","description":"The property, resolved.","x-source":"provider 2026.07.14"}}};
const schema62 = {"type":"object","description":"The value an item has for a property.","x-source":"provider 2026.07.14","properties":{"value":{"anyOf":[{"type":"number"},{"type":"integer"},{"type":"string"}],"description":"A number or text.","x-source":"provider 2026.07.14"}}};
const schema63 = {"type":"object","required":["name","config","id"],"description":"A property that items can have (a stat such as power or speed).","x-source":"provider 2026.07.14","properties":{"name":{"type":"string","maxLength":255,"description":"Name of the property.","x-source":"provider 2026.07.14"},"description":{"type":"string","maxLength":512,"description":"What it means.","x-source":"provider 2026.07.14"},"icon_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Its icon; an empty string for none.","x-source":"provider 2026.07.14"},"config":{"anyOf":[{"$ref":"#/components/schemas/ItemPropertyConfigRange"},{"$ref":"#/components/schemas/ItemPropertyConfigNumber"},{"$ref":"#/components/schemas/ItemPropertyConfigString"}],"discriminator":{"propertyName":"property_type","mapping":{"range":"#/components/schemas/ItemPropertyConfigRange","number":"#/components/schemas/ItemPropertyConfigNumber","string":"#/components/schemas/ItemPropertyConfigString"}},"description":"What values it takes, told apart by property_type. (The provider's document says oneOf, but its variants do not require property_type, so one value can match several; anyOf accepts what the service sends.)","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"Its id.","x-source":"provider 2026.07.14"}}};
const schema64 = {"type":"object","required":["max"],"description":"A property whose values lie in a range.","x-source":"provider 2026.07.14","properties":{"property_type":{"type":"string","enum":["range"],"default":"range","description":"Tells the kinds of property apart.","x-source":"provider 2026.07.14"},"max":{"type":"integer","description":"Largest value.","x-source":"provider 2026.07.14"},"min":{"type":"integer","default":0,"description":"Smallest value.","x-source":"provider 2026.07.14"}}};
const schema65 = {"type":"object","description":"A property whose values are numbers.","x-source":"provider 2026.07.14","properties":{"property_type":{"type":"string","enum":["number"],"default":"number","description":"Tells the kinds of property apart.","x-source":"provider 2026.07.14"}}};
const schema66 = {"type":"object","description":"A property whose values are text.","x-source":"provider 2026.07.14","properties":{"property_type":{"type":"string","enum":["string"],"default":"string","description":"Tells the kinds of property apart.","x-source":"provider 2026.07.14"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.config === undefined) && (missing0 = "config"))) || ((data.id === undefined) && (missing0 = "id"))){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) > 255){
validate48.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) > 512){
validate48.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url !== undefined){
let data2 = data.icon_url;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data2 === "string"){
if(func1(data2) > 65536){
const err0 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(func1(data2) < 1){
const err1 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(!(formats0(data2))){
const err2 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err3 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data2 === "")){
const err5 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema63.properties.icon_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate48.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.config !== undefined){
let data3 = data.config;
const _errs11 = errors;
const _errs12 = errors;
let valid2 = false;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.max === undefined) && (missing1 = "max")){
const err7 = {instancePath:instancePath+"/config",schemaPath:"#/components/schemas/ItemPropertyConfigRange/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data3.property_type !== undefined){
let data4 = data3.property_type;
const _errs16 = errors;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/config/property_type",schemaPath:"#/components/schemas/ItemPropertyConfigRange/properties/property_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(data4 === "range")){
const err9 = {instancePath:instancePath+"/config/property_type",schemaPath:"#/components/schemas/ItemPropertyConfigRange/properties/property_type/enum",keyword:"enum",params:{allowedValues: schema64.properties.property_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.max !== undefined){
let data5 = data3.max;
const _errs18 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err10 = {instancePath:instancePath+"/config/max",schemaPath:"#/components/schemas/ItemPropertyConfigRange/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.min !== undefined){
let data6 = data3.min;
const _errs20 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err11 = {instancePath:instancePath+"/config/min",schemaPath:"#/components/schemas/ItemPropertyConfigRange/properties/min/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
const err12 = {instancePath:instancePath+"/config",schemaPath:"#/components/schemas/ItemPropertyConfigRange/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
var props0 = {};
props0.property_type = true;
props0.max = true;
props0.min = true;
}
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.property_type !== undefined){
let data7 = data3.property_type;
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/config/property_type",schemaPath:"#/components/schemas/ItemPropertyConfigNumber/properties/property_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data7 === "number")){
const err14 = {instancePath:instancePath+"/config/property_type",schemaPath:"#/components/schemas/ItemPropertyConfigNumber/properties/property_type/enum",keyword:"enum",params:{allowedValues: schema65.properties.property_type.enum},message:"must be equal to one of the allowed values"};
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
const err15 = {instancePath:instancePath+"/config",schemaPath:"#/components/schemas/ItemPropertyConfigNumber/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.property_type = true;
}
}
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.property_type !== undefined){
let data8 = data3.property_type;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/config/property_type",schemaPath:"#/components/schemas/ItemPropertyConfigString/properties/property_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(data8 === "string")){
const err17 = {instancePath:instancePath+"/config/property_type",schemaPath:"#/components/schemas/ItemPropertyConfigString/properties/property_type/enum",keyword:"enum",params:{allowedValues: schema66.properties.property_type.enum},message:"must be equal to one of the allowed values"};
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
const err18 = {instancePath:instancePath+"/config",schemaPath:"#/components/schemas/ItemPropertyConfigString/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid1 = _errs27 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.property_type = true;
}
}
if(!valid2){
const err19 = {instancePath:instancePath+"/config",schemaPath:"#/properties/config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate48.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs32 = errors;
if(typeof data.id !== "string"){
validate48.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"name":true,"description":true,"icon_url":true,"config":true,"id":true},"dynamicProps":false,"dynamicItems":false};


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.property_id === undefined) && (missing0 = "property_id")) || ((data.position === undefined) && (missing0 = "position"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.item_property === undefined) && (missing0 = "item_property"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.property_id !== undefined){
const _errs1 = errors;
if(typeof data.property_id !== "string"){
validate47.errors = [{instancePath:instancePath+"/property_id",schemaPath:"#/properties/property_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data1 = data.data;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.value !== undefined){
let data2 = data1.value;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(!(typeof data2 == "number")){
const err0 = {instancePath:instancePath+"/data/value",schemaPath:"#/components/schemas/ItemPropertyRelationData/properties/value/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
const _errs10 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err1 = {instancePath:instancePath+"/data/value",schemaPath:"#/components/schemas/ItemPropertyRelationData/properties/value/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
const _errs12 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/data/value",schemaPath:"#/components/schemas/ItemPropertyRelationData/properties/value/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err3 = {instancePath:instancePath+"/data/value",schemaPath:"#/components/schemas/ItemPropertyRelationData/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/data",schemaPath:"#/components/schemas/ItemPropertyRelationData/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data3 = data.position;
const _errs14 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate47.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs16 = errors;
if(typeof data.id !== "string"){
validate47.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs18 = errors;
if(typeof data.item_id !== "string"){
validate47.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_property !== undefined){
const _errs20 = errors;
if(!(validate48(data.item_property, {instancePath:instancePath+"/item_property",parentData:data,parentDataProperty:"item_property",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"property_id":true,"data":true,"position":true,"id":true,"item_id":true,"item_property":true},"dynamicProps":false,"dynamicItems":false};

const wrapper0 = {validate: validate42};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.name === undefined) && (missing0 = "name")) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.is_stackable === undefined) && (missing0 = "is_stackable"))) || ((data.is_currency === undefined) && (missing0 = "is_currency"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate42.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate42.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema53.properties.description.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highlights !== undefined){
let data2 = data.highlights;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate43(data2, {instancePath:instancePath+"/highlights",parentData:data,parentDataProperty:"highlights",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.title = true;
props0.description = true;
props0.items = true;
}
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate42.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data3 = data.price;
const _errs10 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate42.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_point !== undefined){
let data4 = data.price_point;
const _errs12 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate42.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 > 5000000 || isNaN(data4)){
validate42.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000000},message:"must be <= 5000000"}];
return false;
}
else {
if(data4 <= 0 || isNaN(data4)){
validate42.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_template_id !== undefined){
const _errs14 = errors;
if(typeof data.price_template_id !== "string"){
validate42.errors = [{instancePath:instancePath+"/price_template_id",schemaPath:"#/properties/price_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward_points_price !== undefined){
let data6 = data.reward_points_price;
const _errs16 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate42.errors = [{instancePath:instancePath+"/reward_points_price",schemaPath:"#/properties/reward_points_price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data7 = data.currency;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate42.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data7 === "USD") || (data7 === "EUR")) || (data7 === "AED")) || (data7 === "AFN")) || (data7 === "ALL")) || (data7 === "AMD")) || (data7 === "ANG")) || (data7 === "AOA")) || (data7 === "ARS")) || (data7 === "AUD")) || (data7 === "AWG")) || (data7 === "AZN")) || (data7 === "BAM")) || (data7 === "BBD")) || (data7 === "BDT")) || (data7 === "BGN")) || (data7 === "BHD")) || (data7 === "BIF")) || (data7 === "BMD")) || (data7 === "BND")) || (data7 === "BOB")) || (data7 === "BRL")) || (data7 === "BSD")) || (data7 === "BTN")) || (data7 === "BWP")) || (data7 === "BYN")) || (data7 === "BZD")) || (data7 === "CAD")) || (data7 === "CDF")) || (data7 === "CHF")) || (data7 === "CLP")) || (data7 === "CNY")) || (data7 === "COP")) || (data7 === "CRC")) || (data7 === "CUP")) || (data7 === "CVE")) || (data7 === "CZK")) || (data7 === "DJF")) || (data7 === "DKK")) || (data7 === "DOP")) || (data7 === "DZD")) || (data7 === "EGP")) || (data7 === "ERN")) || (data7 === "ETB")) || (data7 === "FJD")) || (data7 === "FKP")) || (data7 === "GBP")) || (data7 === "GEL")) || (data7 === "GHS")) || (data7 === "GIP")) || (data7 === "GMD")) || (data7 === "GNF")) || (data7 === "GTQ")) || (data7 === "GYD")) || (data7 === "HKD")) || (data7 === "HNL")) || (data7 === "HTG")) || (data7 === "HUF")) || (data7 === "IDR")) || (data7 === "ILS")) || (data7 === "INR")) || (data7 === "IQD")) || (data7 === "IRR")) || (data7 === "ISK")) || (data7 === "JMD")) || (data7 === "JOD")) || (data7 === "JPY")) || (data7 === "KES")) || (data7 === "KGS")) || (data7 === "KHR")) || (data7 === "KMF")) || (data7 === "KPW")) || (data7 === "KRW")) || (data7 === "KWD")) || (data7 === "KYD")) || (data7 === "KZT")) || (data7 === "LAK")) || (data7 === "LBP")) || (data7 === "LKR")) || (data7 === "LRD")) || (data7 === "LSL")) || (data7 === "LYD")) || (data7 === "MAD")) || (data7 === "MDL")) || (data7 === "MGA")) || (data7 === "MKD")) || (data7 === "MMK")) || (data7 === "MNT")) || (data7 === "MOP")) || (data7 === "MRU")) || (data7 === "MUR")) || (data7 === "MVR")) || (data7 === "MWK")) || (data7 === "MXN")) || (data7 === "MYR")) || (data7 === "MZN")) || (data7 === "NAD")) || (data7 === "NGN")) || (data7 === "NIO")) || (data7 === "NOK")) || (data7 === "NPR")) || (data7 === "NZD")) || (data7 === "OMR")) || (data7 === "PAB")) || (data7 === "PEN")) || (data7 === "PGK")) || (data7 === "PHP")) || (data7 === "PKR")) || (data7 === "PLN")) || (data7 === "PYG")) || (data7 === "QAR")) || (data7 === "RON")) || (data7 === "RSD")) || (data7 === "RUB")) || (data7 === "RWF")) || (data7 === "SAR")) || (data7 === "SBD")) || (data7 === "SCR")) || (data7 === "SDG")) || (data7 === "SEK")) || (data7 === "SGD")) || (data7 === "SHP")) || (data7 === "SLE")) || (data7 === "SOS")) || (data7 === "SRD")) || (data7 === "SSP")) || (data7 === "STN")) || (data7 === "SVC")) || (data7 === "SYP")) || (data7 === "SZL")) || (data7 === "THB")) || (data7 === "TJS")) || (data7 === "TMT")) || (data7 === "TND")) || (data7 === "TOP")) || (data7 === "TRY")) || (data7 === "TTD")) || (data7 === "TWD")) || (data7 === "TZS")) || (data7 === "UAH")) || (data7 === "UGX")) || (data7 === "UYU")) || (data7 === "UZS")) || (data7 === "VED")) || (data7 === "VES")) || (data7 === "VND")) || (data7 === "VUV")) || (data7 === "WST")) || (data7 === "XAF")) || (data7 === "XCD")) || (data7 === "XCG")) || (data7 === "XOF")) || (data7 === "XPF")) || (data7 === "YER")) || (data7 === "ZAR")) || (data7 === "ZMW")) || (data7 === "ZWG")) || (data7 === "ZWL")) || (data7 === "RP")) || (data7 === "VC"))){
validate42.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
let data8 = data.sku;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(func1(data8) > 255){
validate42.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data9 = data.image_url;
const _errs23 = errors;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err2 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(func1(data9) < 1){
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(!(formats0(data9))){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(typeof data9 !== "string"){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data9 === "")){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema53.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate42.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_apple !== undefined){
let data10 = data.image_url_apple;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data10 === "string"){
if(func1(data10) > 65536){
validate42.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data10) < 1){
validate42.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data10))){
validate42.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url !== undefined){
let data11 = data.icon_url;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = false;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data11 === "string"){
if(func1(data11) > 65536){
const err9 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(func1(data11) < 1){
const err10 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(!(formats0(data11))){
const err11 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err12 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid2 = _errs33 === errors;
valid4 = valid4 || _valid2;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data11 === "")){
const err14 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema53.properties.icon_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err15 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate42.errors = vErrors;
return false;
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
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url_apple !== undefined){
let data12 = data.icon_url_apple;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data12 === "string"){
if(func1(data12) > 65536){
validate42.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data12) < 1){
validate42.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data12))){
validate42.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured !== undefined){
let data13 = data.image_url_featured;
const _errs39 = errors;
const _errs40 = errors;
let valid5 = false;
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err16 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(func1(data13) < 1){
const err17 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(!(formats0(data13))){
const err18 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err19 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid3 = _errs41 === errors;
valid5 = valid5 || _valid3;
const _errs43 = errors;
if(typeof data13 !== "string"){
const err20 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data13 === "")){
const err21 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema53.properties.image_url_featured.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err22 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
validate42.errors = vErrors;
return false;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured_apple !== undefined){
let data14 = data.image_url_featured_apple;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data14 === "string"){
if(func1(data14) > 65536){
validate42.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data14) < 1){
validate42.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data14))){
validate42.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
let data15 = data.background_image_url;
const _errs47 = errors;
const _errs48 = errors;
let valid6 = false;
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(typeof data15 === "string"){
if(func1(data15) > 65536){
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(func1(data15) < 1){
const err24 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(!(formats0(data15))){
const err25 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err26 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid4 = _errs49 === errors;
valid6 = valid6 || _valid4;
const _errs51 = errors;
if(typeof data15 !== "string"){
const err27 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(data15 === "")){
const err28 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema53.properties.background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid4 = _errs51 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err29 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate42.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url_apple !== undefined){
let data16 = data.background_image_url_apple;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data16 === "string"){
if(func1(data16) > 65536){
validate42.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data16) < 1){
validate42.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data16))){
validate42.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_color !== undefined){
const _errs55 = errors;
if(typeof data.background_image_color !== "string"){
validate42.errors = [{instancePath:instancePath+"/background_image_color",schemaPath:"#/properties/background_image_color/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url !== undefined){
let data18 = data.featured_card_background_image_url;
const _errs57 = errors;
const _errs58 = errors;
let valid7 = false;
const _errs59 = errors;
if(errors === _errs59){
if(errors === _errs59){
if(typeof data18 === "string"){
if(func1(data18) > 65536){
const err30 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(func1(data18) < 1){
const err31 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(!(formats0(data18))){
const err32 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err33 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid5 = _errs59 === errors;
valid7 = valid7 || _valid5;
const _errs61 = errors;
if(typeof data18 !== "string"){
const err34 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(data18 === "")){
const err35 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema53.properties.featured_card_background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid5 = _errs61 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err36 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate42.errors = vErrors;
return false;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url_apple !== undefined){
let data19 = data.featured_card_background_image_url_apple;
const _errs63 = errors;
if(errors === _errs63){
if(errors === _errs63){
if(typeof data19 === "string"){
if(func1(data19) > 65536){
validate42.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data19) < 1){
validate42.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data19))){
validate42.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data20 = data.type;
const _errs65 = errors;
if(typeof data20 !== "string"){
validate42.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data20 === "item") || (data20 === "currency")) || (data20 === "bundle")) || (data20 === "lootbox")) || (data20 === "subscription")) || (data20 === "virtual_currency"))){
validate42.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_option !== undefined){
let data21 = data.view_option;
const _errs68 = errors;
if(typeof data21 !== "string"){
validate42.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data21 === "default") || (data21 === "skeleton"))){
validate42.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data22 = data.quantity;
const _errs71 = errors;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
validate42.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs71){
if(typeof data22 == "number"){
if(data22 > 1000000000000000000 || isNaN(data22)){
validate42.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000000},message:"must be <= 1000000000000000000"}];
return false;
}
else {
if(data22 < 1 || isNaN(data22)){
validate42.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable !== undefined){
const _errs73 = errors;
if(typeof data.is_stackable !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/is_stackable",schemaPath:"#/properties/is_stackable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_currency !== undefined){
const _errs75 = errors;
if(typeof data.is_currency !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/is_currency",schemaPath:"#/properties/is_currency/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data25 = data.position;
const _errs77 = errors;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
validate42.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.categories !== undefined){
let data26 = data.categories;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data26)){
var valid10 = true;
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
const _errs81 = errors;
if(typeof data26[i0] !== "string"){
validate42.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs81 === errors;
if(!valid10){
break;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration !== undefined){
let data28 = data.duration;
const _errs83 = errors;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
validate42.errors = [{instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enable_reward_points_redemption !== undefined){
const _errs85 = errors;
if(typeof data.enable_reward_points_redemption !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/enable_reward_points_redemption",schemaPath:"#/properties/enable_reward_points_redemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items !== undefined){
let data30 = data.nested_items;
const _errs87 = errors;
if(errors === _errs87){
if(Array.isArray(data30)){
var valid11 = true;
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
const _errs89 = errors;
if(!(validate45(data30[i1], {instancePath:instancePath+"/nested_items/" + i1,parentData:data30,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid11 = _errs89 === errors;
if(!valid11){
break;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs90 = errors;
if(typeof data.id !== "string"){
validate42.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.properties !== undefined){
let data33 = data.properties;
const _errs92 = errors;
if(errors === _errs92){
if(Array.isArray(data33)){
var valid12 = true;
const len2 = data33.length;
for(let i2=0; i2<len2; i2++){
const _errs94 = errors;
if(!(validate47(data33[i2], {instancePath:instancePath+"/properties/" + i2,parentData:data33,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid12 = _errs94 === errors;
if(!valid12){
break;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs92 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data35 = data.source;
const _errs95 = errors;
if(typeof data35 !== "string"){
validate42.errors = [{instancePath:instancePath+"/source",schemaPath:"#/components/schemas/ItemSource/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data35 === "order") || (data35 === "bonus")) || (data35 === "bundle")) || (data35 === "coupon")) || (data35 === "lootbox")) || (data35 === "free_item")) || (data35 === "liveops")) || (data35 === "daily_reward")) || (data35 === "loyalty_reward")) || (data35 === "progression_program")) || (data35 === "rolling_offer")) || (data35 === "pick_one_offer"))){
validate42.errors = [{instancePath:instancePath+"/source",schemaPath:"#/components/schemas/ItemSource/enum",keyword:"enum",params:{allowedValues: schema67.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs95 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rarity_id !== undefined){
const _errs98 = errors;
if(typeof data.rarity_id !== "string"){
validate42.errors = [{instancePath:instancePath+"/rarity_id",schemaPath:"#/properties/rarity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_rarity !== undefined){
let data37 = data.item_rarity;
const _errs100 = errors;
const _errs101 = errors;
if(errors === _errs101){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
let missing1;
if(((data37.name === undefined) && (missing1 = "name")) || ((data37.id === undefined) && (missing1 = "id"))){
validate42.errors = [{instancePath:instancePath+"/item_rarity",schemaPath:"#/components/schemas/ItemRarityRead/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data37.name !== undefined){
let data38 = data37.name;
const _errs103 = errors;
if(errors === _errs103){
if(typeof data38 === "string"){
if(func1(data38) > 255){
validate42.errors = [{instancePath:instancePath+"/item_rarity/name",schemaPath:"#/components/schemas/ItemRarityRead/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/item_rarity/name",schemaPath:"#/components/schemas/ItemRarityRead/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs103 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data37.color_background_badge !== undefined){
const _errs105 = errors;
if(typeof data37.color_background_badge !== "string"){
validate42.errors = [{instancePath:instancePath+"/item_rarity/color_background_badge",schemaPath:"#/components/schemas/ItemRarityRead/properties/color_background_badge/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs105 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data37.id !== undefined){
const _errs107 = errors;
if(typeof data37.id !== "string"){
validate42.errors = [{instancePath:instancePath+"/item_rarity/id",schemaPath:"#/components/schemas/ItemRarityRead/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs107 === errors;
}
else {
var valid15 = true;
}
}
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/item_rarity",schemaPath:"#/components/schemas/ItemRarityRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs100 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data41 = data.discount_percent;
const _errs109 = errors;
if(!((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41)))){
validate42.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs109){
if(typeof data41 == "number"){
if(data41 > 100 || isNaN(data41)){
validate42.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data41 < 0 || isNaN(data41)){
validate42.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs109 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_percent !== undefined){
let data42 = data.bonus_percent;
const _errs111 = errors;
if(!((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42)))){
validate42.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs111){
if(typeof data42 == "number"){
if(data42 < 0 || isNaN(data42)){
validate42.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs111 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_custom !== undefined){
const _errs113 = errors;
if(typeof data.is_custom !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/is_custom",schemaPath:"#/properties/is_custom/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs113 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs115 = errors;
if(!(typeof data.created_at == "number")){
validate42.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs115 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modified_at !== undefined){
const _errs117 = errors;
if(!(typeof data.modified_at == "number")){
validate42.errors = [{instancePath:instancePath+"/modified_at",schemaPath:"#/properties/modified_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs117 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived_at !== undefined){
const _errs119 = errors;
if(!(typeof data.archived_at == "number")){
validate42.errors = [{instancePath:instancePath+"/archived_at",schemaPath:"#/properties/archived_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs119 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_minor_unit !== undefined){
let data47 = data.price_minor_unit;
const _errs121 = errors;
if(!((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47)))){
validate42.errors = [{instancePath:instancePath+"/price_minor_unit",schemaPath:"#/properties/price_minor_unit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs121 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_decimal !== undefined){
const _errs123 = errors;
if(!(typeof data.price_decimal == "number")){
validate42.errors = [{instancePath:instancePath+"/price_decimal",schemaPath:"#/properties/price_decimal/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs123 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item_id !== undefined){
const _errs125 = errors;
if(typeof data.fallback_item_id !== "string"){
validate42.errors = [{instancePath:instancePath+"/fallback_item_id",schemaPath:"#/properties/fallback_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs125 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item_quantity !== undefined){
let data50 = data.fallback_item_quantity;
const _errs127 = errors;
if(!((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50)))){
validate42.errors = [{instancePath:instancePath+"/fallback_item_quantity",schemaPath:"#/properties/fallback_item_quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs127 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data51 = data.meta;
const _errs129 = errors;
if(!(data51 && typeof data51 == "object" && !Array.isArray(data51))){
validate42.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs129 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_type !== undefined){
let data52 = data.model_type;
const _errs131 = errors;
if(typeof data52 !== "string"){
validate42.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data52 === "ItemRead")){
validate42.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema53.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs131 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items_read !== undefined){
let data53 = data.nested_items_read;
const _errs133 = errors;
if(errors === _errs133){
if(Array.isArray(data53)){
var valid16 = true;
const len3 = data53.length;
for(let i3=0; i3<len3; i3++){
const _errs135 = errors;
if(!(wrapper0.validate(data53[i3], {instancePath:instancePath+"/nested_items_read/" + i3,parentData:data53,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var valid16 = _errs135 === errors;
if(!valid16){
break;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/nested_items_read",schemaPath:"#/properties/nested_items_read/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs133 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item !== undefined){
const _errs136 = errors;
if(!(wrapper0.validate(data.fallback_item, {instancePath:instancePath+"/fallback_item",parentData:data,parentDataProperty:"fallback_item",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var valid0 = _errs136 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comment !== undefined){
const _errs137 = errors;
if(typeof data.comment !== "string"){
validate42.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs137 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_system !== undefined){
let data57 = data.is_system;
const _errs139 = errors;
if((typeof data57 !== "boolean") && (data57 !== null)){
validate42.errors = [{instancePath:instancePath+"/is_system",schemaPath:"#/properties/is_system/type",keyword:"type",params:{type: schema53.properties.is_system.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs139 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"name":true,"description":true,"highlights":true,"price":true,"price_point":true,"price_template_id":true,"reward_points_price":true,"currency":true,"sku":true,"image_url":true,"image_url_apple":true,"icon_url":true,"icon_url_apple":true,"image_url_featured":true,"image_url_featured_apple":true,"background_image_url":true,"background_image_url_apple":true,"background_image_color":true,"featured_card_background_image_url":true,"featured_card_background_image_url_apple":true,"type":true,"view_option":true,"quantity":true,"is_stackable":true,"is_currency":true,"position":true,"categories":true,"duration":true,"enable_reward_points_redemption":true,"nested_items":true,"id":true,"properties":true,"source":true,"rarity_id":true,"item_rarity":true,"discount_percent":true,"bonus_percent":true,"is_custom":true,"created_at":true,"modified_at":true,"archived_at":true,"price_minor_unit":true,"price_decimal":true,"fallback_item_id":true,"fallback_item_quantity":true,"meta":true,"model_type":true,"nested_items_read":true,"fallback_item":true,"comment":true,"is_system":true},"dynamicProps":false,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.name === undefined) && (missing0 = "name")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.id === undefined) && (missing0 = "id"))){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.free_items !== undefined){
const _errs1 = errors;
if(!(validate33(data.free_items, {instancePath:instancePath+"/free_items",parentData:data,parentDataProperty:"free_items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data1 = data.discount_percent;
const _errs2 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate32.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
validate32.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate32.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_percent !== undefined){
let data2 = data.bonus_percent;
const _errs4 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate32.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if(typeof data2 == "number"){
if(data2 > 1000 || isNaN(data2)){
validate32.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate32.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_fixed !== undefined){
let data3 = data.bonus_fixed;
const _errs6 = errors;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
validate32.errors = [{instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/type",keyword:"type",params:{type: schema44.properties.bonus_fixed.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs6){
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
validate32.errors = [{instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_amount_usd !== undefined){
let data4 = data.discount_amount_usd;
const _errs8 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate32.errors = [{instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate32.errors = [{instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requirements_expression !== undefined){
const _errs10 = errors;
if(!(validate35(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
let data6 = data.expires_at;
const _errs11 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate32.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applicable_item_ids !== undefined){
let data7 = data.applicable_item_ids;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data7)){
var valid1 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(typeof data7[i0] !== "string"){
validate32.errors = [{instancePath:instancePath+"/applicable_item_ids/" + i0,schemaPath:"#/properties/applicable_item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/applicable_item_ids",schemaPath:"#/properties/applicable_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category_id !== undefined){
const _errs17 = errors;
if(typeof data.category_id !== "string"){
validate32.errors = [{instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.min_amount !== undefined){
let data10 = data.min_amount;
const _errs19 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate32.errors = [{instancePath:instancePath+"/min_amount",schemaPath:"#/properties/min_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_redemptions !== undefined){
let data11 = data.max_redemptions;
const _errs21 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate32.errors = [{instancePath:instancePath+"/max_redemptions",schemaPath:"#/properties/max_redemptions/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_redemptions_per_user !== undefined){
let data12 = data.max_redemptions_per_user;
const _errs23 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate32.errors = [{instancePath:instancePath+"/max_redemptions_per_user",schemaPath:"#/properties/max_redemptions_per_user/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable_with_bonus_coupons !== undefined){
const _errs25 = errors;
if(typeof data.is_stackable_with_bonus_coupons !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/is_stackable_with_bonus_coupons",schemaPath:"#/properties/is_stackable_with_bonus_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stackable_bonus_limit_percent !== undefined){
let data14 = data.stackable_bonus_limit_percent;
const _errs27 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate32.errors = [{instancePath:instancePath+"/stackable_bonus_limit_percent",schemaPath:"#/properties/stackable_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable_with_discount_coupons !== undefined){
const _errs29 = errors;
if(typeof data.is_stackable_with_discount_coupons !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/is_stackable_with_discount_coupons",schemaPath:"#/properties/is_stackable_with_discount_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stackable_discount_limit_percent !== undefined){
let data16 = data.stackable_discount_limit_percent;
const _errs31 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate32.errors = [{instancePath:instancePath+"/stackable_discount_limit_percent",schemaPath:"#/properties/stackable_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store_item_discount_limit_percent !== undefined){
let data17 = data.store_item_discount_limit_percent;
const _errs33 = errors;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
validate32.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if(typeof data17 == "number"){
if(data17 > 100 || isNaN(data17)){
validate32.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data17 < 0 || isNaN(data17)){
validate32.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store_item_bonus_limit_percent !== undefined){
let data18 = data.store_item_bonus_limit_percent;
const _errs35 = errors;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
validate32.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs35){
if(typeof data18 == "number"){
if(data18 > 1000 || isNaN(data18)){
validate32.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate32.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_at !== undefined){
let data19 = data.start_at;
const _errs37 = errors;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
validate32.errors = [{instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_at !== undefined){
let data20 = data.end_at;
const _errs39 = errors;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
validate32.errors = [{instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.player_ids !== undefined){
let data21 = data.player_ids;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data21)){
var valid2 = true;
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
const _errs43 = errors;
if(typeof data21[i1] !== "string"){
validate32.errors = [{instancePath:instancePath+"/player_ids/" + i1,schemaPath:"#/properties/player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs43 === errors;
if(!valid2){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/player_ids",schemaPath:"#/properties/player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclude_player_ids !== undefined){
let data23 = data.exclude_player_ids;
const _errs45 = errors;
if(errors === _errs45){
if(Array.isArray(data23)){
var valid3 = true;
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
const _errs47 = errors;
if(typeof data23[i2] !== "string"){
validate32.errors = [{instancePath:instancePath+"/exclude_player_ids/" + i2,schemaPath:"#/properties/exclude_player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs47 === errors;
if(!valid3){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/exclude_player_ids",schemaPath:"#/properties/exclude_player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data25 = data.name;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data25 === "string"){
if(func1(data25) > 255){
validate32.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data26 = data.code;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data26 === "string"){
if(func1(data26) > 20){
validate32.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data27 = data.type;
const _errs53 = errors;
if(typeof data27 !== "string"){
validate32.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data27 === "bonus") || (data27 === "discount")) || (data27 === "free_item")) || (data27 === "vc")) || (data27 === "non_benefit")) || (data27 === "discount_fixed")) || (data27 === "discount_reward_point"))){
validate32.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs56 = errors;
if(typeof data.id !== "string"){
validate32.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creator_program !== undefined){
let data29 = data.creator_program;
const _errs58 = errors;
const _errs59 = errors;
if(errors === _errs59){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing1;
if(((((data29.creator_id === undefined) && (missing1 = "creator_id")) || ((data29.reward === undefined) && (missing1 = "reward"))) || ((data29.verbal_terms === undefined) && (missing1 = "verbal_terms"))) || ((data29.message === undefined) && (missing1 = "message"))){
validate32.errors = [{instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data29.creator_id !== undefined){
const _errs61 = errors;
if(typeof data29.creator_id !== "string"){
validate32.errors = [{instancePath:instancePath+"/creator_program/creator_id",schemaPath:"#/components/schemas/CreatorProgramBase/properties/creator_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs61 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.reward !== undefined){
let data31 = data29.reward;
const _errs63 = errors;
if(!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))){
validate32.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if(typeof data31 == "number"){
if(data31 > 100 || isNaN(data31)){
validate32.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data31 < 0 || isNaN(data31)){
validate32.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid6 = _errs63 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.verbal_terms !== undefined){
const _errs65 = errors;
if(typeof data29.verbal_terms !== "string"){
validate32.errors = [{instancePath:instancePath+"/creator_program/verbal_terms",schemaPath:"#/components/schemas/CreatorProgramBase/properties/verbal_terms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs65 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.message !== undefined){
const _errs67 = errors;
if(typeof data29.message !== "string"){
validate32.errors = [{instancePath:instancePath+"/creator_program/message",schemaPath:"#/components/schemas/CreatorProgramBase/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs67 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.inherits_from_tier !== undefined){
const _errs69 = errors;
if(typeof data29.inherits_from_tier !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/creator_program/inherits_from_tier",schemaPath:"#/components/schemas/CreatorProgramBase/properties/inherits_from_tier/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid6 = _errs69 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.current_balance_usd !== undefined){
let data35 = data.current_balance_usd;
const _errs71 = errors;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
validate32.errors = [{instancePath:instancePath+"/current_balance_usd",schemaPath:"#/properties/current_balance_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data36 = data.items;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data36)){
var valid7 = true;
const len3 = data36.length;
for(let i3=0; i3<len3; i3++){
const _errs75 = errors;
if(!(validate42(data36[i3], {instancePath:instancePath+"/items/" + i3,parentData:data36,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid7 = _errs75 === errors;
if(!valid7){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redeemed_at !== undefined){
let data38 = data.redeemed_at;
const _errs76 = errors;
if(!((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38)))){
validate32.errors = [{instancePath:instancePath+"/redeemed_at",schemaPath:"#/properties/redeemed_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.order_item_id !== undefined){
const _errs78 = errors;
if(typeof data.order_item_id !== "string"){
validate32.errors = [{instancePath:instancePath+"/order_item_id",schemaPath:"#/properties/order_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs78 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"free_items":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true,"discount_amount_usd":true,"requirements_expression":true,"expires_at":true,"applicable_item_ids":true,"category_id":true,"min_amount":true,"max_redemptions":true,"max_redemptions_per_user":true,"is_stackable_with_bonus_coupons":true,"stackable_bonus_limit_percent":true,"is_stackable_with_discount_coupons":true,"stackable_discount_limit_percent":true,"store_item_discount_limit_percent":true,"store_item_bonus_limit_percent":true,"start_at":true,"end_at":true,"player_ids":true,"exclude_player_ids":true,"name":true,"code":true,"type":true,"id":true,"creator_program":true,"current_balance_usd":true,"items":true,"redeemed_at":true,"order_item_id":true},"dynamicProps":false,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/4" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate32(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response5 = validate53;
const schema69 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/5"};
const schema70 = {"type":"object","required":["name","code","type","id"],"description":"A coupon as the service returns it.","x-source":"spec §2, provider 2026.07.14","properties":{"free_items":{"$ref":"#/components/schemas/CouponFreeItems","description":"Items granted on redemption (free-item coupons).","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Percent taken off the price (discount coupons).","x-source":"provider 2026.07.14"},"bonus_percent":{"type":"integer","minimum":0,"maximum":1000,"description":"Percent of extra quantity (bonus coupons).","x-source":"provider 2026.07.14"},"bonus_fixed":{"type":["integer","null"],"minimum":1,"description":"Fixed extra quantity (bonus coupons).","x-source":"provider 2026.07.14"},"discount_amount_usd":{"type":"integer","minimum":0,"description":"Amount taken off, in US dollars (fixed discount coupons).","x-source":"provider 2026.07.14"},"requirements_expression":{"$ref":"#/components/schemas/Expression","description":"Condition a player must meet to redeem the coupon.","x-source":"provider 2026.07.14"},"expires_at":{"type":"integer","description":"When the coupon expires (Unix seconds).","x-source":"provider 2026.07.14"},"applicable_item_ids":{"type":"array","items":{"type":"string"},"description":"Items the coupon applies to; all items when empty.","x-source":"provider 2026.07.14"},"category_id":{"type":"string","description":"The coupon category this coupon is filed under.","x-source":"provider 2026.07.14"},"min_amount":{"type":"integer","description":"Smallest order amount the coupon applies to.","x-source":"provider 2026.07.14"},"max_redemptions":{"type":"integer","description":"How many times the code can be redeemed in all.","x-source":"provider 2026.07.14"},"max_redemptions_per_user":{"type":"integer","description":"How many times one player can redeem it.","x-source":"provider 2026.07.14"},"is_stackable_with_bonus_coupons":{"type":"boolean","description":"Whether it combines with bonus coupons.","x-source":"provider 2026.07.14"},"stackable_bonus_limit_percent":{"type":"integer","description":"Cap on the combined bonus percent when stacked with bonus coupons.","x-source":"provider 2026.07.14"},"is_stackable_with_discount_coupons":{"type":"boolean","description":"Whether it combines with discount coupons.","x-source":"provider 2026.07.14"},"stackable_discount_limit_percent":{"type":"integer","description":"Cap on the combined discount percent when stacked with discount coupons.","x-source":"provider 2026.07.14"},"store_item_discount_limit_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Cap on the store item's own discount and the coupon's together.","x-source":"provider 2026.07.14"},"store_item_bonus_limit_percent":{"type":"integer","minimum":0,"maximum":1000,"description":"Cap on the store item's own bonus and the coupon's together.","x-source":"provider 2026.07.14"},"start_at":{"type":"integer","description":"When the coupon starts to be valid (Unix seconds).","x-source":"provider 2026.07.14"},"end_at":{"type":"integer","description":"When the coupon stops being valid (Unix seconds).","x-source":"provider 2026.07.14"},"player_ids":{"type":"array","items":{"type":"string"},"description":"Only these players may redeem it; anyone when empty.","x-source":"provider 2026.07.14"},"exclude_player_ids":{"type":"array","items":{"type":"string"},"description":"Players who may not redeem it.","x-source":"provider 2026.07.14"},"name":{"type":"string","maxLength":255,"description":"Name for the dashboard.","x-source":"provider 2026.07.14"},"code":{"type":"string","maxLength":20,"description":"The code players enter.","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/CouponType","description":"What the coupon gives.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The coupon's id, set by the service.","x-source":"provider 2026.07.14"},"creator_program":{"$ref":"#/components/schemas/CreatorProgramBase","description":"The creator this coupon is a promo code of, if any.","x-source":"provider 2026.07.14"},"current_balance_usd":{"type":"integer","description":"What is left to spend, in US dollars (fixed discount coupons).","x-source":"provider 2026.07.14"},"items":{"type":"array","items":{"$ref":"#/components/schemas/ItemRead"},"description":"The items the coupon grants, in the order of `free_items.items`.","x-source":"provider 2026.07.14"}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.name === undefined) && (missing0 = "name")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.id === undefined) && (missing0 = "id"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.free_items !== undefined){
const _errs1 = errors;
if(!(validate33(data.free_items, {instancePath:instancePath+"/free_items",parentData:data,parentDataProperty:"free_items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data1 = data.discount_percent;
const _errs2 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate54.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
validate54.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate54.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_percent !== undefined){
let data2 = data.bonus_percent;
const _errs4 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate54.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if(typeof data2 == "number"){
if(data2 > 1000 || isNaN(data2)){
validate54.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate54.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_fixed !== undefined){
let data3 = data.bonus_fixed;
const _errs6 = errors;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
validate54.errors = [{instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/type",keyword:"type",params:{type: schema70.properties.bonus_fixed.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs6){
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
validate54.errors = [{instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_amount_usd !== undefined){
let data4 = data.discount_amount_usd;
const _errs8 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate54.errors = [{instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate54.errors = [{instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requirements_expression !== undefined){
const _errs10 = errors;
if(!(validate35(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
let data6 = data.expires_at;
const _errs11 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate54.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applicable_item_ids !== undefined){
let data7 = data.applicable_item_ids;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data7)){
var valid1 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(typeof data7[i0] !== "string"){
validate54.errors = [{instancePath:instancePath+"/applicable_item_ids/" + i0,schemaPath:"#/properties/applicable_item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/applicable_item_ids",schemaPath:"#/properties/applicable_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category_id !== undefined){
const _errs17 = errors;
if(typeof data.category_id !== "string"){
validate54.errors = [{instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.min_amount !== undefined){
let data10 = data.min_amount;
const _errs19 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate54.errors = [{instancePath:instancePath+"/min_amount",schemaPath:"#/properties/min_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_redemptions !== undefined){
let data11 = data.max_redemptions;
const _errs21 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate54.errors = [{instancePath:instancePath+"/max_redemptions",schemaPath:"#/properties/max_redemptions/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_redemptions_per_user !== undefined){
let data12 = data.max_redemptions_per_user;
const _errs23 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate54.errors = [{instancePath:instancePath+"/max_redemptions_per_user",schemaPath:"#/properties/max_redemptions_per_user/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable_with_bonus_coupons !== undefined){
const _errs25 = errors;
if(typeof data.is_stackable_with_bonus_coupons !== "boolean"){
validate54.errors = [{instancePath:instancePath+"/is_stackable_with_bonus_coupons",schemaPath:"#/properties/is_stackable_with_bonus_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stackable_bonus_limit_percent !== undefined){
let data14 = data.stackable_bonus_limit_percent;
const _errs27 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate54.errors = [{instancePath:instancePath+"/stackable_bonus_limit_percent",schemaPath:"#/properties/stackable_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable_with_discount_coupons !== undefined){
const _errs29 = errors;
if(typeof data.is_stackable_with_discount_coupons !== "boolean"){
validate54.errors = [{instancePath:instancePath+"/is_stackable_with_discount_coupons",schemaPath:"#/properties/is_stackable_with_discount_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stackable_discount_limit_percent !== undefined){
let data16 = data.stackable_discount_limit_percent;
const _errs31 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate54.errors = [{instancePath:instancePath+"/stackable_discount_limit_percent",schemaPath:"#/properties/stackable_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store_item_discount_limit_percent !== undefined){
let data17 = data.store_item_discount_limit_percent;
const _errs33 = errors;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
validate54.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if(typeof data17 == "number"){
if(data17 > 100 || isNaN(data17)){
validate54.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data17 < 0 || isNaN(data17)){
validate54.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store_item_bonus_limit_percent !== undefined){
let data18 = data.store_item_bonus_limit_percent;
const _errs35 = errors;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
validate54.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs35){
if(typeof data18 == "number"){
if(data18 > 1000 || isNaN(data18)){
validate54.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate54.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_at !== undefined){
let data19 = data.start_at;
const _errs37 = errors;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
validate54.errors = [{instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_at !== undefined){
let data20 = data.end_at;
const _errs39 = errors;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
validate54.errors = [{instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.player_ids !== undefined){
let data21 = data.player_ids;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data21)){
var valid2 = true;
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
const _errs43 = errors;
if(typeof data21[i1] !== "string"){
validate54.errors = [{instancePath:instancePath+"/player_ids/" + i1,schemaPath:"#/properties/player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs43 === errors;
if(!valid2){
break;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/player_ids",schemaPath:"#/properties/player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclude_player_ids !== undefined){
let data23 = data.exclude_player_ids;
const _errs45 = errors;
if(errors === _errs45){
if(Array.isArray(data23)){
var valid3 = true;
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
const _errs47 = errors;
if(typeof data23[i2] !== "string"){
validate54.errors = [{instancePath:instancePath+"/exclude_player_ids/" + i2,schemaPath:"#/properties/exclude_player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs47 === errors;
if(!valid3){
break;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/exclude_player_ids",schemaPath:"#/properties/exclude_player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data25 = data.name;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data25 === "string"){
if(func1(data25) > 255){
validate54.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data26 = data.code;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data26 === "string"){
if(func1(data26) > 20){
validate54.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data27 = data.type;
const _errs53 = errors;
if(typeof data27 !== "string"){
validate54.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data27 === "bonus") || (data27 === "discount")) || (data27 === "free_item")) || (data27 === "vc")) || (data27 === "non_benefit")) || (data27 === "discount_fixed")) || (data27 === "discount_reward_point"))){
validate54.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs56 = errors;
if(typeof data.id !== "string"){
validate54.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creator_program !== undefined){
let data29 = data.creator_program;
const _errs58 = errors;
const _errs59 = errors;
if(errors === _errs59){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing1;
if(((((data29.creator_id === undefined) && (missing1 = "creator_id")) || ((data29.reward === undefined) && (missing1 = "reward"))) || ((data29.verbal_terms === undefined) && (missing1 = "verbal_terms"))) || ((data29.message === undefined) && (missing1 = "message"))){
validate54.errors = [{instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data29.creator_id !== undefined){
const _errs61 = errors;
if(typeof data29.creator_id !== "string"){
validate54.errors = [{instancePath:instancePath+"/creator_program/creator_id",schemaPath:"#/components/schemas/CreatorProgramBase/properties/creator_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs61 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.reward !== undefined){
let data31 = data29.reward;
const _errs63 = errors;
if(!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))){
validate54.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if(typeof data31 == "number"){
if(data31 > 100 || isNaN(data31)){
validate54.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data31 < 0 || isNaN(data31)){
validate54.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid6 = _errs63 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.verbal_terms !== undefined){
const _errs65 = errors;
if(typeof data29.verbal_terms !== "string"){
validate54.errors = [{instancePath:instancePath+"/creator_program/verbal_terms",schemaPath:"#/components/schemas/CreatorProgramBase/properties/verbal_terms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs65 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.message !== undefined){
const _errs67 = errors;
if(typeof data29.message !== "string"){
validate54.errors = [{instancePath:instancePath+"/creator_program/message",schemaPath:"#/components/schemas/CreatorProgramBase/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs67 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.inherits_from_tier !== undefined){
const _errs69 = errors;
if(typeof data29.inherits_from_tier !== "boolean"){
validate54.errors = [{instancePath:instancePath+"/creator_program/inherits_from_tier",schemaPath:"#/components/schemas/CreatorProgramBase/properties/inherits_from_tier/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid6 = _errs69 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.current_balance_usd !== undefined){
let data35 = data.current_balance_usd;
const _errs71 = errors;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
validate54.errors = [{instancePath:instancePath+"/current_balance_usd",schemaPath:"#/properties/current_balance_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data36 = data.items;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data36)){
var valid7 = true;
const len3 = data36.length;
for(let i3=0; i3<len3; i3++){
const _errs75 = errors;
if(!(validate42(data36[i3], {instancePath:instancePath+"/items/" + i3,parentData:data36,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid7 = _errs75 === errors;
if(!valid7){
break;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"free_items":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true,"discount_amount_usd":true,"requirements_expression":true,"expires_at":true,"applicable_item_ids":true,"category_id":true,"min_amount":true,"max_redemptions":true,"max_redemptions_per_user":true,"is_stackable_with_bonus_coupons":true,"stackable_bonus_limit_percent":true,"is_stackable_with_discount_coupons":true,"stackable_discount_limit_percent":true,"store_item_discount_limit_percent":true,"store_item_bonus_limit_percent":true,"start_at":true,"end_at":true,"player_ids":true,"exclude_player_ids":true,"name":true,"code":true,"type":true,"id":true,"creator_program":true,"current_balance_usd":true,"items":true},"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/5" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate54(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response6 = validate59;
const schema73 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/6"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.name === undefined) && (missing0 = "name")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.id === undefined) && (missing0 = "id"))){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.free_items !== undefined){
const _errs1 = errors;
if(!(validate33(data.free_items, {instancePath:instancePath+"/free_items",parentData:data,parentDataProperty:"free_items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data1 = data.discount_percent;
const _errs2 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate60.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
validate60.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate60.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_percent !== undefined){
let data2 = data.bonus_percent;
const _errs4 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate60.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if(typeof data2 == "number"){
if(data2 > 1000 || isNaN(data2)){
validate60.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate60.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_fixed !== undefined){
let data3 = data.bonus_fixed;
const _errs6 = errors;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
validate60.errors = [{instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/type",keyword:"type",params:{type: schema70.properties.bonus_fixed.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs6){
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
validate60.errors = [{instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_amount_usd !== undefined){
let data4 = data.discount_amount_usd;
const _errs8 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate60.errors = [{instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate60.errors = [{instancePath:instancePath+"/discount_amount_usd",schemaPath:"#/properties/discount_amount_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requirements_expression !== undefined){
const _errs10 = errors;
if(!(validate35(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
let data6 = data.expires_at;
const _errs11 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate60.errors = [{instancePath:instancePath+"/expires_at",schemaPath:"#/properties/expires_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applicable_item_ids !== undefined){
let data7 = data.applicable_item_ids;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data7)){
var valid1 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(typeof data7[i0] !== "string"){
validate60.errors = [{instancePath:instancePath+"/applicable_item_ids/" + i0,schemaPath:"#/properties/applicable_item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/applicable_item_ids",schemaPath:"#/properties/applicable_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category_id !== undefined){
const _errs17 = errors;
if(typeof data.category_id !== "string"){
validate60.errors = [{instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.min_amount !== undefined){
let data10 = data.min_amount;
const _errs19 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate60.errors = [{instancePath:instancePath+"/min_amount",schemaPath:"#/properties/min_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_redemptions !== undefined){
let data11 = data.max_redemptions;
const _errs21 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate60.errors = [{instancePath:instancePath+"/max_redemptions",schemaPath:"#/properties/max_redemptions/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_redemptions_per_user !== undefined){
let data12 = data.max_redemptions_per_user;
const _errs23 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate60.errors = [{instancePath:instancePath+"/max_redemptions_per_user",schemaPath:"#/properties/max_redemptions_per_user/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable_with_bonus_coupons !== undefined){
const _errs25 = errors;
if(typeof data.is_stackable_with_bonus_coupons !== "boolean"){
validate60.errors = [{instancePath:instancePath+"/is_stackable_with_bonus_coupons",schemaPath:"#/properties/is_stackable_with_bonus_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stackable_bonus_limit_percent !== undefined){
let data14 = data.stackable_bonus_limit_percent;
const _errs27 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate60.errors = [{instancePath:instancePath+"/stackable_bonus_limit_percent",schemaPath:"#/properties/stackable_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable_with_discount_coupons !== undefined){
const _errs29 = errors;
if(typeof data.is_stackable_with_discount_coupons !== "boolean"){
validate60.errors = [{instancePath:instancePath+"/is_stackable_with_discount_coupons",schemaPath:"#/properties/is_stackable_with_discount_coupons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stackable_discount_limit_percent !== undefined){
let data16 = data.stackable_discount_limit_percent;
const _errs31 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate60.errors = [{instancePath:instancePath+"/stackable_discount_limit_percent",schemaPath:"#/properties/stackable_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store_item_discount_limit_percent !== undefined){
let data17 = data.store_item_discount_limit_percent;
const _errs33 = errors;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
validate60.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs33){
if(typeof data17 == "number"){
if(data17 > 100 || isNaN(data17)){
validate60.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data17 < 0 || isNaN(data17)){
validate60.errors = [{instancePath:instancePath+"/store_item_discount_limit_percent",schemaPath:"#/properties/store_item_discount_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store_item_bonus_limit_percent !== undefined){
let data18 = data.store_item_bonus_limit_percent;
const _errs35 = errors;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
validate60.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs35){
if(typeof data18 == "number"){
if(data18 > 1000 || isNaN(data18)){
validate60.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate60.errors = [{instancePath:instancePath+"/store_item_bonus_limit_percent",schemaPath:"#/properties/store_item_bonus_limit_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_at !== undefined){
let data19 = data.start_at;
const _errs37 = errors;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
validate60.errors = [{instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_at !== undefined){
let data20 = data.end_at;
const _errs39 = errors;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
validate60.errors = [{instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.player_ids !== undefined){
let data21 = data.player_ids;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data21)){
var valid2 = true;
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
const _errs43 = errors;
if(typeof data21[i1] !== "string"){
validate60.errors = [{instancePath:instancePath+"/player_ids/" + i1,schemaPath:"#/properties/player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs43 === errors;
if(!valid2){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/player_ids",schemaPath:"#/properties/player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclude_player_ids !== undefined){
let data23 = data.exclude_player_ids;
const _errs45 = errors;
if(errors === _errs45){
if(Array.isArray(data23)){
var valid3 = true;
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
const _errs47 = errors;
if(typeof data23[i2] !== "string"){
validate60.errors = [{instancePath:instancePath+"/exclude_player_ids/" + i2,schemaPath:"#/properties/exclude_player_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs47 === errors;
if(!valid3){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/exclude_player_ids",schemaPath:"#/properties/exclude_player_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data25 = data.name;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data25 === "string"){
if(func1(data25) > 255){
validate60.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data26 = data.code;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data26 === "string"){
if(func1(data26) > 20){
validate60.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data27 = data.type;
const _errs53 = errors;
if(typeof data27 !== "string"){
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data27 === "bonus") || (data27 === "discount")) || (data27 === "free_item")) || (data27 === "vc")) || (data27 === "non_benefit")) || (data27 === "discount_fixed")) || (data27 === "discount_reward_point"))){
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs56 = errors;
if(typeof data.id !== "string"){
validate60.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creator_program !== undefined){
let data29 = data.creator_program;
const _errs58 = errors;
const _errs59 = errors;
if(errors === _errs59){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing1;
if(((((data29.creator_id === undefined) && (missing1 = "creator_id")) || ((data29.reward === undefined) && (missing1 = "reward"))) || ((data29.verbal_terms === undefined) && (missing1 = "verbal_terms"))) || ((data29.message === undefined) && (missing1 = "message"))){
validate60.errors = [{instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data29.creator_id !== undefined){
const _errs61 = errors;
if(typeof data29.creator_id !== "string"){
validate60.errors = [{instancePath:instancePath+"/creator_program/creator_id",schemaPath:"#/components/schemas/CreatorProgramBase/properties/creator_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs61 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.reward !== undefined){
let data31 = data29.reward;
const _errs63 = errors;
if(!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))){
validate60.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if(typeof data31 == "number"){
if(data31 > 100 || isNaN(data31)){
validate60.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data31 < 0 || isNaN(data31)){
validate60.errors = [{instancePath:instancePath+"/creator_program/reward",schemaPath:"#/components/schemas/CreatorProgramBase/properties/reward/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid6 = _errs63 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.verbal_terms !== undefined){
const _errs65 = errors;
if(typeof data29.verbal_terms !== "string"){
validate60.errors = [{instancePath:instancePath+"/creator_program/verbal_terms",schemaPath:"#/components/schemas/CreatorProgramBase/properties/verbal_terms/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs65 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.message !== undefined){
const _errs67 = errors;
if(typeof data29.message !== "string"){
validate60.errors = [{instancePath:instancePath+"/creator_program/message",schemaPath:"#/components/schemas/CreatorProgramBase/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs67 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data29.inherits_from_tier !== undefined){
const _errs69 = errors;
if(typeof data29.inherits_from_tier !== "boolean"){
validate60.errors = [{instancePath:instancePath+"/creator_program/inherits_from_tier",schemaPath:"#/components/schemas/CreatorProgramBase/properties/inherits_from_tier/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid6 = _errs69 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/creator_program",schemaPath:"#/components/schemas/CreatorProgramBase/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.current_balance_usd !== undefined){
let data35 = data.current_balance_usd;
const _errs71 = errors;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
validate60.errors = [{instancePath:instancePath+"/current_balance_usd",schemaPath:"#/properties/current_balance_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data36 = data.items;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data36)){
var valid7 = true;
const len3 = data36.length;
for(let i3=0; i3<len3; i3++){
const _errs75 = errors;
if(!(validate42(data36[i3], {instancePath:instancePath+"/items/" + i3,parentData:data36,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid7 = _errs75 === errors;
if(!valid7){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":{"free_items":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true,"discount_amount_usd":true,"requirements_expression":true,"expires_at":true,"applicable_item_ids":true,"category_id":true,"min_amount":true,"max_redemptions":true,"max_redemptions_per_user":true,"is_stackable_with_bonus_coupons":true,"stackable_bonus_limit_percent":true,"is_stackable_with_discount_coupons":true,"stackable_discount_limit_percent":true,"store_item_discount_limit_percent":true,"store_item_bonus_limit_percent":true,"start_at":true,"end_at":true,"player_ids":true,"exclude_player_ids":true,"name":true,"code":true,"type":true,"id":true,"creator_program":true,"current_balance_usd":true,"items":true},"dynamicProps":false,"dynamicItems":false};


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/6" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"free_items":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true,"discount_amount_usd":true,"requirements_expression":true,"expires_at":true,"applicable_item_ids":true,"category_id":true,"min_amount":true,"max_redemptions":true,"max_redemptions_per_user":true,"is_stackable_with_bonus_coupons":true,"stackable_bonus_limit_percent":true,"is_stackable_with_discount_coupons":true,"stackable_discount_limit_percent":true,"store_item_discount_limit_percent":true,"store_item_bonus_limit_percent":true,"start_at":true,"end_at":true,"player_ids":true,"exclude_player_ids":true,"name":true,"code":true,"type":true,"id":true,"creator_program":true,"current_balance_usd":true,"items":true},"dynamicProps":false,"dynamicItems":false};

const response7 = validate65;
const schema77 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/7"};
const schema78 = {"type":"string","pattern":"^[A-Z]{2}$","description":"Two-letter uppercase country code (§4 Creators).","x-source":"spec §4"};
const pattern4 = new RegExp("^[A-Z]{2}$", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/7" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
validate65.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""}];
return false;
}
}
else {
validate65.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response8 = validate66;
const schema79 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorPage","$id":"https://game-commerce-s2s.invalid/openapi.json/response/8"};
const schema80 = {"type":"object","required":["data","total","limit","offset","has_next"],"description":"One page of GET /v1/creators: the creators in `data`, with the paging figures.","x-source":"spec §2, provider 2026.07.14","properties":{"data":{"type":"array","items":{"$ref":"#/components/schemas/CreatorRead"},"description":"The creators of this page.","x-source":"provider 2026.07.14"},"total":{"type":"integer","description":"How many creators match, over all pages.","x-source":"provider 2026.07.14"},"limit":{"type":"integer","description":"The page size used.","x-source":"provider 2026.07.14"},"offset":{"type":"integer","description":"How many matching creators come before this page.","x-source":"provider 2026.07.14"},"has_next":{"type":"boolean","description":"Whether another page follows.","x-source":"provider 2026.07.14"}}};
const schema81 = {"type":"object","required":["name","email","id"],"description":"A creator (an influencer with a promo code) as the service returns it.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","description":"The creator's name.","x-source":"provider 2026.07.14"},"email":{"type":"string","description":"Where the service contacts the creator.","x-source":"provider 2026.07.14"},"avatar_url":{"type":"string","description":"The creator's picture.","x-source":"provider 2026.07.14"},"extra_terms_url":{"type":"string","description":"Address of terms added to the standard ones.","x-source":"provider 2026.07.14"},"extra_terms_text":{"type":"string","description":"Text of terms added to the standard ones.","x-source":"provider 2026.07.14"},"social_medias":{"type":"array","items":{"$ref":"#/components/schemas/CreatorSocial"},"description":"The creator's social media profiles.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The creator's id, set by the service.","x-source":"provider 2026.07.14"},"coupon_count":{"type":"integer","default":0,"description":"How many coupons the creator has.","x-source":"provider 2026.07.14"},"revenue":{"type":"integer","default":0,"description":"Revenue attributed to the creator.","x-source":"provider 2026.07.14"},"balance":{"type":"integer","default":0,"description":"What the game owes the creator.","x-source":"provider 2026.07.14"},"terms":{"$ref":"#/components/schemas/CreatorTermsRead","description":"The creator's acceptance of the terms, once given.","x-source":"provider 2026.07.14"},"creator_tier_group_id":{"type":"string","description":"The tier group the creator belongs to.","x-source":"provider 2026.07.14"},"current_creator_tier_id":{"type":"string","description":"The tier the creator's lifetime revenue currently reaches.","x-source":"provider 2026.07.14"},"revenue_share_override_enabled":{"type":"boolean","default":false,"description":"When true, `revenue_share_override_bps` replaces the tier's share.","x-source":"provider 2026.07.14"},"revenue_share_override_bps":{"type":"integer","default":0,"description":"The creator's own share in basis points (0 to 10,000); needed when the override is enabled.","x-source":"provider 2026.07.14"},"lifetime_gross_usd_cents":{"type":"integer","default":0,"description":"All revenue attributed to the creator so far, in US cents.","x-source":"provider 2026.07.14"},"annotation":{"$ref":"#/components/schemas/CreatorAnnotation","description":"Internal notes about the creator.","x-source":"provider 2026.07.14"}}};
const schema86 = {"type":"object","description":"Internal notes about a creator, for the game's operators only.","x-source":"provider 2026.07.14","properties":{"note":{"type":"string","maxLength":2000,"description":"Free-text note.","x-source":"provider 2026.07.14"},"display_name":{"type":"string","maxLength":120,"description":"Name operators know the creator by.","x-source":"provider 2026.07.14"}}};
const schema82 = {"type":"object","required":["url"],"description":"A link to one of the creator's social media profiles.","x-source":"provider 2026.07.14","properties":{"url":{"type":"string","description":"Address of the profile.","x-source":"provider 2026.07.14"},"platform":{"$ref":"#/components/schemas/CreatorSocialPlatform","description":"The platform of the profile.","x-source":"provider 2026.07.14"}}};
const schema83 = {"type":"string","enum":["tiktok","youtube","instagram","threads","x_twitter","facebook","reddit","twitch","other"],"description":"Social platforms a creator can be on.","x-source":"spec §2, provider 2026.07.14"};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.url !== undefined){
const _errs1 = errors;
if(typeof data.url !== "string"){
validate69.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.platform !== undefined){
let data1 = data.platform;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate69.errors = [{instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/CreatorSocialPlatform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data1 === "tiktok") || (data1 === "youtube")) || (data1 === "instagram")) || (data1 === "threads")) || (data1 === "x_twitter")) || (data1 === "facebook")) || (data1 === "reddit")) || (data1 === "twitch")) || (data1 === "other"))){
validate69.errors = [{instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/CreatorSocialPlatform/enum",keyword:"enum",params:{allowedValues: schema83.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":{"url":true,"platform":true},"dynamicProps":false,"dynamicItems":false};

const schema84 = {"type":"object","required":["id","accepted_at"],"description":"The creator's acceptance of the creator-program terms.","x-source":"spec §2, provider 2026.07.14","properties":{"id":{"type":"string","description":"Id of this acceptance.","x-source":"provider 2026.07.14"},"accepted_at":{"type":"integer","description":"When the creator accepted (Unix seconds).","x-source":"provider 2026.07.14"},"date_of_birth":{"type":"string","format":"date","description":"The creator's date of birth.","x-source":"provider 2026.07.14"},"country":{"type":"string","pattern":"^[A-Z]{2}$","description":"The creator's country (two-letter code).","x-source":"provider 2026.07.14"},"state":{"$ref":"#/components/schemas/UnitedStates","description":"The creator's US state, where it applies.","x-source":"provider 2026.07.14"},"age":{"type":"integer","description":"The creator's age.","x-source":"provider 2026.07.14"}}};
const schema85 = {"type":"string","enum":["US-AL","US-MS","US-NE","US-PR"],"description":"US state codes (ISO 3166-2) that creator terms record.","x-source":"provider 2026.07.14"};
const formats28 = (formats28_namespace[Symbol.toStringTag] === "Module" && "default" in formats28_namespace ? formats28_namespace.default : formats28_namespace).fullFormats.date;

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.accepted_at === undefined) && (missing0 = "accepted_at"))){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate71.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accepted_at !== undefined){
let data1 = data.accepted_at;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate71.errors = [{instancePath:instancePath+"/accepted_at",schemaPath:"#/properties/accepted_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date_of_birth !== undefined){
let data2 = data.date_of_birth;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats28.validate(data2))){
validate71.errors = [{instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.country !== undefined){
let data3 = data.country;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
validate71.errors = [{instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data4 = data.state;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate71.errors = [{instancePath:instancePath+"/state",schemaPath:"#/components/schemas/UnitedStates/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data4 === "US-AL") || (data4 === "US-MS")) || (data4 === "US-NE")) || (data4 === "US-PR"))){
validate71.errors = [{instancePath:instancePath+"/state",schemaPath:"#/components/schemas/UnitedStates/enum",keyword:"enum",params:{allowedValues: schema85.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.age !== undefined){
let data5 = data.age;
const _errs12 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate71.errors = [{instancePath:instancePath+"/age",schemaPath:"#/properties/age/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"id":true,"accepted_at":true,"date_of_birth":true,"country":true,"state":true,"age":true},"dynamicProps":false,"dynamicItems":false};


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.email === undefined) && (missing0 = "email"))) || ((data.id === undefined) && (missing0 = "id"))){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate68.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs3 = errors;
if(typeof data.email !== "string"){
validate68.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avatar_url !== undefined){
const _errs5 = errors;
if(typeof data.avatar_url !== "string"){
validate68.errors = [{instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extra_terms_url !== undefined){
const _errs7 = errors;
if(typeof data.extra_terms_url !== "string"){
validate68.errors = [{instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extra_terms_text !== undefined){
const _errs9 = errors;
if(typeof data.extra_terms_text !== "string"){
validate68.errors = [{instancePath:instancePath+"/extra_terms_text",schemaPath:"#/properties/extra_terms_text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.social_medias !== undefined){
let data5 = data.social_medias;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate69(data5[i0], {instancePath:instancePath+"/social_medias/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/social_medias",schemaPath:"#/properties/social_medias/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs14 = errors;
if(typeof data.id !== "string"){
validate68.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.coupon_count !== undefined){
let data8 = data.coupon_count;
const _errs16 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate68.errors = [{instancePath:instancePath+"/coupon_count",schemaPath:"#/properties/coupon_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revenue !== undefined){
let data9 = data.revenue;
const _errs18 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate68.errors = [{instancePath:instancePath+"/revenue",schemaPath:"#/properties/revenue/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balance !== undefined){
let data10 = data.balance;
const _errs20 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate68.errors = [{instancePath:instancePath+"/balance",schemaPath:"#/properties/balance/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.terms !== undefined){
const _errs22 = errors;
if(!(validate71(data.terms, {instancePath:instancePath+"/terms",parentData:data,parentDataProperty:"terms",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creator_tier_group_id !== undefined){
const _errs23 = errors;
if(typeof data.creator_tier_group_id !== "string"){
validate68.errors = [{instancePath:instancePath+"/creator_tier_group_id",schemaPath:"#/properties/creator_tier_group_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.current_creator_tier_id !== undefined){
const _errs25 = errors;
if(typeof data.current_creator_tier_id !== "string"){
validate68.errors = [{instancePath:instancePath+"/current_creator_tier_id",schemaPath:"#/properties/current_creator_tier_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revenue_share_override_enabled !== undefined){
const _errs27 = errors;
if(typeof data.revenue_share_override_enabled !== "boolean"){
validate68.errors = [{instancePath:instancePath+"/revenue_share_override_enabled",schemaPath:"#/properties/revenue_share_override_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revenue_share_override_bps !== undefined){
let data15 = data.revenue_share_override_bps;
const _errs29 = errors;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
validate68.errors = [{instancePath:instancePath+"/revenue_share_override_bps",schemaPath:"#/properties/revenue_share_override_bps/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lifetime_gross_usd_cents !== undefined){
let data16 = data.lifetime_gross_usd_cents;
const _errs31 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate68.errors = [{instancePath:instancePath+"/lifetime_gross_usd_cents",schemaPath:"#/properties/lifetime_gross_usd_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.annotation !== undefined){
let data17 = data.annotation;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.note !== undefined){
let data18 = data17.note;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data18 === "string"){
if(func1(data18) > 2000){
validate68.errors = [{instancePath:instancePath+"/annotation/note",schemaPath:"#/components/schemas/CreatorAnnotation/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/annotation/note",schemaPath:"#/components/schemas/CreatorAnnotation/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs36 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.display_name !== undefined){
let data19 = data17.display_name;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data19 === "string"){
if(func1(data19) > 120){
validate68.errors = [{instancePath:instancePath+"/annotation/display_name",schemaPath:"#/components/schemas/CreatorAnnotation/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/annotation/display_name",schemaPath:"#/components/schemas/CreatorAnnotation/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs38 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/annotation",schemaPath:"#/components/schemas/CreatorAnnotation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"name":true,"email":true,"avatar_url":true,"extra_terms_url":true,"extra_terms_text":true,"social_medias":true,"id":true,"coupon_count":true,"revenue":true,"balance":true,"terms":true,"creator_tier_group_id":true,"current_creator_tier_id":true,"revenue_share_override_enabled":true,"revenue_share_override_bps":true,"lifetime_gross_usd_cents":true,"annotation":true},"dynamicProps":false,"dynamicItems":false};


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.data === undefined) && (missing0 = "data")) || ((data.total === undefined) && (missing0 = "total"))) || ((data.limit === undefined) && (missing0 = "limit"))) || ((data.offset === undefined) && (missing0 = "offset"))) || ((data.has_next === undefined) && (missing0 = "has_next"))){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate68(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate67.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
let data2 = data.total;
const _errs4 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate67.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
let data3 = data.limit;
const _errs6 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate67.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offset !== undefined){
let data4 = data.offset;
const _errs8 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate67.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.has_next !== undefined){
const _errs10 = errors;
if(typeof data.has_next !== "boolean"){
validate67.errors = [{instancePath:instancePath+"/has_next",schemaPath:"#/properties/has_next/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":{"data":true,"total":true,"limit":true,"offset":true,"has_next":true},"dynamicProps":false,"dynamicItems":false};


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/8" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate67(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":{"data":true,"total":true,"limit":true,"offset":true,"has_next":true},"dynamicProps":false,"dynamicItems":false};

const response9 = validate75;
const schema87 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/9"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.email === undefined) && (missing0 = "email"))) || ((data.id === undefined) && (missing0 = "id"))){
validate76.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate76.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs3 = errors;
if(typeof data.email !== "string"){
validate76.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avatar_url !== undefined){
const _errs5 = errors;
if(typeof data.avatar_url !== "string"){
validate76.errors = [{instancePath:instancePath+"/avatar_url",schemaPath:"#/properties/avatar_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extra_terms_url !== undefined){
const _errs7 = errors;
if(typeof data.extra_terms_url !== "string"){
validate76.errors = [{instancePath:instancePath+"/extra_terms_url",schemaPath:"#/properties/extra_terms_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extra_terms_text !== undefined){
const _errs9 = errors;
if(typeof data.extra_terms_text !== "string"){
validate76.errors = [{instancePath:instancePath+"/extra_terms_text",schemaPath:"#/properties/extra_terms_text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.social_medias !== undefined){
let data5 = data.social_medias;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate69(data5[i0], {instancePath:instancePath+"/social_medias/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/social_medias",schemaPath:"#/properties/social_medias/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs14 = errors;
if(typeof data.id !== "string"){
validate76.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.coupon_count !== undefined){
let data8 = data.coupon_count;
const _errs16 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate76.errors = [{instancePath:instancePath+"/coupon_count",schemaPath:"#/properties/coupon_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revenue !== undefined){
let data9 = data.revenue;
const _errs18 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate76.errors = [{instancePath:instancePath+"/revenue",schemaPath:"#/properties/revenue/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balance !== undefined){
let data10 = data.balance;
const _errs20 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate76.errors = [{instancePath:instancePath+"/balance",schemaPath:"#/properties/balance/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.terms !== undefined){
const _errs22 = errors;
if(!(validate71(data.terms, {instancePath:instancePath+"/terms",parentData:data,parentDataProperty:"terms",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creator_tier_group_id !== undefined){
const _errs23 = errors;
if(typeof data.creator_tier_group_id !== "string"){
validate76.errors = [{instancePath:instancePath+"/creator_tier_group_id",schemaPath:"#/properties/creator_tier_group_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.current_creator_tier_id !== undefined){
const _errs25 = errors;
if(typeof data.current_creator_tier_id !== "string"){
validate76.errors = [{instancePath:instancePath+"/current_creator_tier_id",schemaPath:"#/properties/current_creator_tier_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revenue_share_override_enabled !== undefined){
const _errs27 = errors;
if(typeof data.revenue_share_override_enabled !== "boolean"){
validate76.errors = [{instancePath:instancePath+"/revenue_share_override_enabled",schemaPath:"#/properties/revenue_share_override_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revenue_share_override_bps !== undefined){
let data15 = data.revenue_share_override_bps;
const _errs29 = errors;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
validate76.errors = [{instancePath:instancePath+"/revenue_share_override_bps",schemaPath:"#/properties/revenue_share_override_bps/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lifetime_gross_usd_cents !== undefined){
let data16 = data.lifetime_gross_usd_cents;
const _errs31 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate76.errors = [{instancePath:instancePath+"/lifetime_gross_usd_cents",schemaPath:"#/properties/lifetime_gross_usd_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.annotation !== undefined){
let data17 = data.annotation;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.note !== undefined){
let data18 = data17.note;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data18 === "string"){
if(func1(data18) > 2000){
validate76.errors = [{instancePath:instancePath+"/annotation/note",schemaPath:"#/components/schemas/CreatorAnnotation/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/annotation/note",schemaPath:"#/components/schemas/CreatorAnnotation/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs36 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data17.display_name !== undefined){
let data19 = data17.display_name;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data19 === "string"){
if(func1(data19) > 120){
validate76.errors = [{instancePath:instancePath+"/annotation/display_name",schemaPath:"#/components/schemas/CreatorAnnotation/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/annotation/display_name",schemaPath:"#/components/schemas/CreatorAnnotation/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs38 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/annotation",schemaPath:"#/components/schemas/CreatorAnnotation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":{"name":true,"email":true,"avatar_url":true,"extra_terms_url":true,"extra_terms_text":true,"social_medias":true,"id":true,"coupon_count":true,"revenue":true,"balance":true,"terms":true,"creator_tier_group_id":true,"current_creator_tier_id":true,"revenue_share_override_enabled":true,"revenue_share_override_bps":true,"lifetime_gross_usd_cents":true,"annotation":true},"dynamicProps":false,"dynamicItems":false};


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/9" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate76(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":{"name":true,"email":true,"avatar_url":true,"extra_terms_url":true,"extra_terms_text":true,"social_medias":true,"id":true,"coupon_count":true,"revenue":true,"balance":true,"terms":true,"creator_tier_group_id":true,"current_creator_tier_id":true,"revenue_share_override_enabled":true,"revenue_share_override_bps":true,"lifetime_gross_usd_cents":true,"annotation":true},"dynamicProps":false,"dynamicItems":false};

const response10 = validate80;
const schema90 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorSocialAccountRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/10"};
const schema91 = {"type":"object","required":["platform","handle","sync_status","synced_at","channel","content","performance"],"description":"A creator's account on one platform, with its synchronised channel figures, content and performance.","x-source":"spec §2, provider 2026.07.14","properties":{"platform":{"$ref":"#/components/schemas/CreatorSocialPlatform","description":"The platform.","x-source":"provider 2026.07.14"},"handle":{"type":"string","description":"The creator's name on the platform.","x-source":"provider 2026.07.14"},"sync_status":{"$ref":"#/components/schemas/SyncStatus","description":"Whether the figures are synchronised.","x-source":"provider 2026.07.14"},"synced_at":{"type":"number","description":"When they were last synchronised (Unix seconds).","x-source":"provider 2026.07.14"},"channel":{"$ref":"#/components/schemas/SocialChannelRead","description":"Channel totals.","x-source":"provider 2026.07.14"},"content":{"type":"array","items":{"$ref":"#/components/schemas/SocialContentItemRead"},"description":"Recent content.","x-source":"provider 2026.07.14"},"performance":{"type":"array","items":{"$ref":"#/components/schemas/SocialPerformanceSnapshotRead"},"description":"Performance snapshots of content.","x-source":"provider 2026.07.14"}}};
const schema93 = {"type":"string","enum":["pending","ok","error"],"description":"Where the synchronisation of a social account stands.","x-source":"provider 2026.07.14"};
const schema94 = {"type":"object","required":["followers","total_views","total_content_count"],"description":"Totals of a creator's channel.","x-source":"provider 2026.07.14","properties":{"followers":{"type":"integer","description":"Followers of the channel.","x-source":"provider 2026.07.14"},"total_views":{"type":"integer","description":"Views over all content.","x-source":"provider 2026.07.14"},"total_content_count":{"type":"integer","description":"Pieces of content published.","x-source":"provider 2026.07.14"}}};
const schema95 = {"type":"object","required":["url","title","thumbnail_url","published_at","views","likes","comments"],"description":"One published piece of content of a creator.","x-source":"provider 2026.07.14","properties":{"url":{"type":"string","description":"Address of the content.","x-source":"provider 2026.07.14"},"title":{"type":"string","description":"Its title.","x-source":"provider 2026.07.14"},"thumbnail_url":{"type":"string","description":"Its thumbnail image.","x-source":"provider 2026.07.14"},"published_at":{"type":"string","format":"date-time","description":"When it was published.","x-source":"provider 2026.07.14"},"views":{"type":"integer","description":"Views.","x-source":"provider 2026.07.14"},"likes":{"type":"integer","description":"Likes.","x-source":"provider 2026.07.14"},"comments":{"type":"integer","description":"Comments.","x-source":"provider 2026.07.14"}}};
const formats30 = (formats30_namespace[Symbol.toStringTag] === "Module" && "default" in formats30_namespace ? formats30_namespace.default : formats30_namespace).fullFormats["date-time"];
const schema96 = {"type":"object","required":["content_url","title","thumbnail_url","published_at","taken_at","window_days","metrics"],"description":"Figures of one piece of content, measured over a window of days.","x-source":"provider 2026.07.14","properties":{"content_url":{"type":"string","description":"Address of the content measured.","x-source":"provider 2026.07.14"},"title":{"type":"string","description":"Its title.","x-source":"provider 2026.07.14"},"thumbnail_url":{"type":"string","description":"Its thumbnail image.","x-source":"provider 2026.07.14"},"published_at":{"type":"string","format":"date-time","description":"When it was published.","x-source":"provider 2026.07.14"},"taken_at":{"type":"string","format":"date-time","description":"When the figures were taken.","x-source":"provider 2026.07.14"},"window_days":{"type":"integer","description":"How many days the figures cover.","x-source":"provider 2026.07.14"},"metrics":{"$ref":"#/components/schemas/SocialPerformanceMetricsRead","description":"The figures.","x-source":"provider 2026.07.14"}}};
const schema97 = {"type":"object","required":["views","likes","comments"],"description":"Views, likes and comments counted in a snapshot.","x-source":"provider 2026.07.14","properties":{"views":{"type":"integer","description":"Views in the window.","x-source":"provider 2026.07.14"},"likes":{"type":"integer","description":"Likes in the window.","x-source":"provider 2026.07.14"},"comments":{"type":"integer","description":"Comments in the window.","x-source":"provider 2026.07.14"}}};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.content_url === undefined) && (missing0 = "content_url")) || ((data.title === undefined) && (missing0 = "title"))) || ((data.thumbnail_url === undefined) && (missing0 = "thumbnail_url"))) || ((data.published_at === undefined) && (missing0 = "published_at"))) || ((data.taken_at === undefined) && (missing0 = "taken_at"))) || ((data.window_days === undefined) && (missing0 = "window_days"))) || ((data.metrics === undefined) && (missing0 = "metrics"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.content_url !== undefined){
const _errs1 = errors;
if(typeof data.content_url !== "string"){
validate82.errors = [{instancePath:instancePath+"/content_url",schemaPath:"#/properties/content_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs3 = errors;
if(typeof data.title !== "string"){
validate82.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thumbnail_url !== undefined){
const _errs5 = errors;
if(typeof data.thumbnail_url !== "string"){
validate82.errors = [{instancePath:instancePath+"/thumbnail_url",schemaPath:"#/properties/thumbnail_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.published_at !== undefined){
let data3 = data.published_at;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data3 === "string"){
if(!(formats30.validate(data3))){
validate82.errors = [{instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate82.errors = [{instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.taken_at !== undefined){
let data4 = data.taken_at;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(!(formats30.validate(data4))){
validate82.errors = [{instancePath:instancePath+"/taken_at",schemaPath:"#/properties/taken_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate82.errors = [{instancePath:instancePath+"/taken_at",schemaPath:"#/properties/taken_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.window_days !== undefined){
let data5 = data.window_days;
const _errs11 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate82.errors = [{instancePath:instancePath+"/window_days",schemaPath:"#/properties/window_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metrics !== undefined){
let data6 = data.metrics;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if((((data6.views === undefined) && (missing1 = "views")) || ((data6.likes === undefined) && (missing1 = "likes"))) || ((data6.comments === undefined) && (missing1 = "comments"))){
validate82.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/components/schemas/SocialPerformanceMetricsRead/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data6.views !== undefined){
let data7 = data6.views;
const _errs16 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate82.errors = [{instancePath:instancePath+"/metrics/views",schemaPath:"#/components/schemas/SocialPerformanceMetricsRead/properties/views/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.likes !== undefined){
let data8 = data6.likes;
const _errs18 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate82.errors = [{instancePath:instancePath+"/metrics/likes",schemaPath:"#/components/schemas/SocialPerformanceMetricsRead/properties/likes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.comments !== undefined){
let data9 = data6.comments;
const _errs20 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate82.errors = [{instancePath:instancePath+"/metrics/comments",schemaPath:"#/components/schemas/SocialPerformanceMetricsRead/properties/comments/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/components/schemas/SocialPerformanceMetricsRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"content_url":true,"title":true,"thumbnail_url":true,"published_at":true,"taken_at":true,"window_days":true,"metrics":true},"dynamicProps":false,"dynamicItems":false};


function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.platform === undefined) && (missing0 = "platform")) || ((data.handle === undefined) && (missing0 = "handle"))) || ((data.sync_status === undefined) && (missing0 = "sync_status"))) || ((data.synced_at === undefined) && (missing0 = "synced_at"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.content === undefined) && (missing0 = "content"))) || ((data.performance === undefined) && (missing0 = "performance"))){
validate81.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.platform !== undefined){
let data0 = data.platform;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate81.errors = [{instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/CreatorSocialPlatform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data0 === "tiktok") || (data0 === "youtube")) || (data0 === "instagram")) || (data0 === "threads")) || (data0 === "x_twitter")) || (data0 === "facebook")) || (data0 === "reddit")) || (data0 === "twitch")) || (data0 === "other"))){
validate81.errors = [{instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/CreatorSocialPlatform/enum",keyword:"enum",params:{allowedValues: schema83.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.handle !== undefined){
const _errs4 = errors;
if(typeof data.handle !== "string"){
validate81.errors = [{instancePath:instancePath+"/handle",schemaPath:"#/properties/handle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_status !== undefined){
let data2 = data.sync_status;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate81.errors = [{instancePath:instancePath+"/sync_status",schemaPath:"#/components/schemas/SyncStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "pending") || (data2 === "ok")) || (data2 === "error"))){
validate81.errors = [{instancePath:instancePath+"/sync_status",schemaPath:"#/components/schemas/SyncStatus/enum",keyword:"enum",params:{allowedValues: schema93.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.synced_at !== undefined){
const _errs9 = errors;
if(!(typeof data.synced_at == "number")){
validate81.errors = [{instancePath:instancePath+"/synced_at",schemaPath:"#/properties/synced_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel !== undefined){
let data4 = data.channel;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((data4.followers === undefined) && (missing1 = "followers")) || ((data4.total_views === undefined) && (missing1 = "total_views"))) || ((data4.total_content_count === undefined) && (missing1 = "total_content_count"))){
validate81.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/components/schemas/SocialChannelRead/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.followers !== undefined){
let data5 = data4.followers;
const _errs14 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate81.errors = [{instancePath:instancePath+"/channel/followers",schemaPath:"#/components/schemas/SocialChannelRead/properties/followers/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.total_views !== undefined){
let data6 = data4.total_views;
const _errs16 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate81.errors = [{instancePath:instancePath+"/channel/total_views",schemaPath:"#/components/schemas/SocialChannelRead/properties/total_views/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.total_content_count !== undefined){
let data7 = data4.total_content_count;
const _errs18 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate81.errors = [{instancePath:instancePath+"/channel/total_content_count",schemaPath:"#/components/schemas/SocialChannelRead/properties/total_content_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/components/schemas/SocialChannelRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data8 = data.content;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data8)){
var valid5 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((((((((data9.url === undefined) && (missing2 = "url")) || ((data9.title === undefined) && (missing2 = "title"))) || ((data9.thumbnail_url === undefined) && (missing2 = "thumbnail_url"))) || ((data9.published_at === undefined) && (missing2 = "published_at"))) || ((data9.views === undefined) && (missing2 = "views"))) || ((data9.likes === undefined) && (missing2 = "likes"))) || ((data9.comments === undefined) && (missing2 = "comments"))){
validate81.errors = [{instancePath:instancePath+"/content/" + i0,schemaPath:"#/components/schemas/SocialContentItemRead/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.url !== undefined){
const _errs25 = errors;
if(typeof data9.url !== "string"){
validate81.errors = [{instancePath:instancePath+"/content/" + i0+"/url",schemaPath:"#/components/schemas/SocialContentItemRead/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs25 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.title !== undefined){
const _errs27 = errors;
if(typeof data9.title !== "string"){
validate81.errors = [{instancePath:instancePath+"/content/" + i0+"/title",schemaPath:"#/components/schemas/SocialContentItemRead/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs27 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.thumbnail_url !== undefined){
const _errs29 = errors;
if(typeof data9.thumbnail_url !== "string"){
validate81.errors = [{instancePath:instancePath+"/content/" + i0+"/thumbnail_url",schemaPath:"#/components/schemas/SocialContentItemRead/properties/thumbnail_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs29 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.published_at !== undefined){
let data13 = data9.published_at;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data13 === "string"){
if(!(formats30.validate(data13))){
validate81.errors = [{instancePath:instancePath+"/content/" + i0+"/published_at",schemaPath:"#/components/schemas/SocialContentItemRead/properties/published_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/content/" + i0+"/published_at",schemaPath:"#/components/schemas/SocialContentItemRead/properties/published_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.views !== undefined){
let data14 = data9.views;
const _errs33 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate81.errors = [{instancePath:instancePath+"/content/" + i0+"/views",schemaPath:"#/components/schemas/SocialContentItemRead/properties/views/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid7 = _errs33 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.likes !== undefined){
let data15 = data9.likes;
const _errs35 = errors;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
validate81.errors = [{instancePath:instancePath+"/content/" + i0+"/likes",schemaPath:"#/components/schemas/SocialContentItemRead/properties/likes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid7 = _errs35 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data9.comments !== undefined){
let data16 = data9.comments;
const _errs37 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate81.errors = [{instancePath:instancePath+"/content/" + i0+"/comments",schemaPath:"#/components/schemas/SocialContentItemRead/properties/comments/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid7 = _errs37 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/content/" + i0,schemaPath:"#/components/schemas/SocialContentItemRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs22 === errors;
if(!valid5){
break;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.performance !== undefined){
let data17 = data.performance;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data17)){
var valid8 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
const _errs41 = errors;
if(!(validate82(data17[i1], {instancePath:instancePath+"/performance/" + i1,parentData:data17,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid8 = _errs41 === errors;
if(!valid8){
break;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/performance",schemaPath:"#/properties/performance/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"platform":true,"handle":true,"sync_status":true,"synced_at":true,"channel":true,"content":true,"performance":true},"dynamicProps":false,"dynamicItems":false};


function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/10" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate81(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response11 = validate85;
const schema98 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorTermsRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/11"};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.accepted_at === undefined) && (missing0 = "accepted_at"))){
validate86.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate86.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accepted_at !== undefined){
let data1 = data.accepted_at;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate86.errors = [{instancePath:instancePath+"/accepted_at",schemaPath:"#/properties/accepted_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date_of_birth !== undefined){
let data2 = data.date_of_birth;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats28.validate(data2))){
validate86.errors = [{instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate86.errors = [{instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.country !== undefined){
let data3 = data.country;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
validate86.errors = [{instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""}];
return false;
}
}
else {
validate86.errors = [{instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data4 = data.state;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate86.errors = [{instancePath:instancePath+"/state",schemaPath:"#/components/schemas/UnitedStates/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data4 === "US-AL") || (data4 === "US-MS")) || (data4 === "US-NE")) || (data4 === "US-PR"))){
validate86.errors = [{instancePath:instancePath+"/state",schemaPath:"#/components/schemas/UnitedStates/enum",keyword:"enum",params:{allowedValues: schema85.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.age !== undefined){
let data5 = data.age;
const _errs12 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate86.errors = [{instancePath:instancePath+"/age",schemaPath:"#/properties/age/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"id":true,"accepted_at":true,"date_of_birth":true,"country":true,"state":true,"age":true},"dynamicProps":false,"dynamicItems":false};


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/11" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate86(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"id":true,"accepted_at":true,"date_of_birth":true,"country":true,"state":true,"age":true},"dynamicProps":false,"dynamicItems":false};

const response12 = validate88;
const schema101 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/12"};
const schema102 = {"type":"object","required":["enabled","name","description","mode","rewards","id","type","status"],"description":"A daily reward program as the service returns it, with the reward items resolved from the catalogue.","x-source":"spec §2, provider 2026.07.14","properties":{"enabled":{"type":"boolean","description":"Whether players see the program.","x-source":"provider 2026.07.14"},"key":{"type":"string","description":"The game's own key for the program; daily_reward.get webhooks carry it (§6).","x-source":"provider 2026.07.14"},"name":{"type":"string","maxLength":255,"description":"Name shown in the hub.","x-source":"provider 2026.07.14"},"description":{"type":"string","maxLength":100000,"description":"Text shown in the hub.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image of the program; an empty string for none.","x-source":"provider 2026.07.14"},"mode":{"$ref":"#/components/schemas/DailyRewardMode","description":"How strict the streak is.","x-source":"provider 2026.07.14"},"rewards":{"$ref":"#/components/schemas/RewardsSettingsRead","description":"What each day gives.","x-source":"provider 2026.07.14"},"schedule":{"$ref":"#/components/schemas/Schedule","description":"When the program repeats (scheduled programs).","x-source":"provider 2026.07.14"},"requirements_expression":{"$ref":"#/components/schemas/Expression","description":"Condition a player must meet to take part.","x-source":"provider 2026.07.14"},"start_at":{"type":"integer","description":"When the program starts (Unix seconds).","x-source":"provider 2026.07.14"},"end_at":{"type":"integer","description":"When the program ends (Unix seconds).","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in the hub's list of programs.","x-source":"provider 2026.07.14"},"comment":{"type":"string","description":"Internal note.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The program's id, set by the service (shape dlrwd_<id>, §2).","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/DailyRewardType","description":"The kind of program; the service uses `basic` when none is sent.","x-source":"provider 2026.07.14"},"status":{"$ref":"#/components/schemas/DailyRewardStatus","description":"Where the program stands, set by the service.","x-source":"provider 2026.07.14"}}};
const schema103 = {"type":"string","enum":["soft","hard"],"description":"How strict the daily streak is.","x-source":"provider 2026.07.14"};
const schema165 = {"type":"string","enum":["basic","seasonal","schedule"],"description":"Kinds of daily reward program.","x-source":"spec §2, provider 2026.07.14"};
const schema166 = {"type":"string","enum":["active","paused","stopped","scheduled","completed"],"description":"Where a daily reward program stands in its life.","x-source":"provider 2026.07.14"};
const schema104 = {"type":"object","required":["daily_rewards"],"description":"What a daily reward program gives, as sent plus the catalogue items it names.","x-source":"provider 2026.07.14","properties":{"daily_rewards":{"type":"array","items":{"$ref":"#/components/schemas/DayRewardRead"},"description":"The reward days.","x-source":"provider 2026.07.14"},"extra_reward_items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"description":"Items of the extra reward.","x-source":"provider 2026.07.14"},"claim_mode":{"$ref":"#/components/schemas/DailyRewardClaimMode","default":"inline","description":"How the hub lets the player claim.","x-source":"provider 2026.07.14"},"extra_reward_items_read":{"type":"array","items":{"$ref":"#/components/schemas/RewardItem"},"description":"The catalogue items of the extra reward.","x-source":"provider 2026.07.14"}}};
const schema162 = {"type":"string","enum":["modal","inline"],"description":"How the hub lets the player claim a reward.","x-source":"provider 2026.07.14"};
const schema105 = {"type":"object","required":["day_number","items","items_read"],"description":"The items of one reward day, as sent plus the catalogue items they name.","x-source":"provider 2026.07.14","properties":{"day_number":{"type":"integer","exclusiveMinimum":0,"description":"The day of the streak, from 1.","x-source":"provider 2026.07.14"},"items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"minItems":1,"maxItems":10,"description":"Items given that day, 1 to 10.","x-source":"provider 2026.07.14"},"items_read":{"type":"array","items":{"$ref":"#/components/schemas/RewardItem"},"description":"The catalogue items given that day.","x-source":"provider 2026.07.14"}}};
const schema106 = {"type":"object","required":["id","name","quantity","is_stackable","type","properties"],"description":"A catalogue item a reward grants, resolved by the service.","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"The item's id.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"Name shown to players.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Text shown to players.","x-source":"provider 2026.07.14"},"duration":{"type":"integer","description":"How long its in-game effect lasts, in seconds.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","description":"How many units one purchase gives.","x-source":"provider 2026.07.14"},"is_stackable":{"type":"boolean","description":"Whether several can be held in one slot.","x-source":"provider 2026.07.14"},"icon_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item icon; an empty string for none.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item image; an empty string for none.","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/ItemType","description":"Kind of item.","x-source":"provider 2026.07.14"},"background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background image; an empty string for none.","x-source":"provider 2026.07.14"},"properties":{"type":"array","items":{"$ref":"#/components/schemas/ItemPropertyRelationRead"},"description":"Values of the item's properties.","x-source":"provider 2026.07.14"},"archived_at":{"type":"integer","description":"When it was archived (Unix seconds).","x-source":"provider 2026.07.14"},"nested_items_read":{"type":"array","items":{"anyOf":[{"$ref":"#/components/schemas/PublicItemRead"},{"$ref":"#/components/schemas/PublicLootboxRead"},{"$ref":"#/components/schemas/PublicSubscriptionRead"},{"$ref":"#/components/schemas/PublicVirtualCurrencyRead"}]},"description":"Bundle contents, resolved.","x-source":"provider 2026.07.14"},"highlights":{"$ref":"#/components/schemas/Highlights","description":"Benefit texts shown with the item.","x-source":"provider 2026.07.14"}}};
const schema108 = {"type":"object","required":["name","currency","sku","type","is_stackable","is_currency","id","created_at"],"description":"A catalogue item, as a reward or bundle shows it.","x-source":"provider 2026.07.14","properties":{"name":{"type":"string","description":"Name shown to players.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Text shown to players.","x-source":"provider 2026.07.14"},"highlights":{"anyOf":[{"$ref":"#/components/schemas/Highlights"},{"type":"null"}],"description":"Benefit texts shown with the item.","x-source":"provider 2026.07.14"},"price":{"type":"integer","description":"Price in minor units of `currency`.","x-source":"provider 2026.07.14"},"price_point":{"type":"integer","exclusiveMinimum":0,"maximum":5000000,"description":"Price point for local prices (deprecated by the service).","x-source":"provider 2026.07.14"},"price_template_id":{"type":"string","description":"The price template the price comes from.","x-source":"provider 2026.07.14"},"reward_points_price":{"type":"integer","description":"Price in reward points.","x-source":"provider 2026.07.14"},"currency":{"$ref":"#/components/schemas/Currency","description":"Currency of `price`.","x-source":"provider 2026.07.14"},"sku":{"type":"string","maxLength":255,"description":"The game's identifier of the item, unique in its catalogue.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item image; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific image (deprecated).","x-source":"provider 2026.07.14"},"icon_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item icon; an empty string for none.","x-source":"provider 2026.07.14"},"icon_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific icon (deprecated).","x-source":"provider 2026.07.14"},"image_url_featured":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image for a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_featured_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured image (deprecated).","x-source":"provider 2026.07.14"},"background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background image; an empty string for none.","x-source":"provider 2026.07.14"},"background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific background (deprecated).","x-source":"provider 2026.07.14"},"background_image_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"featured_card_background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background of a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"featured_card_background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured background (deprecated).","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/ItemType","description":"Kind of item.","x-source":"provider 2026.07.14"},"view_option":{"$ref":"#/components/schemas/ItemViewOption","default":"default","description":"How the card is drawn.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","minimum":1,"maximum":1000000000000000000,"default":1,"description":"How many units one purchase gives.","x-source":"provider 2026.07.14"},"is_stackable":{"type":"boolean","description":"Whether several can be held in one slot.","x-source":"provider 2026.07.14"},"is_currency":{"type":"boolean","description":"True for an item that is a currency.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in lists.","x-source":"provider 2026.07.14"},"categories":{"type":"array","items":{"type":"string"},"description":"Ids of the item categories it is in.","x-source":"provider 2026.07.14"},"duration":{"type":"integer","description":"How long its in-game effect lasts, in seconds.","x-source":"provider 2026.07.14"},"enable_reward_points_redemption":{"type":"boolean","description":"Whether reward points can pay for it.","x-source":"provider 2026.07.14"},"nested_items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"description":"Contents of a bundle.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The item's id.","x-source":"provider 2026.07.14"},"properties":{"type":"array","items":{"$ref":"#/components/schemas/ItemPropertyRelationRead"},"description":"Values of the item's properties.","x-source":"provider 2026.07.14"},"source":{"$ref":"#/components/schemas/ItemSource","default":"order","description":"Why the item reached the player.","x-source":"provider 2026.07.14"},"rarity_id":{"type":"string","description":"Id of its rarity.","x-source":"provider 2026.07.14"},"item_rarity":{"$ref":"#/components/schemas/ItemRarityRead","description":"Its rarity.","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Discount in percent.","x-source":"provider 2026.07.14"},"bonus_percent":{"type":"integer","minimum":0,"description":"Extra quantity in percent.","x-source":"provider 2026.07.14"},"is_custom":{"type":"boolean","default":false,"description":"Whether the item was made for one order rather than taken from the catalogue.","x-source":"provider 2026.07.14"},"created_at":{"type":"number","description":"When it was created (Unix seconds).","x-source":"provider 2026.07.14"},"modified_at":{"type":"number","description":"When it was last changed (Unix seconds).","x-source":"provider 2026.07.14"},"archived_at":{"type":"number","description":"When it was archived (Unix seconds).","x-source":"provider 2026.07.14"},"price_minor_unit":{"type":"integer","description":"Number of decimal places of the currency.","x-source":"provider 2026.07.14"},"price_decimal":{"type":"number","description":"Price as a decimal amount.","x-source":"provider 2026.07.14"},"fallback_item_id":{"type":"string","description":"Item given instead when this one cannot be.","x-source":"provider 2026.07.14"},"fallback_item_quantity":{"type":"integer","description":"How many of the fallback item.","x-source":"provider 2026.07.14"},"meta":{"type":"object","description":"Free-form data the game keeps with the item.","x-source":"provider 2026.07.14"},"model_type":{"type":"string","enum":["PublicItemRead"],"default":"PublicItemRead","description":"Tells the kinds of catalogue record apart.","x-source":"provider 2026.07.14"},"nested_items_read":{"type":"array","items":{"$ref":"#/components/schemas/PublicItemRead"},"description":"Bundle contents, resolved.","x-source":"provider 2026.07.14"},"fallback_item":{"$ref":"#/components/schemas/PublicItemRead","description":"The fallback item, resolved.","x-source":"provider 2026.07.14"},"quantity_after_bonus":{"type":"integer","description":"Quantity with the bonus applied.","x-source":"provider 2026.07.14"},"quantity_bonus_value":{"type":"integer","description":"Extra quantity from the bonus.","x-source":"provider 2026.07.14"},"is_system":{"type":["boolean","null"],"description":"When true, webhooks leave this item out.","x-source":"provider 2026.07.14"}}};
const wrapper2 = {validate: validate95};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.name === undefined) && (missing0 = "name")) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.is_stackable === undefined) && (missing0 = "is_stackable"))) || ((data.is_currency === undefined) && (missing0 = "is_currency"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate95.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate95.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate95.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highlights !== undefined){
let data2 = data.highlights;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate43(data2, {instancePath:instancePath+"/highlights",parentData:data,parentDataProperty:"highlights",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.title = true;
props0.description = true;
props0.items = true;
}
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate95.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data3 = data.price;
const _errs10 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate95.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_point !== undefined){
let data4 = data.price_point;
const _errs12 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate95.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 > 5000000 || isNaN(data4)){
validate95.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000000},message:"must be <= 5000000"}];
return false;
}
else {
if(data4 <= 0 || isNaN(data4)){
validate95.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_template_id !== undefined){
const _errs14 = errors;
if(typeof data.price_template_id !== "string"){
validate95.errors = [{instancePath:instancePath+"/price_template_id",schemaPath:"#/properties/price_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward_points_price !== undefined){
let data6 = data.reward_points_price;
const _errs16 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate95.errors = [{instancePath:instancePath+"/reward_points_price",schemaPath:"#/properties/reward_points_price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data7 = data.currency;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate95.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data7 === "USD") || (data7 === "EUR")) || (data7 === "AED")) || (data7 === "AFN")) || (data7 === "ALL")) || (data7 === "AMD")) || (data7 === "ANG")) || (data7 === "AOA")) || (data7 === "ARS")) || (data7 === "AUD")) || (data7 === "AWG")) || (data7 === "AZN")) || (data7 === "BAM")) || (data7 === "BBD")) || (data7 === "BDT")) || (data7 === "BGN")) || (data7 === "BHD")) || (data7 === "BIF")) || (data7 === "BMD")) || (data7 === "BND")) || (data7 === "BOB")) || (data7 === "BRL")) || (data7 === "BSD")) || (data7 === "BTN")) || (data7 === "BWP")) || (data7 === "BYN")) || (data7 === "BZD")) || (data7 === "CAD")) || (data7 === "CDF")) || (data7 === "CHF")) || (data7 === "CLP")) || (data7 === "CNY")) || (data7 === "COP")) || (data7 === "CRC")) || (data7 === "CUP")) || (data7 === "CVE")) || (data7 === "CZK")) || (data7 === "DJF")) || (data7 === "DKK")) || (data7 === "DOP")) || (data7 === "DZD")) || (data7 === "EGP")) || (data7 === "ERN")) || (data7 === "ETB")) || (data7 === "FJD")) || (data7 === "FKP")) || (data7 === "GBP")) || (data7 === "GEL")) || (data7 === "GHS")) || (data7 === "GIP")) || (data7 === "GMD")) || (data7 === "GNF")) || (data7 === "GTQ")) || (data7 === "GYD")) || (data7 === "HKD")) || (data7 === "HNL")) || (data7 === "HTG")) || (data7 === "HUF")) || (data7 === "IDR")) || (data7 === "ILS")) || (data7 === "INR")) || (data7 === "IQD")) || (data7 === "IRR")) || (data7 === "ISK")) || (data7 === "JMD")) || (data7 === "JOD")) || (data7 === "JPY")) || (data7 === "KES")) || (data7 === "KGS")) || (data7 === "KHR")) || (data7 === "KMF")) || (data7 === "KPW")) || (data7 === "KRW")) || (data7 === "KWD")) || (data7 === "KYD")) || (data7 === "KZT")) || (data7 === "LAK")) || (data7 === "LBP")) || (data7 === "LKR")) || (data7 === "LRD")) || (data7 === "LSL")) || (data7 === "LYD")) || (data7 === "MAD")) || (data7 === "MDL")) || (data7 === "MGA")) || (data7 === "MKD")) || (data7 === "MMK")) || (data7 === "MNT")) || (data7 === "MOP")) || (data7 === "MRU")) || (data7 === "MUR")) || (data7 === "MVR")) || (data7 === "MWK")) || (data7 === "MXN")) || (data7 === "MYR")) || (data7 === "MZN")) || (data7 === "NAD")) || (data7 === "NGN")) || (data7 === "NIO")) || (data7 === "NOK")) || (data7 === "NPR")) || (data7 === "NZD")) || (data7 === "OMR")) || (data7 === "PAB")) || (data7 === "PEN")) || (data7 === "PGK")) || (data7 === "PHP")) || (data7 === "PKR")) || (data7 === "PLN")) || (data7 === "PYG")) || (data7 === "QAR")) || (data7 === "RON")) || (data7 === "RSD")) || (data7 === "RUB")) || (data7 === "RWF")) || (data7 === "SAR")) || (data7 === "SBD")) || (data7 === "SCR")) || (data7 === "SDG")) || (data7 === "SEK")) || (data7 === "SGD")) || (data7 === "SHP")) || (data7 === "SLE")) || (data7 === "SOS")) || (data7 === "SRD")) || (data7 === "SSP")) || (data7 === "STN")) || (data7 === "SVC")) || (data7 === "SYP")) || (data7 === "SZL")) || (data7 === "THB")) || (data7 === "TJS")) || (data7 === "TMT")) || (data7 === "TND")) || (data7 === "TOP")) || (data7 === "TRY")) || (data7 === "TTD")) || (data7 === "TWD")) || (data7 === "TZS")) || (data7 === "UAH")) || (data7 === "UGX")) || (data7 === "UYU")) || (data7 === "UZS")) || (data7 === "VED")) || (data7 === "VES")) || (data7 === "VND")) || (data7 === "VUV")) || (data7 === "WST")) || (data7 === "XAF")) || (data7 === "XCD")) || (data7 === "XCG")) || (data7 === "XOF")) || (data7 === "XPF")) || (data7 === "YER")) || (data7 === "ZAR")) || (data7 === "ZMW")) || (data7 === "ZWG")) || (data7 === "ZWL")) || (data7 === "RP")) || (data7 === "VC"))){
validate95.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
let data8 = data.sku;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(func1(data8) > 255){
validate95.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate95.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data9 = data.image_url;
const _errs23 = errors;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err2 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(func1(data9) < 1){
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(!(formats0(data9))){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(typeof data9 !== "string"){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data9 === "")){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema108.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate95.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_apple !== undefined){
let data10 = data.image_url_apple;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data10 === "string"){
if(func1(data10) > 65536){
validate95.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data10) < 1){
validate95.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data10))){
validate95.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url !== undefined){
let data11 = data.icon_url;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = false;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data11 === "string"){
if(func1(data11) > 65536){
const err9 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(func1(data11) < 1){
const err10 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(!(formats0(data11))){
const err11 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err12 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid2 = _errs33 === errors;
valid4 = valid4 || _valid2;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data11 === "")){
const err14 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema108.properties.icon_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err15 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate95.errors = vErrors;
return false;
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
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url_apple !== undefined){
let data12 = data.icon_url_apple;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data12 === "string"){
if(func1(data12) > 65536){
validate95.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data12) < 1){
validate95.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data12))){
validate95.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured !== undefined){
let data13 = data.image_url_featured;
const _errs39 = errors;
const _errs40 = errors;
let valid5 = false;
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err16 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(func1(data13) < 1){
const err17 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(!(formats0(data13))){
const err18 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err19 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid3 = _errs41 === errors;
valid5 = valid5 || _valid3;
const _errs43 = errors;
if(typeof data13 !== "string"){
const err20 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data13 === "")){
const err21 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema108.properties.image_url_featured.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err22 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
validate95.errors = vErrors;
return false;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured_apple !== undefined){
let data14 = data.image_url_featured_apple;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data14 === "string"){
if(func1(data14) > 65536){
validate95.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data14) < 1){
validate95.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data14))){
validate95.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
let data15 = data.background_image_url;
const _errs47 = errors;
const _errs48 = errors;
let valid6 = false;
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(typeof data15 === "string"){
if(func1(data15) > 65536){
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(func1(data15) < 1){
const err24 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(!(formats0(data15))){
const err25 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err26 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid4 = _errs49 === errors;
valid6 = valid6 || _valid4;
const _errs51 = errors;
if(typeof data15 !== "string"){
const err27 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(data15 === "")){
const err28 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema108.properties.background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid4 = _errs51 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err29 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate95.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url_apple !== undefined){
let data16 = data.background_image_url_apple;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data16 === "string"){
if(func1(data16) > 65536){
validate95.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data16) < 1){
validate95.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data16))){
validate95.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_color !== undefined){
const _errs55 = errors;
if(typeof data.background_image_color !== "string"){
validate95.errors = [{instancePath:instancePath+"/background_image_color",schemaPath:"#/properties/background_image_color/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url !== undefined){
let data18 = data.featured_card_background_image_url;
const _errs57 = errors;
const _errs58 = errors;
let valid7 = false;
const _errs59 = errors;
if(errors === _errs59){
if(errors === _errs59){
if(typeof data18 === "string"){
if(func1(data18) > 65536){
const err30 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(func1(data18) < 1){
const err31 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(!(formats0(data18))){
const err32 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err33 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid5 = _errs59 === errors;
valid7 = valid7 || _valid5;
const _errs61 = errors;
if(typeof data18 !== "string"){
const err34 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(data18 === "")){
const err35 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema108.properties.featured_card_background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid5 = _errs61 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err36 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate95.errors = vErrors;
return false;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url_apple !== undefined){
let data19 = data.featured_card_background_image_url_apple;
const _errs63 = errors;
if(errors === _errs63){
if(errors === _errs63){
if(typeof data19 === "string"){
if(func1(data19) > 65536){
validate95.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data19) < 1){
validate95.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data19))){
validate95.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data20 = data.type;
const _errs65 = errors;
if(typeof data20 !== "string"){
validate95.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data20 === "item") || (data20 === "currency")) || (data20 === "bundle")) || (data20 === "lootbox")) || (data20 === "subscription")) || (data20 === "virtual_currency"))){
validate95.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_option !== undefined){
let data21 = data.view_option;
const _errs68 = errors;
if(typeof data21 !== "string"){
validate95.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data21 === "default") || (data21 === "skeleton"))){
validate95.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data22 = data.quantity;
const _errs71 = errors;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
validate95.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs71){
if(typeof data22 == "number"){
if(data22 > 1000000000000000000 || isNaN(data22)){
validate95.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000000},message:"must be <= 1000000000000000000"}];
return false;
}
else {
if(data22 < 1 || isNaN(data22)){
validate95.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable !== undefined){
const _errs73 = errors;
if(typeof data.is_stackable !== "boolean"){
validate95.errors = [{instancePath:instancePath+"/is_stackable",schemaPath:"#/properties/is_stackable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_currency !== undefined){
const _errs75 = errors;
if(typeof data.is_currency !== "boolean"){
validate95.errors = [{instancePath:instancePath+"/is_currency",schemaPath:"#/properties/is_currency/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data25 = data.position;
const _errs77 = errors;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
validate95.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.categories !== undefined){
let data26 = data.categories;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data26)){
var valid10 = true;
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
const _errs81 = errors;
if(typeof data26[i0] !== "string"){
validate95.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs81 === errors;
if(!valid10){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration !== undefined){
let data28 = data.duration;
const _errs83 = errors;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
validate95.errors = [{instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enable_reward_points_redemption !== undefined){
const _errs85 = errors;
if(typeof data.enable_reward_points_redemption !== "boolean"){
validate95.errors = [{instancePath:instancePath+"/enable_reward_points_redemption",schemaPath:"#/properties/enable_reward_points_redemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items !== undefined){
let data30 = data.nested_items;
const _errs87 = errors;
if(errors === _errs87){
if(Array.isArray(data30)){
var valid11 = true;
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
const _errs89 = errors;
if(!(validate45(data30[i1], {instancePath:instancePath+"/nested_items/" + i1,parentData:data30,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid11 = _errs89 === errors;
if(!valid11){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs90 = errors;
if(typeof data.id !== "string"){
validate95.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.properties !== undefined){
let data33 = data.properties;
const _errs92 = errors;
if(errors === _errs92){
if(Array.isArray(data33)){
var valid12 = true;
const len2 = data33.length;
for(let i2=0; i2<len2; i2++){
const _errs94 = errors;
if(!(validate47(data33[i2], {instancePath:instancePath+"/properties/" + i2,parentData:data33,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid12 = _errs94 === errors;
if(!valid12){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs92 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data35 = data.source;
const _errs95 = errors;
if(typeof data35 !== "string"){
validate95.errors = [{instancePath:instancePath+"/source",schemaPath:"#/components/schemas/ItemSource/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data35 === "order") || (data35 === "bonus")) || (data35 === "bundle")) || (data35 === "coupon")) || (data35 === "lootbox")) || (data35 === "free_item")) || (data35 === "liveops")) || (data35 === "daily_reward")) || (data35 === "loyalty_reward")) || (data35 === "progression_program")) || (data35 === "rolling_offer")) || (data35 === "pick_one_offer"))){
validate95.errors = [{instancePath:instancePath+"/source",schemaPath:"#/components/schemas/ItemSource/enum",keyword:"enum",params:{allowedValues: schema67.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs95 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rarity_id !== undefined){
const _errs98 = errors;
if(typeof data.rarity_id !== "string"){
validate95.errors = [{instancePath:instancePath+"/rarity_id",schemaPath:"#/properties/rarity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_rarity !== undefined){
let data37 = data.item_rarity;
const _errs100 = errors;
const _errs101 = errors;
if(errors === _errs101){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
let missing1;
if(((data37.name === undefined) && (missing1 = "name")) || ((data37.id === undefined) && (missing1 = "id"))){
validate95.errors = [{instancePath:instancePath+"/item_rarity",schemaPath:"#/components/schemas/ItemRarityRead/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data37.name !== undefined){
let data38 = data37.name;
const _errs103 = errors;
if(errors === _errs103){
if(typeof data38 === "string"){
if(func1(data38) > 255){
validate95.errors = [{instancePath:instancePath+"/item_rarity/name",schemaPath:"#/components/schemas/ItemRarityRead/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate95.errors = [{instancePath:instancePath+"/item_rarity/name",schemaPath:"#/components/schemas/ItemRarityRead/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs103 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data37.color_background_badge !== undefined){
const _errs105 = errors;
if(typeof data37.color_background_badge !== "string"){
validate95.errors = [{instancePath:instancePath+"/item_rarity/color_background_badge",schemaPath:"#/components/schemas/ItemRarityRead/properties/color_background_badge/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs105 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data37.id !== undefined){
const _errs107 = errors;
if(typeof data37.id !== "string"){
validate95.errors = [{instancePath:instancePath+"/item_rarity/id",schemaPath:"#/components/schemas/ItemRarityRead/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs107 === errors;
}
else {
var valid15 = true;
}
}
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/item_rarity",schemaPath:"#/components/schemas/ItemRarityRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs100 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data41 = data.discount_percent;
const _errs109 = errors;
if(!((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41)))){
validate95.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs109){
if(typeof data41 == "number"){
if(data41 > 100 || isNaN(data41)){
validate95.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data41 < 0 || isNaN(data41)){
validate95.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs109 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_percent !== undefined){
let data42 = data.bonus_percent;
const _errs111 = errors;
if(!((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42)))){
validate95.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs111){
if(typeof data42 == "number"){
if(data42 < 0 || isNaN(data42)){
validate95.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs111 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_custom !== undefined){
const _errs113 = errors;
if(typeof data.is_custom !== "boolean"){
validate95.errors = [{instancePath:instancePath+"/is_custom",schemaPath:"#/properties/is_custom/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs113 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs115 = errors;
if(!(typeof data.created_at == "number")){
validate95.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs115 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modified_at !== undefined){
const _errs117 = errors;
if(!(typeof data.modified_at == "number")){
validate95.errors = [{instancePath:instancePath+"/modified_at",schemaPath:"#/properties/modified_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs117 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived_at !== undefined){
const _errs119 = errors;
if(!(typeof data.archived_at == "number")){
validate95.errors = [{instancePath:instancePath+"/archived_at",schemaPath:"#/properties/archived_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs119 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_minor_unit !== undefined){
let data47 = data.price_minor_unit;
const _errs121 = errors;
if(!((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47)))){
validate95.errors = [{instancePath:instancePath+"/price_minor_unit",schemaPath:"#/properties/price_minor_unit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs121 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_decimal !== undefined){
const _errs123 = errors;
if(!(typeof data.price_decimal == "number")){
validate95.errors = [{instancePath:instancePath+"/price_decimal",schemaPath:"#/properties/price_decimal/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs123 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item_id !== undefined){
const _errs125 = errors;
if(typeof data.fallback_item_id !== "string"){
validate95.errors = [{instancePath:instancePath+"/fallback_item_id",schemaPath:"#/properties/fallback_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs125 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item_quantity !== undefined){
let data50 = data.fallback_item_quantity;
const _errs127 = errors;
if(!((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50)))){
validate95.errors = [{instancePath:instancePath+"/fallback_item_quantity",schemaPath:"#/properties/fallback_item_quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs127 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data51 = data.meta;
const _errs129 = errors;
if(!(data51 && typeof data51 == "object" && !Array.isArray(data51))){
validate95.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs129 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_type !== undefined){
let data52 = data.model_type;
const _errs131 = errors;
if(typeof data52 !== "string"){
validate95.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data52 === "PublicItemRead")){
validate95.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema108.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs131 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items_read !== undefined){
let data53 = data.nested_items_read;
const _errs133 = errors;
if(errors === _errs133){
if(Array.isArray(data53)){
var valid16 = true;
const len3 = data53.length;
for(let i3=0; i3<len3; i3++){
const _errs135 = errors;
if(!(wrapper2.validate(data53[i3], {instancePath:instancePath+"/nested_items_read/" + i3,parentData:data53,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
errors = vErrors.length;
}
var valid16 = _errs135 === errors;
if(!valid16){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/nested_items_read",schemaPath:"#/properties/nested_items_read/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs133 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item !== undefined){
const _errs136 = errors;
if(!(wrapper2.validate(data.fallback_item, {instancePath:instancePath+"/fallback_item",parentData:data,parentDataProperty:"fallback_item",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
errors = vErrors.length;
}
var valid0 = _errs136 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity_after_bonus !== undefined){
let data56 = data.quantity_after_bonus;
const _errs137 = errors;
if(!((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56)))){
validate95.errors = [{instancePath:instancePath+"/quantity_after_bonus",schemaPath:"#/properties/quantity_after_bonus/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs137 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity_bonus_value !== undefined){
let data57 = data.quantity_bonus_value;
const _errs139 = errors;
if(!((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57)))){
validate95.errors = [{instancePath:instancePath+"/quantity_bonus_value",schemaPath:"#/properties/quantity_bonus_value/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs139 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_system !== undefined){
let data58 = data.is_system;
const _errs141 = errors;
if((typeof data58 !== "boolean") && (data58 !== null)){
validate95.errors = [{instancePath:instancePath+"/is_system",schemaPath:"#/properties/is_system/type",keyword:"type",params:{type: schema108.properties.is_system.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs141 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":{"name":true,"description":true,"highlights":true,"price":true,"price_point":true,"price_template_id":true,"reward_points_price":true,"currency":true,"sku":true,"image_url":true,"image_url_apple":true,"icon_url":true,"icon_url_apple":true,"image_url_featured":true,"image_url_featured_apple":true,"background_image_url":true,"background_image_url_apple":true,"background_image_color":true,"featured_card_background_image_url":true,"featured_card_background_image_url_apple":true,"type":true,"view_option":true,"quantity":true,"is_stackable":true,"is_currency":true,"position":true,"categories":true,"duration":true,"enable_reward_points_redemption":true,"nested_items":true,"id":true,"properties":true,"source":true,"rarity_id":true,"item_rarity":true,"discount_percent":true,"bonus_percent":true,"is_custom":true,"created_at":true,"modified_at":true,"archived_at":true,"price_minor_unit":true,"price_decimal":true,"fallback_item_id":true,"fallback_item_quantity":true,"meta":true,"model_type":true,"nested_items_read":true,"fallback_item":true,"quantity_after_bonus":true,"quantity_bonus_value":true,"is_system":true},"dynamicProps":false,"dynamicItems":false};

const schema114 = {"type":"object","required":["name","currency","sku","type","is_stackable","is_currency","lootbox_settings","id"],"description":"A lootbox, as a reward shows it.","x-source":"provider 2026.07.14","properties":{"name":{"type":"string","maxLength":255,"description":"Name shown to players.","x-source":"provider 2026.07.14"},"description":{"type":["string","null"],"maxLength":512,"description":"Text shown to players.","x-source":"provider 2026.07.14"},"highlights":{"anyOf":[{"$ref":"#/components/schemas/Highlights"},{"type":"null"}],"description":"Benefit texts shown with the item.","x-source":"provider 2026.07.14"},"price":{"type":"integer","description":"Price in minor units of `currency`.","x-source":"provider 2026.07.14"},"price_point":{"type":"integer","exclusiveMinimum":0,"maximum":5000000,"description":"Price point for local prices (deprecated by the service).","x-source":"provider 2026.07.14"},"price_template_id":{"type":"string","description":"The price template the price comes from.","x-source":"provider 2026.07.14"},"reward_points_price":{"type":"integer","description":"Price in reward points.","x-source":"provider 2026.07.14"},"currency":{"$ref":"#/components/schemas/Currency","description":"Currency of `price`.","x-source":"provider 2026.07.14"},"sku":{"type":"string","maxLength":255,"description":"The game's identifier of the item, unique in its catalogue.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item image; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific image (deprecated).","x-source":"provider 2026.07.14"},"icon_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item icon; an empty string for none.","x-source":"provider 2026.07.14"},"icon_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific icon (deprecated).","x-source":"provider 2026.07.14"},"image_url_featured":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image for a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_featured_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured image (deprecated).","x-source":"provider 2026.07.14"},"background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background image; an empty string for none.","x-source":"provider 2026.07.14"},"background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific background (deprecated).","x-source":"provider 2026.07.14"},"background_image_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"featured_card_background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background of a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"featured_card_background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured background (deprecated).","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/ItemType","description":"Kind of item.","x-source":"provider 2026.07.14"},"view_option":{"$ref":"#/components/schemas/ItemViewOption","default":"default","description":"How the card is drawn.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","minimum":1,"maximum":1000000000000000000,"default":1,"description":"How many units one purchase gives.","x-source":"provider 2026.07.14"},"is_stackable":{"type":"boolean","description":"Whether several can be held in one slot.","x-source":"provider 2026.07.14"},"is_currency":{"type":"boolean","description":"True for an item that is a currency.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in lists.","x-source":"provider 2026.07.14"},"categories":{"type":"array","items":{"type":"string"},"description":"Ids of the item categories it is in.","x-source":"provider 2026.07.14"},"duration":{"type":"integer","description":"How long its in-game effect lasts, in seconds.","x-source":"provider 2026.07.14"},"enable_reward_points_redemption":{"type":"boolean","description":"Whether reward points can pay for it.","x-source":"provider 2026.07.14"},"lootbox_settings":{"$ref":"#/components/schemas/LootboxSettings","description":"What the lootbox can drop.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The item's id.","x-source":"provider 2026.07.14"},"model_type":{"type":"string","enum":["PublicLootboxRead"],"default":"PublicLootboxRead","description":"Tells the kinds of catalogue record apart.","x-source":"provider 2026.07.14"},"groups":{"type":"array","items":{"anyOf":[{"$ref":"#/components/schemas/LootboxGroupRead"},{"$ref":"#/components/schemas/LootboxNestedItemRead"}]},"description":"The groups and items that can drop.","x-source":"provider 2026.07.14"},"attempts_count":{"type":"integer","default":0,"description":"How many times it was opened.","x-source":"provider 2026.07.14"}}};
const schema118 = {"type":"object","required":["groups"],"description":"What a lootbox can drop and how it is shown.","x-source":"provider 2026.07.14","properties":{"groups":{"type":"array","items":{"anyOf":[{"$ref":"#/components/schemas/LootboxGroup"},{"$ref":"#/components/schemas/LootboxNestedItem"}],"discriminator":{"propertyName":"model_type","mapping":{"LootboxGroup":"#/components/schemas/LootboxGroup","LootboxNestedItem":"#/components/schemas/LootboxNestedItem"}}},"description":"What can drop, told apart by model_type (anyOf for the reason given at ItemPropertyRead.config).","x-source":"provider 2026.07.14"},"claim_video_url":{"type":"string","description":"Video played when opening.","x-source":"provider 2026.07.14"},"claimed_video_url":{"type":"string","description":"Video played after opening.","x-source":"provider 2026.07.14"},"claim_video_url_mov":{"type":"string","description":"Opening video in MOV format.","x-source":"provider 2026.07.14"},"claimed_video_url_mov":{"type":"string","description":"After-opening video in MOV format.","x-source":"provider 2026.07.14"},"view_type":{"$ref":"#/components/schemas/LootboxViewType","default":"default","description":"How opening is shown.","x-source":"provider 2026.07.14"},"pity":{"$ref":"#/components/schemas/PitySettings","description":"Guaranteed drops after unlucky openings.","x-source":"provider 2026.07.14"}}};
const schema120 = {"type":"object","required":["id","weight","count","sku"],"description":"A weighted item drop inside a lootbox.","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"Its id.","x-source":"provider 2026.07.14"},"weight":{"type":"integer","minimum":0,"maximum":1000000,"description":"Weight among its siblings.","x-source":"provider 2026.07.14"},"count":{"type":"integer","description":"How many drop.","x-source":"provider 2026.07.14"},"sku":{"type":"string","description":"SKU of the item.","x-source":"provider 2026.07.14"},"model_type":{"type":"string","enum":["LootboxNestedItem"],"default":"LootboxNestedItem","description":"Tells groups and items apart.","x-source":"provider 2026.07.14"}}};
const schema122 = {"type":"string","enum":["default","roulette"],"description":"How the lootbox opening is shown.","x-source":"provider 2026.07.14"};
const schema119 = {"type":"object","required":["id","weight","name","nested_items"],"description":"A weighted group of drops inside a lootbox; groups nest.","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"Its id.","x-source":"provider 2026.07.14"},"weight":{"type":"integer","minimum":0,"maximum":1000000,"description":"Weight among its siblings.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"Name of the group.","x-source":"provider 2026.07.14"},"nested_items":{"type":"array","items":{"anyOf":[{"$ref":"#/components/schemas/LootboxGroup"},{"$ref":"#/components/schemas/LootboxNestedItem"}]},"description":"What the group holds.","x-source":"provider 2026.07.14"},"model_type":{"type":"string","enum":["LootboxGroup"],"default":"LootboxGroup","description":"Tells groups and items apart.","x-source":"provider 2026.07.14"}}};
const wrapper4 = {validate: validate103};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.weight === undefined) && (missing0 = "weight"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.nested_items === undefined) && (missing0 = "nested_items"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate103.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.weight !== undefined){
let data1 = data.weight;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate103.errors = [{instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 > 1000000 || isNaN(data1)){
validate103.errors = [{instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate103.errors = [{instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate103.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items !== undefined){
let data3 = data.nested_items;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(!(wrapper4.validate(data4, {instancePath:instancePath+"/nested_items/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper4.validate.errors : vErrors.concat(wrapper4.validate.errors);
errors = vErrors.length;
}
else {
var props0 = wrapper4.validate.evaluated.props;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((((data4.id === undefined) && (missing1 = "id")) || ((data4.weight === undefined) && (missing1 = "weight"))) || ((data4.count === undefined) && (missing1 = "count"))) || ((data4.sku === undefined) && (missing1 = "sku"))){
const err0 = {instancePath:instancePath+"/nested_items/" + i0,schemaPath:"#/components/schemas/LootboxNestedItem/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data4.id !== undefined){
const _errs15 = errors;
if(typeof data4.id !== "string"){
const err1 = {instancePath:instancePath+"/nested_items/" + i0+"/id",schemaPath:"#/components/schemas/LootboxNestedItem/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.weight !== undefined){
let data6 = data4.weight;
const _errs17 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err2 = {instancePath:instancePath+"/nested_items/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(errors === _errs17){
if(typeof data6 == "number"){
if(data6 > 1000000 || isNaN(data6)){
const err3 = {instancePath:instancePath+"/nested_items/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data6 < 0 || isNaN(data6)){
const err4 = {instancePath:instancePath+"/nested_items/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.count !== undefined){
let data7 = data4.count;
const _errs19 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err5 = {instancePath:instancePath+"/nested_items/" + i0+"/count",schemaPath:"#/components/schemas/LootboxNestedItem/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.sku !== undefined){
const _errs21 = errors;
if(typeof data4.sku !== "string"){
const err6 = {instancePath:instancePath+"/nested_items/" + i0+"/sku",schemaPath:"#/components/schemas/LootboxNestedItem/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.model_type !== undefined){
let data9 = data4.model_type;
const _errs23 = errors;
if(typeof data9 !== "string"){
const err7 = {instancePath:instancePath+"/nested_items/" + i0+"/model_type",schemaPath:"#/components/schemas/LootboxNestedItem/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data9 === "LootboxNestedItem")){
const err8 = {instancePath:instancePath+"/nested_items/" + i0+"/model_type",schemaPath:"#/components/schemas/LootboxNestedItem/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema120.properties.model_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/nested_items/" + i0,schemaPath:"#/components/schemas/LootboxNestedItem/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.id = true;
props0.weight = true;
props0.count = true;
props0.sku = true;
props0.model_type = true;
}
}
if(!valid2){
const err10 = {instancePath:instancePath+"/nested_items/" + i0,schemaPath:"#/properties/nested_items/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate103.errors = vErrors;
return false;
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
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate103.errors = [{instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_type !== undefined){
let data10 = data.model_type;
const _errs25 = errors;
if(typeof data10 !== "string"){
validate103.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data10 === "LootboxGroup")){
validate103.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema119.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"id":true,"weight":true,"name":true,"nested_items":true,"model_type":true},"dynamicProps":false,"dynamicItems":false};

const schema123 = {"type":"object","required":["steps"],"description":"Guaranteed drops after a number of unlucky openings.","x-source":"provider 2026.07.14","properties":{"steps":{"type":"array","items":{"$ref":"#/components/schemas/PityStep"},"minItems":1,"description":"The thresholds, in order.","x-source":"provider 2026.07.14"},"repeat_last":{"type":"boolean","default":true,"description":"Whether the last step repeats.","x-source":"provider 2026.07.14"}}};
const schema124 = {"type":"object","required":["threshold","guaranteed_groups"],"description":"One pity threshold and what it guarantees.","x-source":"provider 2026.07.14","properties":{"threshold":{"type":"integer","minimum":1,"description":"Openings without a rare drop before the guarantee.","x-source":"provider 2026.07.14"},"guaranteed_groups":{"type":"array","items":{"anyOf":[{"$ref":"#/components/schemas/LootboxGroup"},{"$ref":"#/components/schemas/LootboxNestedItem"}]},"minItems":1,"description":"What is then guaranteed.","x-source":"provider 2026.07.14"}}};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threshold === undefined) && (missing0 = "threshold")) || ((data.guaranteed_groups === undefined) && (missing0 = "guaranteed_groups"))){
validate106.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threshold !== undefined){
let data0 = data.threshold;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate106.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 1 || isNaN(data0)){
validate106.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.guaranteed_groups !== undefined){
let data1 = data.guaranteed_groups;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
if(data1.length < 1){
validate106.errors = [{instancePath:instancePath+"/guaranteed_groups",schemaPath:"#/properties/guaranteed_groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(!(validate103(data2, {instancePath:instancePath+"/guaranteed_groups/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.id = true;
props0.weight = true;
props0.name = true;
props0.nested_items = true;
props0.model_type = true;
}
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((((data2.id === undefined) && (missing1 = "id")) || ((data2.weight === undefined) && (missing1 = "weight"))) || ((data2.count === undefined) && (missing1 = "count"))) || ((data2.sku === undefined) && (missing1 = "sku"))){
const err0 = {instancePath:instancePath+"/guaranteed_groups/" + i0,schemaPath:"#/components/schemas/LootboxNestedItem/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data2.id !== undefined){
const _errs11 = errors;
if(typeof data2.id !== "string"){
const err1 = {instancePath:instancePath+"/guaranteed_groups/" + i0+"/id",schemaPath:"#/components/schemas/LootboxNestedItem/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.weight !== undefined){
let data4 = data2.weight;
const _errs13 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err2 = {instancePath:instancePath+"/guaranteed_groups/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(errors === _errs13){
if(typeof data4 == "number"){
if(data4 > 1000000 || isNaN(data4)){
const err3 = {instancePath:instancePath+"/guaranteed_groups/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data4 < 0 || isNaN(data4)){
const err4 = {instancePath:instancePath+"/guaranteed_groups/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.count !== undefined){
let data5 = data2.count;
const _errs15 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err5 = {instancePath:instancePath+"/guaranteed_groups/" + i0+"/count",schemaPath:"#/components/schemas/LootboxNestedItem/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.sku !== undefined){
const _errs17 = errors;
if(typeof data2.sku !== "string"){
const err6 = {instancePath:instancePath+"/guaranteed_groups/" + i0+"/sku",schemaPath:"#/components/schemas/LootboxNestedItem/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.model_type !== undefined){
let data7 = data2.model_type;
const _errs19 = errors;
if(typeof data7 !== "string"){
const err7 = {instancePath:instancePath+"/guaranteed_groups/" + i0+"/model_type",schemaPath:"#/components/schemas/LootboxNestedItem/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data7 === "LootboxNestedItem")){
const err8 = {instancePath:instancePath+"/guaranteed_groups/" + i0+"/model_type",schemaPath:"#/components/schemas/LootboxNestedItem/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema120.properties.model_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/guaranteed_groups/" + i0,schemaPath:"#/components/schemas/LootboxNestedItem/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.id = true;
props0.weight = true;
props0.count = true;
props0.sku = true;
props0.model_type = true;
}
}
if(!valid2){
const err10 = {instancePath:instancePath+"/guaranteed_groups/" + i0,schemaPath:"#/properties/guaranteed_groups/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate106.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate106.errors = [{instancePath:instancePath+"/guaranteed_groups",schemaPath:"#/properties/guaranteed_groups/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate106.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":{"threshold":true,"guaranteed_groups":true},"dynamicProps":false,"dynamicItems":false};


function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.steps === undefined) && (missing0 = "steps")){
validate105.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.steps !== undefined){
let data0 = data.steps;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length < 1){
validate105.errors = [{instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate106(data0[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate105.errors = [{instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repeat_last !== undefined){
const _errs4 = errors;
if(typeof data.repeat_last !== "boolean"){
validate105.errors = [{instancePath:instancePath+"/repeat_last",schemaPath:"#/properties/repeat_last/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate105.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":{"steps":true,"repeat_last":true},"dynamicProps":false,"dynamicItems":false};


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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.groups === undefined) && (missing0 = "groups")){
validate102.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.groups !== undefined){
let data0 = data.groups;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(validate103(data1, {instancePath:instancePath+"/groups/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.id = true;
props0.weight = true;
props0.name = true;
props0.nested_items = true;
props0.model_type = true;
}
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.id === undefined) && (missing1 = "id")) || ((data1.weight === undefined) && (missing1 = "weight"))) || ((data1.count === undefined) && (missing1 = "count"))) || ((data1.sku === undefined) && (missing1 = "sku"))){
const err0 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/components/schemas/LootboxNestedItem/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data1.id !== undefined){
const _errs9 = errors;
if(typeof data1.id !== "string"){
const err1 = {instancePath:instancePath+"/groups/" + i0+"/id",schemaPath:"#/components/schemas/LootboxNestedItem/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.weight !== undefined){
let data3 = data1.weight;
const _errs11 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err2 = {instancePath:instancePath+"/groups/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(errors === _errs11){
if(typeof data3 == "number"){
if(data3 > 1000000 || isNaN(data3)){
const err3 = {instancePath:instancePath+"/groups/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data3 < 0 || isNaN(data3)){
const err4 = {instancePath:instancePath+"/groups/" + i0+"/weight",schemaPath:"#/components/schemas/LootboxNestedItem/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.count !== undefined){
let data4 = data1.count;
const _errs13 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err5 = {instancePath:instancePath+"/groups/" + i0+"/count",schemaPath:"#/components/schemas/LootboxNestedItem/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.sku !== undefined){
const _errs15 = errors;
if(typeof data1.sku !== "string"){
const err6 = {instancePath:instancePath+"/groups/" + i0+"/sku",schemaPath:"#/components/schemas/LootboxNestedItem/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.model_type !== undefined){
let data6 = data1.model_type;
const _errs17 = errors;
if(typeof data6 !== "string"){
const err7 = {instancePath:instancePath+"/groups/" + i0+"/model_type",schemaPath:"#/components/schemas/LootboxNestedItem/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data6 === "LootboxNestedItem")){
const err8 = {instancePath:instancePath+"/groups/" + i0+"/model_type",schemaPath:"#/components/schemas/LootboxNestedItem/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema120.properties.model_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/components/schemas/LootboxNestedItem/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.id = true;
props0.weight = true;
props0.count = true;
props0.sku = true;
props0.model_type = true;
}
}
if(!valid2){
const err10 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate102.errors = vErrors;
return false;
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
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claim_video_url !== undefined){
const _errs19 = errors;
if(typeof data.claim_video_url !== "string"){
validate102.errors = [{instancePath:instancePath+"/claim_video_url",schemaPath:"#/properties/claim_video_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claimed_video_url !== undefined){
const _errs21 = errors;
if(typeof data.claimed_video_url !== "string"){
validate102.errors = [{instancePath:instancePath+"/claimed_video_url",schemaPath:"#/properties/claimed_video_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claim_video_url_mov !== undefined){
const _errs23 = errors;
if(typeof data.claim_video_url_mov !== "string"){
validate102.errors = [{instancePath:instancePath+"/claim_video_url_mov",schemaPath:"#/properties/claim_video_url_mov/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claimed_video_url_mov !== undefined){
const _errs25 = errors;
if(typeof data.claimed_video_url_mov !== "string"){
validate102.errors = [{instancePath:instancePath+"/claimed_video_url_mov",schemaPath:"#/properties/claimed_video_url_mov/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_type !== undefined){
let data11 = data.view_type;
const _errs27 = errors;
if(typeof data11 !== "string"){
validate102.errors = [{instancePath:instancePath+"/view_type",schemaPath:"#/components/schemas/LootboxViewType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data11 === "default") || (data11 === "roulette"))){
validate102.errors = [{instancePath:instancePath+"/view_type",schemaPath:"#/components/schemas/LootboxViewType/enum",keyword:"enum",params:{allowedValues: schema122.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pity !== undefined){
const _errs30 = errors;
if(!(validate105(data.pity, {instancePath:instancePath+"/pity",parentData:data,parentDataProperty:"pity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":{"groups":true,"claim_video_url":true,"claimed_video_url":true,"claim_video_url_mov":true,"claimed_video_url_mov":true,"view_type":true,"pity":true},"dynamicProps":false,"dynamicItems":false};

const schema126 = {"type":"object","required":["id","name","weight","nested_items"],"description":"A weighted group of drops, as a reward shows it.","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"Its id.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"Name of the group.","x-source":"provider 2026.07.14"},"weight":{"type":"integer","description":"Weight among its siblings.","x-source":"provider 2026.07.14"},"nested_items":{"anyOf":[{"type":"array","items":{"$ref":"#/components/schemas/LootboxGroupRead"}},{"type":"array","items":{"$ref":"#/components/schemas/LootboxNestedItemRead"}}],"description":"What the group holds.","x-source":"provider 2026.07.14"}}};
const wrapper5 = {validate: validate111};
const schema127 = {"type":"object","required":["name","currency","sku","type","is_stackable","is_currency","id","created_at","probability","weight"],"description":"An item that can drop from a lootbox, with its chance.","x-source":"provider 2026.07.14","properties":{"name":{"type":"string","description":"Name shown to players.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Text shown to players.","x-source":"provider 2026.07.14"},"highlights":{"anyOf":[{"$ref":"#/components/schemas/Highlights"},{"type":"null"}],"description":"Benefit texts shown with the item.","x-source":"provider 2026.07.14"},"price":{"type":"integer","description":"Price in minor units of `currency`.","x-source":"provider 2026.07.14"},"price_point":{"type":"integer","exclusiveMinimum":0,"maximum":5000000,"description":"Price point for local prices (deprecated by the service).","x-source":"provider 2026.07.14"},"price_template_id":{"type":"string","description":"The price template the price comes from.","x-source":"provider 2026.07.14"},"reward_points_price":{"type":"integer","description":"Price in reward points.","x-source":"provider 2026.07.14"},"currency":{"$ref":"#/components/schemas/Currency","description":"Currency of `price`.","x-source":"provider 2026.07.14"},"sku":{"type":"string","maxLength":255,"description":"The game's identifier of the item, unique in its catalogue.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item image; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific image (deprecated).","x-source":"provider 2026.07.14"},"icon_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item icon; an empty string for none.","x-source":"provider 2026.07.14"},"icon_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific icon (deprecated).","x-source":"provider 2026.07.14"},"image_url_featured":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image for a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_featured_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured image (deprecated).","x-source":"provider 2026.07.14"},"background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background image; an empty string for none.","x-source":"provider 2026.07.14"},"background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific background (deprecated).","x-source":"provider 2026.07.14"},"background_image_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"featured_card_background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background of a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"featured_card_background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured background (deprecated).","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/ItemType","description":"Kind of item.","x-source":"provider 2026.07.14"},"view_option":{"$ref":"#/components/schemas/ItemViewOption","default":"default","description":"How the card is drawn.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","minimum":1,"maximum":1000000000000000000,"default":1,"description":"How many units one purchase gives.","x-source":"provider 2026.07.14"},"is_stackable":{"type":"boolean","description":"Whether several can be held in one slot.","x-source":"provider 2026.07.14"},"is_currency":{"type":"boolean","description":"True for an item that is a currency.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in lists.","x-source":"provider 2026.07.14"},"categories":{"type":"array","items":{"type":"string"},"description":"Ids of the item categories it is in.","x-source":"provider 2026.07.14"},"duration":{"type":"integer","description":"How long its in-game effect lasts, in seconds.","x-source":"provider 2026.07.14"},"enable_reward_points_redemption":{"type":"boolean","description":"Whether reward points can pay for it.","x-source":"provider 2026.07.14"},"nested_items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"description":"Contents of a bundle.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The item's id.","x-source":"provider 2026.07.14"},"properties":{"type":"array","items":{"$ref":"#/components/schemas/ItemPropertyRelationRead"},"description":"Values of the item's properties.","x-source":"provider 2026.07.14"},"source":{"$ref":"#/components/schemas/ItemSource","default":"order","description":"Why the item reached the player.","x-source":"provider 2026.07.14"},"rarity_id":{"type":"string","description":"Id of its rarity.","x-source":"provider 2026.07.14"},"item_rarity":{"$ref":"#/components/schemas/ItemRarityRead","description":"Its rarity.","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Discount in percent.","x-source":"provider 2026.07.14"},"bonus_percent":{"type":"integer","minimum":0,"description":"Extra quantity in percent.","x-source":"provider 2026.07.14"},"is_custom":{"type":"boolean","default":false,"description":"Whether the item was made for one order rather than taken from the catalogue.","x-source":"provider 2026.07.14"},"created_at":{"type":"number","description":"When it was created (Unix seconds).","x-source":"provider 2026.07.14"},"modified_at":{"type":"number","description":"When it was last changed (Unix seconds).","x-source":"provider 2026.07.14"},"archived_at":{"type":"number","description":"When it was archived (Unix seconds).","x-source":"provider 2026.07.14"},"price_minor_unit":{"type":"integer","description":"Number of decimal places of the currency.","x-source":"provider 2026.07.14"},"price_decimal":{"type":"number","description":"Price as a decimal amount.","x-source":"provider 2026.07.14"},"fallback_item_id":{"type":"string","description":"Item given instead when this one cannot be.","x-source":"provider 2026.07.14"},"fallback_item_quantity":{"type":"integer","description":"How many of the fallback item.","x-source":"provider 2026.07.14"},"meta":{"type":"object","description":"Free-form data the game keeps with the item.","x-source":"provider 2026.07.14"},"model_type":{"type":"string","enum":["PublicItemRead"],"default":"PublicItemRead","description":"Tells the kinds of catalogue record apart.","x-source":"provider 2026.07.14"},"nested_items_read":{"type":"array","items":{"$ref":"#/components/schemas/PublicItemRead"},"description":"Bundle contents, resolved.","x-source":"provider 2026.07.14"},"fallback_item":{"$ref":"#/components/schemas/PublicItemRead","description":"The fallback item, resolved.","x-source":"provider 2026.07.14"},"quantity_after_bonus":{"type":"integer","description":"Quantity with the bonus applied.","x-source":"provider 2026.07.14"},"quantity_bonus_value":{"type":"integer","description":"Extra quantity from the bonus.","x-source":"provider 2026.07.14"},"is_system":{"type":["boolean","null"],"description":"When true, webhooks leave this item out.","x-source":"provider 2026.07.14"},"probability":{"type":"number","description":"Chance of dropping.","x-source":"provider 2026.07.14"},"weight":{"type":"integer","description":"Weight of the drop among its siblings.","x-source":"provider 2026.07.14"}}};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.name === undefined) && (missing0 = "name")) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.is_stackable === undefined) && (missing0 = "is_stackable"))) || ((data.is_currency === undefined) && (missing0 = "is_currency"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.created_at === undefined) && (missing0 = "created_at"))) || ((data.probability === undefined) && (missing0 = "probability"))) || ((data.weight === undefined) && (missing0 = "weight"))){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate112.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate112.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highlights !== undefined){
let data2 = data.highlights;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate43(data2, {instancePath:instancePath+"/highlights",parentData:data,parentDataProperty:"highlights",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.title = true;
props0.description = true;
props0.items = true;
}
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data3 = data.price;
const _errs10 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate112.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_point !== undefined){
let data4 = data.price_point;
const _errs12 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate112.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 > 5000000 || isNaN(data4)){
validate112.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000000},message:"must be <= 5000000"}];
return false;
}
else {
if(data4 <= 0 || isNaN(data4)){
validate112.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_template_id !== undefined){
const _errs14 = errors;
if(typeof data.price_template_id !== "string"){
validate112.errors = [{instancePath:instancePath+"/price_template_id",schemaPath:"#/properties/price_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward_points_price !== undefined){
let data6 = data.reward_points_price;
const _errs16 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate112.errors = [{instancePath:instancePath+"/reward_points_price",schemaPath:"#/properties/reward_points_price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data7 = data.currency;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate112.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data7 === "USD") || (data7 === "EUR")) || (data7 === "AED")) || (data7 === "AFN")) || (data7 === "ALL")) || (data7 === "AMD")) || (data7 === "ANG")) || (data7 === "AOA")) || (data7 === "ARS")) || (data7 === "AUD")) || (data7 === "AWG")) || (data7 === "AZN")) || (data7 === "BAM")) || (data7 === "BBD")) || (data7 === "BDT")) || (data7 === "BGN")) || (data7 === "BHD")) || (data7 === "BIF")) || (data7 === "BMD")) || (data7 === "BND")) || (data7 === "BOB")) || (data7 === "BRL")) || (data7 === "BSD")) || (data7 === "BTN")) || (data7 === "BWP")) || (data7 === "BYN")) || (data7 === "BZD")) || (data7 === "CAD")) || (data7 === "CDF")) || (data7 === "CHF")) || (data7 === "CLP")) || (data7 === "CNY")) || (data7 === "COP")) || (data7 === "CRC")) || (data7 === "CUP")) || (data7 === "CVE")) || (data7 === "CZK")) || (data7 === "DJF")) || (data7 === "DKK")) || (data7 === "DOP")) || (data7 === "DZD")) || (data7 === "EGP")) || (data7 === "ERN")) || (data7 === "ETB")) || (data7 === "FJD")) || (data7 === "FKP")) || (data7 === "GBP")) || (data7 === "GEL")) || (data7 === "GHS")) || (data7 === "GIP")) || (data7 === "GMD")) || (data7 === "GNF")) || (data7 === "GTQ")) || (data7 === "GYD")) || (data7 === "HKD")) || (data7 === "HNL")) || (data7 === "HTG")) || (data7 === "HUF")) || (data7 === "IDR")) || (data7 === "ILS")) || (data7 === "INR")) || (data7 === "IQD")) || (data7 === "IRR")) || (data7 === "ISK")) || (data7 === "JMD")) || (data7 === "JOD")) || (data7 === "JPY")) || (data7 === "KES")) || (data7 === "KGS")) || (data7 === "KHR")) || (data7 === "KMF")) || (data7 === "KPW")) || (data7 === "KRW")) || (data7 === "KWD")) || (data7 === "KYD")) || (data7 === "KZT")) || (data7 === "LAK")) || (data7 === "LBP")) || (data7 === "LKR")) || (data7 === "LRD")) || (data7 === "LSL")) || (data7 === "LYD")) || (data7 === "MAD")) || (data7 === "MDL")) || (data7 === "MGA")) || (data7 === "MKD")) || (data7 === "MMK")) || (data7 === "MNT")) || (data7 === "MOP")) || (data7 === "MRU")) || (data7 === "MUR")) || (data7 === "MVR")) || (data7 === "MWK")) || (data7 === "MXN")) || (data7 === "MYR")) || (data7 === "MZN")) || (data7 === "NAD")) || (data7 === "NGN")) || (data7 === "NIO")) || (data7 === "NOK")) || (data7 === "NPR")) || (data7 === "NZD")) || (data7 === "OMR")) || (data7 === "PAB")) || (data7 === "PEN")) || (data7 === "PGK")) || (data7 === "PHP")) || (data7 === "PKR")) || (data7 === "PLN")) || (data7 === "PYG")) || (data7 === "QAR")) || (data7 === "RON")) || (data7 === "RSD")) || (data7 === "RUB")) || (data7 === "RWF")) || (data7 === "SAR")) || (data7 === "SBD")) || (data7 === "SCR")) || (data7 === "SDG")) || (data7 === "SEK")) || (data7 === "SGD")) || (data7 === "SHP")) || (data7 === "SLE")) || (data7 === "SOS")) || (data7 === "SRD")) || (data7 === "SSP")) || (data7 === "STN")) || (data7 === "SVC")) || (data7 === "SYP")) || (data7 === "SZL")) || (data7 === "THB")) || (data7 === "TJS")) || (data7 === "TMT")) || (data7 === "TND")) || (data7 === "TOP")) || (data7 === "TRY")) || (data7 === "TTD")) || (data7 === "TWD")) || (data7 === "TZS")) || (data7 === "UAH")) || (data7 === "UGX")) || (data7 === "UYU")) || (data7 === "UZS")) || (data7 === "VED")) || (data7 === "VES")) || (data7 === "VND")) || (data7 === "VUV")) || (data7 === "WST")) || (data7 === "XAF")) || (data7 === "XCD")) || (data7 === "XCG")) || (data7 === "XOF")) || (data7 === "XPF")) || (data7 === "YER")) || (data7 === "ZAR")) || (data7 === "ZMW")) || (data7 === "ZWG")) || (data7 === "ZWL")) || (data7 === "RP")) || (data7 === "VC"))){
validate112.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
let data8 = data.sku;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(func1(data8) > 255){
validate112.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate112.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data9 = data.image_url;
const _errs23 = errors;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err2 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(func1(data9) < 1){
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(!(formats0(data9))){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(typeof data9 !== "string"){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data9 === "")){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema127.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_apple !== undefined){
let data10 = data.image_url_apple;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data10 === "string"){
if(func1(data10) > 65536){
validate112.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data10) < 1){
validate112.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data10))){
validate112.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url !== undefined){
let data11 = data.icon_url;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = false;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data11 === "string"){
if(func1(data11) > 65536){
const err9 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(func1(data11) < 1){
const err10 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(!(formats0(data11))){
const err11 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err12 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid2 = _errs33 === errors;
valid4 = valid4 || _valid2;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data11 === "")){
const err14 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema127.properties.icon_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err15 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate112.errors = vErrors;
return false;
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
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url_apple !== undefined){
let data12 = data.icon_url_apple;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data12 === "string"){
if(func1(data12) > 65536){
validate112.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data12) < 1){
validate112.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data12))){
validate112.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured !== undefined){
let data13 = data.image_url_featured;
const _errs39 = errors;
const _errs40 = errors;
let valid5 = false;
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err16 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(func1(data13) < 1){
const err17 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(!(formats0(data13))){
const err18 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err19 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid3 = _errs41 === errors;
valid5 = valid5 || _valid3;
const _errs43 = errors;
if(typeof data13 !== "string"){
const err20 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data13 === "")){
const err21 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema127.properties.image_url_featured.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err22 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured_apple !== undefined){
let data14 = data.image_url_featured_apple;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data14 === "string"){
if(func1(data14) > 65536){
validate112.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data14) < 1){
validate112.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data14))){
validate112.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
let data15 = data.background_image_url;
const _errs47 = errors;
const _errs48 = errors;
let valid6 = false;
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(typeof data15 === "string"){
if(func1(data15) > 65536){
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(func1(data15) < 1){
const err24 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(!(formats0(data15))){
const err25 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err26 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid4 = _errs49 === errors;
valid6 = valid6 || _valid4;
const _errs51 = errors;
if(typeof data15 !== "string"){
const err27 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(data15 === "")){
const err28 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema127.properties.background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid4 = _errs51 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err29 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url_apple !== undefined){
let data16 = data.background_image_url_apple;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data16 === "string"){
if(func1(data16) > 65536){
validate112.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data16) < 1){
validate112.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data16))){
validate112.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_color !== undefined){
const _errs55 = errors;
if(typeof data.background_image_color !== "string"){
validate112.errors = [{instancePath:instancePath+"/background_image_color",schemaPath:"#/properties/background_image_color/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url !== undefined){
let data18 = data.featured_card_background_image_url;
const _errs57 = errors;
const _errs58 = errors;
let valid7 = false;
const _errs59 = errors;
if(errors === _errs59){
if(errors === _errs59){
if(typeof data18 === "string"){
if(func1(data18) > 65536){
const err30 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(func1(data18) < 1){
const err31 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(!(formats0(data18))){
const err32 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err33 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid5 = _errs59 === errors;
valid7 = valid7 || _valid5;
const _errs61 = errors;
if(typeof data18 !== "string"){
const err34 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(data18 === "")){
const err35 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema127.properties.featured_card_background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid5 = _errs61 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err36 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url_apple !== undefined){
let data19 = data.featured_card_background_image_url_apple;
const _errs63 = errors;
if(errors === _errs63){
if(errors === _errs63){
if(typeof data19 === "string"){
if(func1(data19) > 65536){
validate112.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data19) < 1){
validate112.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data19))){
validate112.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data20 = data.type;
const _errs65 = errors;
if(typeof data20 !== "string"){
validate112.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data20 === "item") || (data20 === "currency")) || (data20 === "bundle")) || (data20 === "lootbox")) || (data20 === "subscription")) || (data20 === "virtual_currency"))){
validate112.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_option !== undefined){
let data21 = data.view_option;
const _errs68 = errors;
if(typeof data21 !== "string"){
validate112.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data21 === "default") || (data21 === "skeleton"))){
validate112.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data22 = data.quantity;
const _errs71 = errors;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
validate112.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs71){
if(typeof data22 == "number"){
if(data22 > 1000000000000000000 || isNaN(data22)){
validate112.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000000},message:"must be <= 1000000000000000000"}];
return false;
}
else {
if(data22 < 1 || isNaN(data22)){
validate112.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable !== undefined){
const _errs73 = errors;
if(typeof data.is_stackable !== "boolean"){
validate112.errors = [{instancePath:instancePath+"/is_stackable",schemaPath:"#/properties/is_stackable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_currency !== undefined){
const _errs75 = errors;
if(typeof data.is_currency !== "boolean"){
validate112.errors = [{instancePath:instancePath+"/is_currency",schemaPath:"#/properties/is_currency/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data25 = data.position;
const _errs77 = errors;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
validate112.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.categories !== undefined){
let data26 = data.categories;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data26)){
var valid10 = true;
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
const _errs81 = errors;
if(typeof data26[i0] !== "string"){
validate112.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs81 === errors;
if(!valid10){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration !== undefined){
let data28 = data.duration;
const _errs83 = errors;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
validate112.errors = [{instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enable_reward_points_redemption !== undefined){
const _errs85 = errors;
if(typeof data.enable_reward_points_redemption !== "boolean"){
validate112.errors = [{instancePath:instancePath+"/enable_reward_points_redemption",schemaPath:"#/properties/enable_reward_points_redemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items !== undefined){
let data30 = data.nested_items;
const _errs87 = errors;
if(errors === _errs87){
if(Array.isArray(data30)){
var valid11 = true;
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
const _errs89 = errors;
if(!(validate45(data30[i1], {instancePath:instancePath+"/nested_items/" + i1,parentData:data30,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid11 = _errs89 === errors;
if(!valid11){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs90 = errors;
if(typeof data.id !== "string"){
validate112.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.properties !== undefined){
let data33 = data.properties;
const _errs92 = errors;
if(errors === _errs92){
if(Array.isArray(data33)){
var valid12 = true;
const len2 = data33.length;
for(let i2=0; i2<len2; i2++){
const _errs94 = errors;
if(!(validate47(data33[i2], {instancePath:instancePath+"/properties/" + i2,parentData:data33,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid12 = _errs94 === errors;
if(!valid12){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs92 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data35 = data.source;
const _errs95 = errors;
if(typeof data35 !== "string"){
validate112.errors = [{instancePath:instancePath+"/source",schemaPath:"#/components/schemas/ItemSource/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data35 === "order") || (data35 === "bonus")) || (data35 === "bundle")) || (data35 === "coupon")) || (data35 === "lootbox")) || (data35 === "free_item")) || (data35 === "liveops")) || (data35 === "daily_reward")) || (data35 === "loyalty_reward")) || (data35 === "progression_program")) || (data35 === "rolling_offer")) || (data35 === "pick_one_offer"))){
validate112.errors = [{instancePath:instancePath+"/source",schemaPath:"#/components/schemas/ItemSource/enum",keyword:"enum",params:{allowedValues: schema67.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs95 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rarity_id !== undefined){
const _errs98 = errors;
if(typeof data.rarity_id !== "string"){
validate112.errors = [{instancePath:instancePath+"/rarity_id",schemaPath:"#/properties/rarity_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_rarity !== undefined){
let data37 = data.item_rarity;
const _errs100 = errors;
const _errs101 = errors;
if(errors === _errs101){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
let missing1;
if(((data37.name === undefined) && (missing1 = "name")) || ((data37.id === undefined) && (missing1 = "id"))){
validate112.errors = [{instancePath:instancePath+"/item_rarity",schemaPath:"#/components/schemas/ItemRarityRead/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data37.name !== undefined){
let data38 = data37.name;
const _errs103 = errors;
if(errors === _errs103){
if(typeof data38 === "string"){
if(func1(data38) > 255){
validate112.errors = [{instancePath:instancePath+"/item_rarity/name",schemaPath:"#/components/schemas/ItemRarityRead/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate112.errors = [{instancePath:instancePath+"/item_rarity/name",schemaPath:"#/components/schemas/ItemRarityRead/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs103 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data37.color_background_badge !== undefined){
const _errs105 = errors;
if(typeof data37.color_background_badge !== "string"){
validate112.errors = [{instancePath:instancePath+"/item_rarity/color_background_badge",schemaPath:"#/components/schemas/ItemRarityRead/properties/color_background_badge/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs105 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data37.id !== undefined){
const _errs107 = errors;
if(typeof data37.id !== "string"){
validate112.errors = [{instancePath:instancePath+"/item_rarity/id",schemaPath:"#/components/schemas/ItemRarityRead/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs107 === errors;
}
else {
var valid15 = true;
}
}
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/item_rarity",schemaPath:"#/components/schemas/ItemRarityRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs100 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data41 = data.discount_percent;
const _errs109 = errors;
if(!((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41)))){
validate112.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs109){
if(typeof data41 == "number"){
if(data41 > 100 || isNaN(data41)){
validate112.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data41 < 0 || isNaN(data41)){
validate112.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs109 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_percent !== undefined){
let data42 = data.bonus_percent;
const _errs111 = errors;
if(!((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42)))){
validate112.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs111){
if(typeof data42 == "number"){
if(data42 < 0 || isNaN(data42)){
validate112.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs111 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_custom !== undefined){
const _errs113 = errors;
if(typeof data.is_custom !== "boolean"){
validate112.errors = [{instancePath:instancePath+"/is_custom",schemaPath:"#/properties/is_custom/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs113 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs115 = errors;
if(!(typeof data.created_at == "number")){
validate112.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs115 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modified_at !== undefined){
const _errs117 = errors;
if(!(typeof data.modified_at == "number")){
validate112.errors = [{instancePath:instancePath+"/modified_at",schemaPath:"#/properties/modified_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs117 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived_at !== undefined){
const _errs119 = errors;
if(!(typeof data.archived_at == "number")){
validate112.errors = [{instancePath:instancePath+"/archived_at",schemaPath:"#/properties/archived_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs119 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_minor_unit !== undefined){
let data47 = data.price_minor_unit;
const _errs121 = errors;
if(!((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47)))){
validate112.errors = [{instancePath:instancePath+"/price_minor_unit",schemaPath:"#/properties/price_minor_unit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs121 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_decimal !== undefined){
const _errs123 = errors;
if(!(typeof data.price_decimal == "number")){
validate112.errors = [{instancePath:instancePath+"/price_decimal",schemaPath:"#/properties/price_decimal/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs123 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item_id !== undefined){
const _errs125 = errors;
if(typeof data.fallback_item_id !== "string"){
validate112.errors = [{instancePath:instancePath+"/fallback_item_id",schemaPath:"#/properties/fallback_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs125 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item_quantity !== undefined){
let data50 = data.fallback_item_quantity;
const _errs127 = errors;
if(!((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50)))){
validate112.errors = [{instancePath:instancePath+"/fallback_item_quantity",schemaPath:"#/properties/fallback_item_quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs127 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data51 = data.meta;
const _errs129 = errors;
if(!(data51 && typeof data51 == "object" && !Array.isArray(data51))){
validate112.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs129 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_type !== undefined){
let data52 = data.model_type;
const _errs131 = errors;
if(typeof data52 !== "string"){
validate112.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data52 === "PublicItemRead")){
validate112.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema127.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs131 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items_read !== undefined){
let data53 = data.nested_items_read;
const _errs133 = errors;
if(errors === _errs133){
if(Array.isArray(data53)){
var valid16 = true;
const len3 = data53.length;
for(let i3=0; i3<len3; i3++){
const _errs135 = errors;
if(!(validate95(data53[i3], {instancePath:instancePath+"/nested_items_read/" + i3,parentData:data53,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
var valid16 = _errs135 === errors;
if(!valid16){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/nested_items_read",schemaPath:"#/properties/nested_items_read/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs133 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fallback_item !== undefined){
const _errs136 = errors;
if(!(validate95(data.fallback_item, {instancePath:instancePath+"/fallback_item",parentData:data,parentDataProperty:"fallback_item",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
var valid0 = _errs136 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity_after_bonus !== undefined){
let data56 = data.quantity_after_bonus;
const _errs137 = errors;
if(!((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56)))){
validate112.errors = [{instancePath:instancePath+"/quantity_after_bonus",schemaPath:"#/properties/quantity_after_bonus/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs137 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity_bonus_value !== undefined){
let data57 = data.quantity_bonus_value;
const _errs139 = errors;
if(!((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57)))){
validate112.errors = [{instancePath:instancePath+"/quantity_bonus_value",schemaPath:"#/properties/quantity_bonus_value/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs139 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_system !== undefined){
let data58 = data.is_system;
const _errs141 = errors;
if((typeof data58 !== "boolean") && (data58 !== null)){
validate112.errors = [{instancePath:instancePath+"/is_system",schemaPath:"#/properties/is_system/type",keyword:"type",params:{type: schema127.properties.is_system.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs141 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.probability !== undefined){
const _errs143 = errors;
if(!(typeof data.probability == "number")){
validate112.errors = [{instancePath:instancePath+"/probability",schemaPath:"#/properties/probability/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs143 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.weight !== undefined){
let data60 = data.weight;
const _errs145 = errors;
if(!((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60)))){
validate112.errors = [{instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs145 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":{"name":true,"description":true,"highlights":true,"price":true,"price_point":true,"price_template_id":true,"reward_points_price":true,"currency":true,"sku":true,"image_url":true,"image_url_apple":true,"icon_url":true,"icon_url_apple":true,"image_url_featured":true,"image_url_featured_apple":true,"background_image_url":true,"background_image_url_apple":true,"background_image_color":true,"featured_card_background_image_url":true,"featured_card_background_image_url_apple":true,"type":true,"view_option":true,"quantity":true,"is_stackable":true,"is_currency":true,"position":true,"categories":true,"duration":true,"enable_reward_points_redemption":true,"nested_items":true,"id":true,"properties":true,"source":true,"rarity_id":true,"item_rarity":true,"discount_percent":true,"bonus_percent":true,"is_custom":true,"created_at":true,"modified_at":true,"archived_at":true,"price_minor_unit":true,"price_decimal":true,"fallback_item_id":true,"fallback_item_quantity":true,"meta":true,"model_type":true,"nested_items_read":true,"fallback_item":true,"quantity_after_bonus":true,"quantity_bonus_value":true,"is_system":true,"probability":true,"weight":true},"dynamicProps":false,"dynamicItems":false};


function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.weight === undefined) && (missing0 = "weight"))) || ((data.nested_items === undefined) && (missing0 = "nested_items"))){
validate111.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate111.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate111.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.weight !== undefined){
let data2 = data.weight;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate111.errors = [{instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items !== undefined){
let data3 = data.nested_items;
const _errs7 = errors;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(wrapper5.validate(data3[i0], {instancePath:instancePath+"/nested_items/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper5.validate.errors : vErrors.concat(wrapper5.validate.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
const err0 = {instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var items1 = true;
}
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data3)){
var valid3 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs14 = errors;
if(!(validate112(data3[i1], {instancePath:instancePath+"/nested_items/" + i1,parentData:data3,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(items1 !== true){
items1 = true;
}
}
if(!valid1){
const err2 = {instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate111.errors = vErrors;
return false;
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
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate111.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":{"id":true,"name":true,"weight":true,"nested_items":true},"dynamicProps":false,"dynamicItems":false};


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.name === undefined) && (missing0 = "name")) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.is_stackable === undefined) && (missing0 = "is_stackable"))) || ((data.is_currency === undefined) && (missing0 = "is_currency"))) || ((data.lootbox_settings === undefined) && (missing0 = "lootbox_settings"))) || ((data.id === undefined) && (missing0 = "id"))){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) > 255){
validate100.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate100.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate100.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema114.properties.description.type},message:"must be string,null"}];
return false;
}
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) > 512){
validate100.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highlights !== undefined){
let data2 = data.highlights;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate43(data2, {instancePath:instancePath+"/highlights",parentData:data,parentDataProperty:"highlights",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.title = true;
props0.description = true;
props0.items = true;
}
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data3 = data.price;
const _errs10 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate100.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_point !== undefined){
let data4 = data.price_point;
const _errs12 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate100.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 > 5000000 || isNaN(data4)){
validate100.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000000},message:"must be <= 5000000"}];
return false;
}
else {
if(data4 <= 0 || isNaN(data4)){
validate100.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_template_id !== undefined){
const _errs14 = errors;
if(typeof data.price_template_id !== "string"){
validate100.errors = [{instancePath:instancePath+"/price_template_id",schemaPath:"#/properties/price_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward_points_price !== undefined){
let data6 = data.reward_points_price;
const _errs16 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate100.errors = [{instancePath:instancePath+"/reward_points_price",schemaPath:"#/properties/reward_points_price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data7 = data.currency;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate100.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data7 === "USD") || (data7 === "EUR")) || (data7 === "AED")) || (data7 === "AFN")) || (data7 === "ALL")) || (data7 === "AMD")) || (data7 === "ANG")) || (data7 === "AOA")) || (data7 === "ARS")) || (data7 === "AUD")) || (data7 === "AWG")) || (data7 === "AZN")) || (data7 === "BAM")) || (data7 === "BBD")) || (data7 === "BDT")) || (data7 === "BGN")) || (data7 === "BHD")) || (data7 === "BIF")) || (data7 === "BMD")) || (data7 === "BND")) || (data7 === "BOB")) || (data7 === "BRL")) || (data7 === "BSD")) || (data7 === "BTN")) || (data7 === "BWP")) || (data7 === "BYN")) || (data7 === "BZD")) || (data7 === "CAD")) || (data7 === "CDF")) || (data7 === "CHF")) || (data7 === "CLP")) || (data7 === "CNY")) || (data7 === "COP")) || (data7 === "CRC")) || (data7 === "CUP")) || (data7 === "CVE")) || (data7 === "CZK")) || (data7 === "DJF")) || (data7 === "DKK")) || (data7 === "DOP")) || (data7 === "DZD")) || (data7 === "EGP")) || (data7 === "ERN")) || (data7 === "ETB")) || (data7 === "FJD")) || (data7 === "FKP")) || (data7 === "GBP")) || (data7 === "GEL")) || (data7 === "GHS")) || (data7 === "GIP")) || (data7 === "GMD")) || (data7 === "GNF")) || (data7 === "GTQ")) || (data7 === "GYD")) || (data7 === "HKD")) || (data7 === "HNL")) || (data7 === "HTG")) || (data7 === "HUF")) || (data7 === "IDR")) || (data7 === "ILS")) || (data7 === "INR")) || (data7 === "IQD")) || (data7 === "IRR")) || (data7 === "ISK")) || (data7 === "JMD")) || (data7 === "JOD")) || (data7 === "JPY")) || (data7 === "KES")) || (data7 === "KGS")) || (data7 === "KHR")) || (data7 === "KMF")) || (data7 === "KPW")) || (data7 === "KRW")) || (data7 === "KWD")) || (data7 === "KYD")) || (data7 === "KZT")) || (data7 === "LAK")) || (data7 === "LBP")) || (data7 === "LKR")) || (data7 === "LRD")) || (data7 === "LSL")) || (data7 === "LYD")) || (data7 === "MAD")) || (data7 === "MDL")) || (data7 === "MGA")) || (data7 === "MKD")) || (data7 === "MMK")) || (data7 === "MNT")) || (data7 === "MOP")) || (data7 === "MRU")) || (data7 === "MUR")) || (data7 === "MVR")) || (data7 === "MWK")) || (data7 === "MXN")) || (data7 === "MYR")) || (data7 === "MZN")) || (data7 === "NAD")) || (data7 === "NGN")) || (data7 === "NIO")) || (data7 === "NOK")) || (data7 === "NPR")) || (data7 === "NZD")) || (data7 === "OMR")) || (data7 === "PAB")) || (data7 === "PEN")) || (data7 === "PGK")) || (data7 === "PHP")) || (data7 === "PKR")) || (data7 === "PLN")) || (data7 === "PYG")) || (data7 === "QAR")) || (data7 === "RON")) || (data7 === "RSD")) || (data7 === "RUB")) || (data7 === "RWF")) || (data7 === "SAR")) || (data7 === "SBD")) || (data7 === "SCR")) || (data7 === "SDG")) || (data7 === "SEK")) || (data7 === "SGD")) || (data7 === "SHP")) || (data7 === "SLE")) || (data7 === "SOS")) || (data7 === "SRD")) || (data7 === "SSP")) || (data7 === "STN")) || (data7 === "SVC")) || (data7 === "SYP")) || (data7 === "SZL")) || (data7 === "THB")) || (data7 === "TJS")) || (data7 === "TMT")) || (data7 === "TND")) || (data7 === "TOP")) || (data7 === "TRY")) || (data7 === "TTD")) || (data7 === "TWD")) || (data7 === "TZS")) || (data7 === "UAH")) || (data7 === "UGX")) || (data7 === "UYU")) || (data7 === "UZS")) || (data7 === "VED")) || (data7 === "VES")) || (data7 === "VND")) || (data7 === "VUV")) || (data7 === "WST")) || (data7 === "XAF")) || (data7 === "XCD")) || (data7 === "XCG")) || (data7 === "XOF")) || (data7 === "XPF")) || (data7 === "YER")) || (data7 === "ZAR")) || (data7 === "ZMW")) || (data7 === "ZWG")) || (data7 === "ZWL")) || (data7 === "RP")) || (data7 === "VC"))){
validate100.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
let data8 = data.sku;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(func1(data8) > 255){
validate100.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate100.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data9 = data.image_url;
const _errs23 = errors;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err2 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(func1(data9) < 1){
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(!(formats0(data9))){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(typeof data9 !== "string"){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data9 === "")){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema114.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_apple !== undefined){
let data10 = data.image_url_apple;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data10 === "string"){
if(func1(data10) > 65536){
validate100.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data10) < 1){
validate100.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data10))){
validate100.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url !== undefined){
let data11 = data.icon_url;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = false;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data11 === "string"){
if(func1(data11) > 65536){
const err9 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(func1(data11) < 1){
const err10 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(!(formats0(data11))){
const err11 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err12 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid2 = _errs33 === errors;
valid4 = valid4 || _valid2;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data11 === "")){
const err14 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema114.properties.icon_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err15 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate100.errors = vErrors;
return false;
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
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url_apple !== undefined){
let data12 = data.icon_url_apple;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data12 === "string"){
if(func1(data12) > 65536){
validate100.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data12) < 1){
validate100.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data12))){
validate100.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured !== undefined){
let data13 = data.image_url_featured;
const _errs39 = errors;
const _errs40 = errors;
let valid5 = false;
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err16 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(func1(data13) < 1){
const err17 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(!(formats0(data13))){
const err18 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err19 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid3 = _errs41 === errors;
valid5 = valid5 || _valid3;
const _errs43 = errors;
if(typeof data13 !== "string"){
const err20 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data13 === "")){
const err21 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema114.properties.image_url_featured.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err22 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured_apple !== undefined){
let data14 = data.image_url_featured_apple;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data14 === "string"){
if(func1(data14) > 65536){
validate100.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data14) < 1){
validate100.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data14))){
validate100.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
let data15 = data.background_image_url;
const _errs47 = errors;
const _errs48 = errors;
let valid6 = false;
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(typeof data15 === "string"){
if(func1(data15) > 65536){
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(func1(data15) < 1){
const err24 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(!(formats0(data15))){
const err25 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err26 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid4 = _errs49 === errors;
valid6 = valid6 || _valid4;
const _errs51 = errors;
if(typeof data15 !== "string"){
const err27 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(data15 === "")){
const err28 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema114.properties.background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid4 = _errs51 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err29 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url_apple !== undefined){
let data16 = data.background_image_url_apple;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data16 === "string"){
if(func1(data16) > 65536){
validate100.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data16) < 1){
validate100.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data16))){
validate100.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_color !== undefined){
const _errs55 = errors;
if(typeof data.background_image_color !== "string"){
validate100.errors = [{instancePath:instancePath+"/background_image_color",schemaPath:"#/properties/background_image_color/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url !== undefined){
let data18 = data.featured_card_background_image_url;
const _errs57 = errors;
const _errs58 = errors;
let valid7 = false;
const _errs59 = errors;
if(errors === _errs59){
if(errors === _errs59){
if(typeof data18 === "string"){
if(func1(data18) > 65536){
const err30 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(func1(data18) < 1){
const err31 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(!(formats0(data18))){
const err32 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err33 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid5 = _errs59 === errors;
valid7 = valid7 || _valid5;
const _errs61 = errors;
if(typeof data18 !== "string"){
const err34 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(data18 === "")){
const err35 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema114.properties.featured_card_background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid5 = _errs61 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err36 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url_apple !== undefined){
let data19 = data.featured_card_background_image_url_apple;
const _errs63 = errors;
if(errors === _errs63){
if(errors === _errs63){
if(typeof data19 === "string"){
if(func1(data19) > 65536){
validate100.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data19) < 1){
validate100.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data19))){
validate100.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data20 = data.type;
const _errs65 = errors;
if(typeof data20 !== "string"){
validate100.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data20 === "item") || (data20 === "currency")) || (data20 === "bundle")) || (data20 === "lootbox")) || (data20 === "subscription")) || (data20 === "virtual_currency"))){
validate100.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_option !== undefined){
let data21 = data.view_option;
const _errs68 = errors;
if(typeof data21 !== "string"){
validate100.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data21 === "default") || (data21 === "skeleton"))){
validate100.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data22 = data.quantity;
const _errs71 = errors;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
validate100.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs71){
if(typeof data22 == "number"){
if(data22 > 1000000000000000000 || isNaN(data22)){
validate100.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000000},message:"must be <= 1000000000000000000"}];
return false;
}
else {
if(data22 < 1 || isNaN(data22)){
validate100.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable !== undefined){
const _errs73 = errors;
if(typeof data.is_stackable !== "boolean"){
validate100.errors = [{instancePath:instancePath+"/is_stackable",schemaPath:"#/properties/is_stackable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_currency !== undefined){
const _errs75 = errors;
if(typeof data.is_currency !== "boolean"){
validate100.errors = [{instancePath:instancePath+"/is_currency",schemaPath:"#/properties/is_currency/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data25 = data.position;
const _errs77 = errors;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
validate100.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.categories !== undefined){
let data26 = data.categories;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data26)){
var valid10 = true;
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
const _errs81 = errors;
if(typeof data26[i0] !== "string"){
validate100.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs81 === errors;
if(!valid10){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration !== undefined){
let data28 = data.duration;
const _errs83 = errors;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
validate100.errors = [{instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enable_reward_points_redemption !== undefined){
const _errs85 = errors;
if(typeof data.enable_reward_points_redemption !== "boolean"){
validate100.errors = [{instancePath:instancePath+"/enable_reward_points_redemption",schemaPath:"#/properties/enable_reward_points_redemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lootbox_settings !== undefined){
const _errs87 = errors;
if(!(validate102(data.lootbox_settings, {instancePath:instancePath+"/lootbox_settings",parentData:data,parentDataProperty:"lootbox_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs88 = errors;
if(typeof data.id !== "string"){
validate100.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_type !== undefined){
let data32 = data.model_type;
const _errs90 = errors;
if(typeof data32 !== "string"){
validate100.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data32 === "PublicLootboxRead")){
validate100.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema114.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.groups !== undefined){
let data33 = data.groups;
const _errs92 = errors;
if(errors === _errs92){
if(Array.isArray(data33)){
var valid11 = true;
const len1 = data33.length;
for(let i1=0; i1<len1; i1++){
let data34 = data33[i1];
const _errs94 = errors;
const _errs95 = errors;
let valid12 = false;
const _errs96 = errors;
if(!(validate111(data34, {instancePath:instancePath+"/groups/" + i1,parentData:data33,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
var _valid6 = _errs96 === errors;
valid12 = valid12 || _valid6;
if(_valid6){
var props1 = {};
props1.id = true;
props1.name = true;
props1.weight = true;
props1.nested_items = true;
}
const _errs97 = errors;
if(!(validate112(data34, {instancePath:instancePath+"/groups/" + i1,parentData:data33,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var _valid6 = _errs97 === errors;
valid12 = valid12 || _valid6;
if(_valid6){
if(props1 !== true){
props1 = props1 || {};
props1.name = true;
props1.description = true;
props1.highlights = true;
props1.price = true;
props1.price_point = true;
props1.price_template_id = true;
props1.reward_points_price = true;
props1.currency = true;
props1.sku = true;
props1.image_url = true;
props1.image_url_apple = true;
props1.icon_url = true;
props1.icon_url_apple = true;
props1.image_url_featured = true;
props1.image_url_featured_apple = true;
props1.background_image_url = true;
props1.background_image_url_apple = true;
props1.background_image_color = true;
props1.featured_card_background_image_url = true;
props1.featured_card_background_image_url_apple = true;
props1.type = true;
props1.view_option = true;
props1.quantity = true;
props1.is_stackable = true;
props1.is_currency = true;
props1.position = true;
props1.categories = true;
props1.duration = true;
props1.enable_reward_points_redemption = true;
props1.nested_items = true;
props1.id = true;
props1.properties = true;
props1.source = true;
props1.rarity_id = true;
props1.item_rarity = true;
props1.discount_percent = true;
props1.bonus_percent = true;
props1.is_custom = true;
props1.created_at = true;
props1.modified_at = true;
props1.archived_at = true;
props1.price_minor_unit = true;
props1.price_decimal = true;
props1.fallback_item_id = true;
props1.fallback_item_quantity = true;
props1.meta = true;
props1.model_type = true;
props1.nested_items_read = true;
props1.fallback_item = true;
props1.quantity_after_bonus = true;
props1.quantity_bonus_value = true;
props1.is_system = true;
props1.probability = true;
props1.weight = true;
}
}
if(!valid12){
const err37 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs94 === errors;
if(!valid11){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs92 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempts_count !== undefined){
let data35 = data.attempts_count;
const _errs98 = errors;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
validate100.errors = [{instancePath:instancePath+"/attempts_count",schemaPath:"#/properties/attempts_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":{"name":true,"description":true,"highlights":true,"price":true,"price_point":true,"price_template_id":true,"reward_points_price":true,"currency":true,"sku":true,"image_url":true,"image_url_apple":true,"icon_url":true,"icon_url_apple":true,"image_url_featured":true,"image_url_featured_apple":true,"background_image_url":true,"background_image_url_apple":true,"background_image_color":true,"featured_card_background_image_url":true,"featured_card_background_image_url_apple":true,"type":true,"view_option":true,"quantity":true,"is_stackable":true,"is_currency":true,"position":true,"categories":true,"duration":true,"enable_reward_points_redemption":true,"lootbox_settings":true,"id":true,"model_type":true,"groups":true,"attempts_count":true},"dynamicProps":false,"dynamicItems":false};

const schema133 = {"type":"object","required":["name","currency","sku","type","is_stackable","is_currency","id","subscription_settings"],"description":"A subscription, as a reward shows it.","x-source":"provider 2026.07.14","properties":{"name":{"type":"string","maxLength":255,"description":"Name shown to players.","x-source":"provider 2026.07.14"},"description":{"type":["string","null"],"maxLength":512,"description":"Text shown to players.","x-source":"provider 2026.07.14"},"highlights":{"anyOf":[{"$ref":"#/components/schemas/Highlights"},{"type":"null"}],"description":"Benefit texts shown with the item.","x-source":"provider 2026.07.14"},"price":{"type":"integer","description":"Price in minor units of `currency`.","x-source":"provider 2026.07.14"},"price_point":{"type":"integer","exclusiveMinimum":0,"maximum":5000000,"description":"Price point for local prices (deprecated by the service).","x-source":"provider 2026.07.14"},"price_template_id":{"type":"string","description":"The price template the price comes from.","x-source":"provider 2026.07.14"},"reward_points_price":{"type":"integer","description":"Price in reward points.","x-source":"provider 2026.07.14"},"currency":{"$ref":"#/components/schemas/Currency","description":"Currency of `price`.","x-source":"provider 2026.07.14"},"sku":{"type":"string","maxLength":255,"description":"The game's identifier of the item, unique in its catalogue.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item image; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific image (deprecated).","x-source":"provider 2026.07.14"},"icon_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item icon; an empty string for none.","x-source":"provider 2026.07.14"},"icon_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific icon (deprecated).","x-source":"provider 2026.07.14"},"image_url_featured":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image for a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_featured_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured image (deprecated).","x-source":"provider 2026.07.14"},"background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background image; an empty string for none.","x-source":"provider 2026.07.14"},"background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific background (deprecated).","x-source":"provider 2026.07.14"},"background_image_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"featured_card_background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background of a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"featured_card_background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured background (deprecated).","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/ItemType","description":"Kind of item.","x-source":"provider 2026.07.14"},"view_option":{"$ref":"#/components/schemas/ItemViewOption","default":"default","description":"How the card is drawn.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","minimum":1,"maximum":1000000000000000000,"default":1,"description":"How many units one purchase gives.","x-source":"provider 2026.07.14"},"is_stackable":{"type":"boolean","description":"Whether several can be held in one slot.","x-source":"provider 2026.07.14"},"is_currency":{"type":"boolean","description":"True for an item that is a currency.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in lists.","x-source":"provider 2026.07.14"},"categories":{"type":"array","items":{"type":"string"},"description":"Ids of the item categories it is in.","x-source":"provider 2026.07.14"},"duration":{"type":"integer","description":"How long its in-game effect lasts, in seconds.","x-source":"provider 2026.07.14"},"enable_reward_points_redemption":{"type":"boolean","description":"Whether reward points can pay for it.","x-source":"provider 2026.07.14"},"nested_items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"description":"Contents of a bundle.","x-source":"provider 2026.07.14"},"meta":{"type":"object","description":"Free-form data the game keeps with the item.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The item's id.","x-source":"provider 2026.07.14"},"model_type":{"type":"string","enum":["PublicSubscriptionRead"],"default":"PublicSubscriptionRead","description":"Tells the kinds of catalogue record apart.","x-source":"provider 2026.07.14"},"subscription_settings":{"$ref":"#/components/schemas/PublicSubscriptionSettings","description":"The subscription's plans.","x-source":"provider 2026.07.14"}}};
const schema137 = {"type":"object","description":"The plans of a subscription and how the store shows them.","x-source":"provider 2026.07.14","properties":{"plans":{"type":"array","items":{"$ref":"#/components/schemas/PublicSubscriptionPlan"},"description":"The plans.","x-source":"provider 2026.07.14"},"store_item_settings":{"$ref":"#/components/schemas/StoreItemSubscriptionSettings","description":"How the store shows them.","x-source":"provider 2026.07.14"},"selected_plan_key":{"type":"string","description":"The plan picked first.","x-source":"provider 2026.07.14"}}};
const schema138 = {"type":"object","required":["key","name","billing_cycle","renewal_type","type","currency","is_downgrade_supported","is_pause_allowed","is_reactivation_allowed"],"description":"One plan of a subscription: its billing, price and rules.","x-source":"provider 2026.07.14","properties":{"key":{"type":"string","description":"The plan's key.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"Name shown to players.","x-source":"provider 2026.07.14"},"billing_cycle":{"$ref":"#/components/schemas/SubscriptionBillingCycle","description":"How often it bills.","x-source":"provider 2026.07.14"},"renewal_type":{"$ref":"#/components/schemas/SubscriptionRenewalType","description":"Whether it renews by itself.","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/SubscriptionPlanType","description":"Kind of plan.","x-source":"provider 2026.07.14"},"price":{"type":"integer","description":"Price in minor units of `currency`.","x-source":"provider 2026.07.14"},"price_point":{"type":"integer","description":"Price point for local prices.","x-source":"provider 2026.07.14"},"price_after_discount":{"type":"integer","description":"Price after the discount, in minor units.","x-source":"provider 2026.07.14"},"price_after_discount_usd":{"type":"integer","description":"Price after the discount, in US dollars.","x-source":"provider 2026.07.14"},"price_template_id":{"type":"string","description":"The price template the price comes from.","x-source":"provider 2026.07.14"},"currency":{"$ref":"#/components/schemas/Currency","description":"Currency of the price.","x-source":"provider 2026.07.14"},"grace_period":{"type":"integer","description":"Grace period length.","x-source":"provider 2026.07.14"},"grace_mode":{"$ref":"#/components/schemas/SubscriptionGraceMode","description":"Which plan change the grace period covers.","x-source":"provider 2026.07.14"},"trial_period":{"type":"integer","description":"Trial length.","x-source":"provider 2026.07.14"},"account_lock_duration":{"type":"integer","description":"How long the account stays locked after a failed renewal.","x-source":"provider 2026.07.14"},"change_payment_mode":{"type":"boolean","description":"Whether the payment method can be changed.","x-source":"provider 2026.07.14"},"is_downgrade_supported":{"type":"boolean","description":"Whether a move to a cheaper plan is allowed.","x-source":"provider 2026.07.14"},"is_pause_allowed":{"type":"boolean","description":"Whether it can be paused.","x-source":"provider 2026.07.14"},"is_reactivation_allowed":{"type":"boolean","description":"Whether it can be reactivated.","x-source":"provider 2026.07.14"},"benefits":{"type":"array","items":{"type":"string"},"description":"Benefit texts.","x-source":"provider 2026.07.14"},"nested_items":{"type":"array","items":{"$ref":"#/components/schemas/NestedItem"},"description":"Items the plan gives.","x-source":"provider 2026.07.14"},"nested_items_read":{"type":"array","items":{"$ref":"#/components/schemas/PublicItemRead"},"description":"Those items, resolved.","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","description":"Discount in percent.","x-source":"provider 2026.07.14"}}};
const schema141 = {"type":"string","enum":["auto","no_renew"],"description":"Whether a plan renews by itself.","x-source":"provider 2026.07.14"};
const schema142 = {"type":"string","enum":["default","special"],"description":"Kinds of subscription plan.","x-source":"provider 2026.07.14"};
const schema144 = {"type":"string","enum":["free_to_paid","paid_to_paid"],"description":"Which move between plans a grace period covers.","x-source":"provider 2026.07.14"};
const schema139 = {"type":"object","required":["period_type","period_value"],"description":"How often a plan bills.","x-source":"provider 2026.07.14","properties":{"period_type":{"$ref":"#/components/schemas/PeriodType","description":"Unit of the cycle.","x-source":"provider 2026.07.14"},"period_value":{"type":"integer","description":"How many units one cycle lasts.","x-source":"provider 2026.07.14"}}};
const schema140 = {"type":"string","enum":["year","month","week","day","hour","minute","second"],"description":"Units of time for schedules and billing cycles.","x-source":"provider 2026.07.14"};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.period_type === undefined) && (missing0 = "period_type")) || ((data.period_value === undefined) && (missing0 = "period_value"))){
validate127.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.period_type !== undefined){
let data0 = data.period_type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate127.errors = [{instancePath:instancePath+"/period_type",schemaPath:"#/components/schemas/PeriodType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "year") || (data0 === "month")) || (data0 === "week")) || (data0 === "day")) || (data0 === "hour")) || (data0 === "minute")) || (data0 === "second"))){
validate127.errors = [{instancePath:instancePath+"/period_type",schemaPath:"#/components/schemas/PeriodType/enum",keyword:"enum",params:{allowedValues: schema140.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period_value !== undefined){
let data1 = data.period_value;
const _errs4 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate127.errors = [{instancePath:instancePath+"/period_value",schemaPath:"#/properties/period_value/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":{"period_type":true,"period_value":true},"dynamicProps":false,"dynamicItems":false};


function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.key === undefined) && (missing0 = "key")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.billing_cycle === undefined) && (missing0 = "billing_cycle"))) || ((data.renewal_type === undefined) && (missing0 = "renewal_type"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.is_downgrade_supported === undefined) && (missing0 = "is_downgrade_supported"))) || ((data.is_pause_allowed === undefined) && (missing0 = "is_pause_allowed"))) || ((data.is_reactivation_allowed === undefined) && (missing0 = "is_reactivation_allowed"))){
validate126.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.key !== undefined){
const _errs1 = errors;
if(typeof data.key !== "string"){
validate126.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate126.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billing_cycle !== undefined){
const _errs5 = errors;
if(!(validate127(data.billing_cycle, {instancePath:instancePath+"/billing_cycle",parentData:data,parentDataProperty:"billing_cycle",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.renewal_type !== undefined){
let data3 = data.renewal_type;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate126.errors = [{instancePath:instancePath+"/renewal_type",schemaPath:"#/components/schemas/SubscriptionRenewalType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "auto") || (data3 === "no_renew"))){
validate126.errors = [{instancePath:instancePath+"/renewal_type",schemaPath:"#/components/schemas/SubscriptionRenewalType/enum",keyword:"enum",params:{allowedValues: schema141.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate126.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/SubscriptionPlanType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "default") || (data4 === "special"))){
validate126.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/SubscriptionPlanType/enum",keyword:"enum",params:{allowedValues: schema142.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data5 = data.price;
const _errs12 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate126.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_point !== undefined){
let data6 = data.price_point;
const _errs14 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate126.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_after_discount !== undefined){
let data7 = data.price_after_discount;
const _errs16 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate126.errors = [{instancePath:instancePath+"/price_after_discount",schemaPath:"#/properties/price_after_discount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_after_discount_usd !== undefined){
let data8 = data.price_after_discount_usd;
const _errs18 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate126.errors = [{instancePath:instancePath+"/price_after_discount_usd",schemaPath:"#/properties/price_after_discount_usd/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_template_id !== undefined){
const _errs20 = errors;
if(typeof data.price_template_id !== "string"){
validate126.errors = [{instancePath:instancePath+"/price_template_id",schemaPath:"#/properties/price_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data10 = data.currency;
const _errs22 = errors;
if(typeof data10 !== "string"){
validate126.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data10 === "USD") || (data10 === "EUR")) || (data10 === "AED")) || (data10 === "AFN")) || (data10 === "ALL")) || (data10 === "AMD")) || (data10 === "ANG")) || (data10 === "AOA")) || (data10 === "ARS")) || (data10 === "AUD")) || (data10 === "AWG")) || (data10 === "AZN")) || (data10 === "BAM")) || (data10 === "BBD")) || (data10 === "BDT")) || (data10 === "BGN")) || (data10 === "BHD")) || (data10 === "BIF")) || (data10 === "BMD")) || (data10 === "BND")) || (data10 === "BOB")) || (data10 === "BRL")) || (data10 === "BSD")) || (data10 === "BTN")) || (data10 === "BWP")) || (data10 === "BYN")) || (data10 === "BZD")) || (data10 === "CAD")) || (data10 === "CDF")) || (data10 === "CHF")) || (data10 === "CLP")) || (data10 === "CNY")) || (data10 === "COP")) || (data10 === "CRC")) || (data10 === "CUP")) || (data10 === "CVE")) || (data10 === "CZK")) || (data10 === "DJF")) || (data10 === "DKK")) || (data10 === "DOP")) || (data10 === "DZD")) || (data10 === "EGP")) || (data10 === "ERN")) || (data10 === "ETB")) || (data10 === "FJD")) || (data10 === "FKP")) || (data10 === "GBP")) || (data10 === "GEL")) || (data10 === "GHS")) || (data10 === "GIP")) || (data10 === "GMD")) || (data10 === "GNF")) || (data10 === "GTQ")) || (data10 === "GYD")) || (data10 === "HKD")) || (data10 === "HNL")) || (data10 === "HTG")) || (data10 === "HUF")) || (data10 === "IDR")) || (data10 === "ILS")) || (data10 === "INR")) || (data10 === "IQD")) || (data10 === "IRR")) || (data10 === "ISK")) || (data10 === "JMD")) || (data10 === "JOD")) || (data10 === "JPY")) || (data10 === "KES")) || (data10 === "KGS")) || (data10 === "KHR")) || (data10 === "KMF")) || (data10 === "KPW")) || (data10 === "KRW")) || (data10 === "KWD")) || (data10 === "KYD")) || (data10 === "KZT")) || (data10 === "LAK")) || (data10 === "LBP")) || (data10 === "LKR")) || (data10 === "LRD")) || (data10 === "LSL")) || (data10 === "LYD")) || (data10 === "MAD")) || (data10 === "MDL")) || (data10 === "MGA")) || (data10 === "MKD")) || (data10 === "MMK")) || (data10 === "MNT")) || (data10 === "MOP")) || (data10 === "MRU")) || (data10 === "MUR")) || (data10 === "MVR")) || (data10 === "MWK")) || (data10 === "MXN")) || (data10 === "MYR")) || (data10 === "MZN")) || (data10 === "NAD")) || (data10 === "NGN")) || (data10 === "NIO")) || (data10 === "NOK")) || (data10 === "NPR")) || (data10 === "NZD")) || (data10 === "OMR")) || (data10 === "PAB")) || (data10 === "PEN")) || (data10 === "PGK")) || (data10 === "PHP")) || (data10 === "PKR")) || (data10 === "PLN")) || (data10 === "PYG")) || (data10 === "QAR")) || (data10 === "RON")) || (data10 === "RSD")) || (data10 === "RUB")) || (data10 === "RWF")) || (data10 === "SAR")) || (data10 === "SBD")) || (data10 === "SCR")) || (data10 === "SDG")) || (data10 === "SEK")) || (data10 === "SGD")) || (data10 === "SHP")) || (data10 === "SLE")) || (data10 === "SOS")) || (data10 === "SRD")) || (data10 === "SSP")) || (data10 === "STN")) || (data10 === "SVC")) || (data10 === "SYP")) || (data10 === "SZL")) || (data10 === "THB")) || (data10 === "TJS")) || (data10 === "TMT")) || (data10 === "TND")) || (data10 === "TOP")) || (data10 === "TRY")) || (data10 === "TTD")) || (data10 === "TWD")) || (data10 === "TZS")) || (data10 === "UAH")) || (data10 === "UGX")) || (data10 === "UYU")) || (data10 === "UZS")) || (data10 === "VED")) || (data10 === "VES")) || (data10 === "VND")) || (data10 === "VUV")) || (data10 === "WST")) || (data10 === "XAF")) || (data10 === "XCD")) || (data10 === "XCG")) || (data10 === "XOF")) || (data10 === "XPF")) || (data10 === "YER")) || (data10 === "ZAR")) || (data10 === "ZMW")) || (data10 === "ZWG")) || (data10 === "ZWL")) || (data10 === "RP")) || (data10 === "VC"))){
validate126.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.grace_period !== undefined){
let data11 = data.grace_period;
const _errs25 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate126.errors = [{instancePath:instancePath+"/grace_period",schemaPath:"#/properties/grace_period/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.grace_mode !== undefined){
let data12 = data.grace_mode;
const _errs27 = errors;
if(typeof data12 !== "string"){
validate126.errors = [{instancePath:instancePath+"/grace_mode",schemaPath:"#/components/schemas/SubscriptionGraceMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data12 === "free_to_paid") || (data12 === "paid_to_paid"))){
validate126.errors = [{instancePath:instancePath+"/grace_mode",schemaPath:"#/components/schemas/SubscriptionGraceMode/enum",keyword:"enum",params:{allowedValues: schema144.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trial_period !== undefined){
let data13 = data.trial_period;
const _errs30 = errors;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
validate126.errors = [{instancePath:instancePath+"/trial_period",schemaPath:"#/properties/trial_period/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account_lock_duration !== undefined){
let data14 = data.account_lock_duration;
const _errs32 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate126.errors = [{instancePath:instancePath+"/account_lock_duration",schemaPath:"#/properties/account_lock_duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.change_payment_mode !== undefined){
const _errs34 = errors;
if(typeof data.change_payment_mode !== "boolean"){
validate126.errors = [{instancePath:instancePath+"/change_payment_mode",schemaPath:"#/properties/change_payment_mode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_downgrade_supported !== undefined){
const _errs36 = errors;
if(typeof data.is_downgrade_supported !== "boolean"){
validate126.errors = [{instancePath:instancePath+"/is_downgrade_supported",schemaPath:"#/properties/is_downgrade_supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_pause_allowed !== undefined){
const _errs38 = errors;
if(typeof data.is_pause_allowed !== "boolean"){
validate126.errors = [{instancePath:instancePath+"/is_pause_allowed",schemaPath:"#/properties/is_pause_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_reactivation_allowed !== undefined){
const _errs40 = errors;
if(typeof data.is_reactivation_allowed !== "boolean"){
validate126.errors = [{instancePath:instancePath+"/is_reactivation_allowed",schemaPath:"#/properties/is_reactivation_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.benefits !== undefined){
let data19 = data.benefits;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data19)){
var valid5 = true;
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
const _errs44 = errors;
if(typeof data19[i0] !== "string"){
validate126.errors = [{instancePath:instancePath+"/benefits/" + i0,schemaPath:"#/properties/benefits/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs44 === errors;
if(!valid5){
break;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/benefits",schemaPath:"#/properties/benefits/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items !== undefined){
let data21 = data.nested_items;
const _errs46 = errors;
if(errors === _errs46){
if(Array.isArray(data21)){
var valid6 = true;
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
const _errs48 = errors;
if(!(validate45(data21[i1], {instancePath:instancePath+"/nested_items/" + i1,parentData:data21,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid6 = _errs48 === errors;
if(!valid6){
break;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items_read !== undefined){
let data23 = data.nested_items_read;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data23)){
var valid7 = true;
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
const _errs51 = errors;
if(!(validate95(data23[i2], {instancePath:instancePath+"/nested_items_read/" + i2,parentData:data23,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
var valid7 = _errs51 === errors;
if(!valid7){
break;
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/nested_items_read",schemaPath:"#/properties/nested_items_read/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data25 = data.discount_percent;
const _errs52 = errors;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
validate126.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate126.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":{"key":true,"name":true,"billing_cycle":true,"renewal_type":true,"type":true,"price":true,"price_point":true,"price_after_discount":true,"price_after_discount_usd":true,"price_template_id":true,"currency":true,"grace_period":true,"grace_mode":true,"trial_period":true,"account_lock_duration":true,"change_payment_mode":true,"is_downgrade_supported":true,"is_pause_allowed":true,"is_reactivation_allowed":true,"benefits":true,"nested_items":true,"nested_items_read":true,"discount_percent":true},"dynamicProps":false,"dynamicItems":false};

const schema145 = {"type":"object","required":["cta_button_type","cta_button_settings"],"description":"How the store shows a subscription and its call-to-action button.","x-source":"provider 2026.07.14","properties":{"cta_button_type":{"$ref":"#/components/schemas/CTAButtonType","description":"What the button shows.","x-source":"provider 2026.07.14"},"cta_button_settings":{"anyOf":[{"$ref":"#/components/schemas/TrialSettings"},{"$ref":"#/components/schemas/PriceViewSettings"},{"$ref":"#/components/schemas/CTAButtonTextSettings"}],"discriminator":{"propertyName":"model_type","mapping":{"TrialSettings":"#/components/schemas/TrialSettings","PriceViewSettings":"#/components/schemas/PriceViewSettings","CTAButtonTextSettings":"#/components/schemas/CTAButtonTextSettings"}},"description":"Settings of that kind of button, told apart by model_type (anyOf for the reason given at ItemPropertyRead.config).","x-source":"provider 2026.07.14"},"override_trial_days":{"type":["integer","null"],"minimum":1,"description":"Trial length in days, replacing the plan's.","x-source":"provider 2026.07.14"},"card_view_type":{"$ref":"#/components/schemas/SubscriptionCardViewType","default":"one_card","description":"One card for all plans, or one each.","x-source":"provider 2026.07.14"},"supported_text":{"$ref":"#/components/schemas/CTASupportedText","description":"Text under the button.","x-source":"provider 2026.07.14"},"is_change_plan_allowed":{"type":"boolean","default":true,"description":"Whether players can change plan.","x-source":"provider 2026.07.14"}}};
const schema146 = {"type":"string","enum":["text","price","trial"],"description":"What the call-to-action button of a subscription shows.","x-source":"provider 2026.07.14"};
const schema153 = {"type":"string","enum":["one_card","separate_cards"],"description":"Whether plans share one card or have one each.","x-source":"provider 2026.07.14"};
const schema154 = {"type":"string","enum":["default","price_and_trial","promotion"],"description":"The text shown under the call-to-action button.","x-source":"provider 2026.07.14"};
const schema147 = {"type":"object","description":"Button settings when the button offers a trial.","x-source":"provider 2026.07.14","properties":{"model_type":{"type":"string","enum":["TrialSettings"],"default":"TrialSettings","description":"Tells the kinds of button settings apart.","x-source":"provider 2026.07.14"},"trial_text_mode":{"$ref":"#/components/schemas/TrialTextMode","description":"How the trial is worded.","x-source":"provider 2026.07.14"}}};
const schema148 = {"type":"string","enum":["start_free_trial","try_free_for_n_days"],"description":"How a trial is worded on the button.","x-source":"provider 2026.07.14"};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate133.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model_type !== undefined){
let data0 = data.model_type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate133.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "TrialSettings")){
validate133.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema147.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trial_text_mode !== undefined){
let data1 = data.trial_text_mode;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate133.errors = [{instancePath:instancePath+"/trial_text_mode",schemaPath:"#/components/schemas/TrialTextMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "start_free_trial") || (data1 === "try_free_for_n_days"))){
validate133.errors = [{instancePath:instancePath+"/trial_text_mode",schemaPath:"#/components/schemas/TrialTextMode/enum",keyword:"enum",params:{allowedValues: schema148.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate133.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":{"model_type":true,"trial_text_mode":true},"dynamicProps":false,"dynamicItems":false};

const schema149 = {"type":"object","required":["show_period"],"description":"Button settings when the button shows a price.","x-source":"provider 2026.07.14","properties":{"model_type":{"type":"string","enum":["PriceViewSettings"],"default":"PriceViewSettings","description":"Tells the kinds of button settings apart.","x-source":"provider 2026.07.14"},"price_mode":{"$ref":"#/components/schemas/PriceViewMode","description":"Which price is shown.","x-source":"provider 2026.07.14"},"plan_key":{"type":"string","description":"The plan whose price is shown.","x-source":"provider 2026.07.14"},"show_period":{"type":"boolean","description":"Whether the billing period is shown.","x-source":"provider 2026.07.14"}}};
const schema150 = {"type":"string","enum":["from_lowest_price","specific_plan"],"description":"Which price the button shows.","x-source":"provider 2026.07.14"};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate135.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.show_period === undefined) && (missing0 = "show_period")){
validate135.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.model_type !== undefined){
let data0 = data.model_type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate135.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "PriceViewSettings")){
validate135.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema149.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_mode !== undefined){
let data1 = data.price_mode;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate135.errors = [{instancePath:instancePath+"/price_mode",schemaPath:"#/components/schemas/PriceViewMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "from_lowest_price") || (data1 === "specific_plan"))){
validate135.errors = [{instancePath:instancePath+"/price_mode",schemaPath:"#/components/schemas/PriceViewMode/enum",keyword:"enum",params:{allowedValues: schema150.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.plan_key !== undefined){
const _errs6 = errors;
if(typeof data.plan_key !== "string"){
validate135.errors = [{instancePath:instancePath+"/plan_key",schemaPath:"#/properties/plan_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.show_period !== undefined){
const _errs8 = errors;
if(typeof data.show_period !== "boolean"){
validate135.errors = [{instancePath:instancePath+"/show_period",schemaPath:"#/properties/show_period/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate135.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate135.errors = vErrors;
return errors === 0;
}
validate135.evaluated = {"props":{"model_type":true,"price_mode":true,"plan_key":true,"show_period":true},"dynamicProps":false,"dynamicItems":false};

const schema151 = {"type":"object","required":["text"],"description":"Button settings when the button shows a fixed text.","x-source":"provider 2026.07.14","properties":{"model_type":{"type":"string","enum":["CTAButtonTextSettings"],"default":"CTAButtonTextSettings","description":"Tells the kinds of button settings apart.","x-source":"provider 2026.07.14"},"text":{"$ref":"#/components/schemas/CTAButtonTextType","description":"The text.","x-source":"provider 2026.07.14"}}};
const schema152 = {"type":"string","enum":["activate","subscribe","start_now","select_plan"],"description":"Fixed texts the button can show.","x-source":"provider 2026.07.14"};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.text === undefined) && (missing0 = "text")){
validate137.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.model_type !== undefined){
let data0 = data.model_type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate137.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "CTAButtonTextSettings")){
validate137.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema151.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
let data1 = data.text;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate137.errors = [{instancePath:instancePath+"/text",schemaPath:"#/components/schemas/CTAButtonTextType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "activate") || (data1 === "subscribe")) || (data1 === "start_now")) || (data1 === "select_plan"))){
validate137.errors = [{instancePath:instancePath+"/text",schemaPath:"#/components/schemas/CTAButtonTextType/enum",keyword:"enum",params:{allowedValues: schema152.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate137.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":{"model_type":true,"text":true},"dynamicProps":false,"dynamicItems":false};


function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.cta_button_type === undefined) && (missing0 = "cta_button_type")) || ((data.cta_button_settings === undefined) && (missing0 = "cta_button_settings"))){
validate132.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cta_button_type !== undefined){
let data0 = data.cta_button_type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate132.errors = [{instancePath:instancePath+"/cta_button_type",schemaPath:"#/components/schemas/CTAButtonType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "text") || (data0 === "price")) || (data0 === "trial"))){
validate132.errors = [{instancePath:instancePath+"/cta_button_type",schemaPath:"#/components/schemas/CTAButtonType/enum",keyword:"enum",params:{allowedValues: schema146.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cta_button_settings !== undefined){
let data1 = data.cta_button_settings;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(!(validate133(data1, {instancePath:instancePath+"/cta_button_settings",parentData:data,parentDataProperty:"cta_button_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.model_type = true;
props0.trial_text_mode = true;
}
const _errs7 = errors;
if(!(validate135(data1, {instancePath:instancePath+"/cta_button_settings",parentData:data,parentDataProperty:"cta_button_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate135.errors : vErrors.concat(validate135.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.model_type = true;
props0.price_mode = true;
props0.plan_key = true;
props0.show_period = true;
}
}
const _errs8 = errors;
if(!(validate137(data1, {instancePath:instancePath+"/cta_button_settings",parentData:data,parentDataProperty:"cta_button_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.model_type = true;
props0.text = true;
}
}
if(!valid2){
const err0 = {instancePath:instancePath+"/cta_button_settings",schemaPath:"#/properties/cta_button_settings/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate132.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.override_trial_days !== undefined){
let data2 = data.override_trial_days;
const _errs9 = errors;
if((!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))) && (data2 !== null)){
validate132.errors = [{instancePath:instancePath+"/override_trial_days",schemaPath:"#/properties/override_trial_days/type",keyword:"type",params:{type: schema145.properties.override_trial_days.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs9){
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
validate132.errors = [{instancePath:instancePath+"/override_trial_days",schemaPath:"#/properties/override_trial_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.card_view_type !== undefined){
let data3 = data.card_view_type;
const _errs11 = errors;
if(typeof data3 !== "string"){
validate132.errors = [{instancePath:instancePath+"/card_view_type",schemaPath:"#/components/schemas/SubscriptionCardViewType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "one_card") || (data3 === "separate_cards"))){
validate132.errors = [{instancePath:instancePath+"/card_view_type",schemaPath:"#/components/schemas/SubscriptionCardViewType/enum",keyword:"enum",params:{allowedValues: schema153.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supported_text !== undefined){
let data4 = data.supported_text;
const _errs14 = errors;
if(typeof data4 !== "string"){
validate132.errors = [{instancePath:instancePath+"/supported_text",schemaPath:"#/components/schemas/CTASupportedText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "default") || (data4 === "price_and_trial")) || (data4 === "promotion"))){
validate132.errors = [{instancePath:instancePath+"/supported_text",schemaPath:"#/components/schemas/CTASupportedText/enum",keyword:"enum",params:{allowedValues: schema154.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_change_plan_allowed !== undefined){
const _errs17 = errors;
if(typeof data.is_change_plan_allowed !== "boolean"){
validate132.errors = [{instancePath:instancePath+"/is_change_plan_allowed",schemaPath:"#/properties/is_change_plan_allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate132.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":{"cta_button_type":true,"cta_button_settings":true,"override_trial_days":true,"card_view_type":true,"supported_text":true,"is_change_plan_allowed":true},"dynamicProps":false,"dynamicItems":false};


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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.plans !== undefined){
let data0 = data.plans;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate126(data0[i0], {instancePath:instancePath+"/plans/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate125.errors = [{instancePath:instancePath+"/plans",schemaPath:"#/properties/plans/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store_item_settings !== undefined){
const _errs4 = errors;
if(!(validate132(data.store_item_settings, {instancePath:instancePath+"/store_item_settings",parentData:data,parentDataProperty:"store_item_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.selected_plan_key !== undefined){
const _errs5 = errors;
if(typeof data.selected_plan_key !== "string"){
validate125.errors = [{instancePath:instancePath+"/selected_plan_key",schemaPath:"#/properties/selected_plan_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate125.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"plans":true,"store_item_settings":true,"selected_plan_key":true},"dynamicProps":false,"dynamicItems":false};


function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.name === undefined) && (missing0 = "name")) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.is_stackable === undefined) && (missing0 = "is_stackable"))) || ((data.is_currency === undefined) && (missing0 = "is_currency"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.subscription_settings === undefined) && (missing0 = "subscription_settings"))){
validate122.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) > 255){
validate122.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate122.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate122.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema133.properties.description.type},message:"must be string,null"}];
return false;
}
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) > 512){
validate122.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highlights !== undefined){
let data2 = data.highlights;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate43(data2, {instancePath:instancePath+"/highlights",parentData:data,parentDataProperty:"highlights",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.title = true;
props0.description = true;
props0.items = true;
}
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data3 = data.price;
const _errs10 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate122.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_point !== undefined){
let data4 = data.price_point;
const _errs12 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate122.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 > 5000000 || isNaN(data4)){
validate122.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000000},message:"must be <= 5000000"}];
return false;
}
else {
if(data4 <= 0 || isNaN(data4)){
validate122.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_template_id !== undefined){
const _errs14 = errors;
if(typeof data.price_template_id !== "string"){
validate122.errors = [{instancePath:instancePath+"/price_template_id",schemaPath:"#/properties/price_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward_points_price !== undefined){
let data6 = data.reward_points_price;
const _errs16 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate122.errors = [{instancePath:instancePath+"/reward_points_price",schemaPath:"#/properties/reward_points_price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data7 = data.currency;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate122.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data7 === "USD") || (data7 === "EUR")) || (data7 === "AED")) || (data7 === "AFN")) || (data7 === "ALL")) || (data7 === "AMD")) || (data7 === "ANG")) || (data7 === "AOA")) || (data7 === "ARS")) || (data7 === "AUD")) || (data7 === "AWG")) || (data7 === "AZN")) || (data7 === "BAM")) || (data7 === "BBD")) || (data7 === "BDT")) || (data7 === "BGN")) || (data7 === "BHD")) || (data7 === "BIF")) || (data7 === "BMD")) || (data7 === "BND")) || (data7 === "BOB")) || (data7 === "BRL")) || (data7 === "BSD")) || (data7 === "BTN")) || (data7 === "BWP")) || (data7 === "BYN")) || (data7 === "BZD")) || (data7 === "CAD")) || (data7 === "CDF")) || (data7 === "CHF")) || (data7 === "CLP")) || (data7 === "CNY")) || (data7 === "COP")) || (data7 === "CRC")) || (data7 === "CUP")) || (data7 === "CVE")) || (data7 === "CZK")) || (data7 === "DJF")) || (data7 === "DKK")) || (data7 === "DOP")) || (data7 === "DZD")) || (data7 === "EGP")) || (data7 === "ERN")) || (data7 === "ETB")) || (data7 === "FJD")) || (data7 === "FKP")) || (data7 === "GBP")) || (data7 === "GEL")) || (data7 === "GHS")) || (data7 === "GIP")) || (data7 === "GMD")) || (data7 === "GNF")) || (data7 === "GTQ")) || (data7 === "GYD")) || (data7 === "HKD")) || (data7 === "HNL")) || (data7 === "HTG")) || (data7 === "HUF")) || (data7 === "IDR")) || (data7 === "ILS")) || (data7 === "INR")) || (data7 === "IQD")) || (data7 === "IRR")) || (data7 === "ISK")) || (data7 === "JMD")) || (data7 === "JOD")) || (data7 === "JPY")) || (data7 === "KES")) || (data7 === "KGS")) || (data7 === "KHR")) || (data7 === "KMF")) || (data7 === "KPW")) || (data7 === "KRW")) || (data7 === "KWD")) || (data7 === "KYD")) || (data7 === "KZT")) || (data7 === "LAK")) || (data7 === "LBP")) || (data7 === "LKR")) || (data7 === "LRD")) || (data7 === "LSL")) || (data7 === "LYD")) || (data7 === "MAD")) || (data7 === "MDL")) || (data7 === "MGA")) || (data7 === "MKD")) || (data7 === "MMK")) || (data7 === "MNT")) || (data7 === "MOP")) || (data7 === "MRU")) || (data7 === "MUR")) || (data7 === "MVR")) || (data7 === "MWK")) || (data7 === "MXN")) || (data7 === "MYR")) || (data7 === "MZN")) || (data7 === "NAD")) || (data7 === "NGN")) || (data7 === "NIO")) || (data7 === "NOK")) || (data7 === "NPR")) || (data7 === "NZD")) || (data7 === "OMR")) || (data7 === "PAB")) || (data7 === "PEN")) || (data7 === "PGK")) || (data7 === "PHP")) || (data7 === "PKR")) || (data7 === "PLN")) || (data7 === "PYG")) || (data7 === "QAR")) || (data7 === "RON")) || (data7 === "RSD")) || (data7 === "RUB")) || (data7 === "RWF")) || (data7 === "SAR")) || (data7 === "SBD")) || (data7 === "SCR")) || (data7 === "SDG")) || (data7 === "SEK")) || (data7 === "SGD")) || (data7 === "SHP")) || (data7 === "SLE")) || (data7 === "SOS")) || (data7 === "SRD")) || (data7 === "SSP")) || (data7 === "STN")) || (data7 === "SVC")) || (data7 === "SYP")) || (data7 === "SZL")) || (data7 === "THB")) || (data7 === "TJS")) || (data7 === "TMT")) || (data7 === "TND")) || (data7 === "TOP")) || (data7 === "TRY")) || (data7 === "TTD")) || (data7 === "TWD")) || (data7 === "TZS")) || (data7 === "UAH")) || (data7 === "UGX")) || (data7 === "UYU")) || (data7 === "UZS")) || (data7 === "VED")) || (data7 === "VES")) || (data7 === "VND")) || (data7 === "VUV")) || (data7 === "WST")) || (data7 === "XAF")) || (data7 === "XCD")) || (data7 === "XCG")) || (data7 === "XOF")) || (data7 === "XPF")) || (data7 === "YER")) || (data7 === "ZAR")) || (data7 === "ZMW")) || (data7 === "ZWG")) || (data7 === "ZWL")) || (data7 === "RP")) || (data7 === "VC"))){
validate122.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
let data8 = data.sku;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(func1(data8) > 255){
validate122.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate122.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data9 = data.image_url;
const _errs23 = errors;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err2 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(func1(data9) < 1){
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(!(formats0(data9))){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(typeof data9 !== "string"){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data9 === "")){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema133.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_apple !== undefined){
let data10 = data.image_url_apple;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data10 === "string"){
if(func1(data10) > 65536){
validate122.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data10) < 1){
validate122.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data10))){
validate122.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url !== undefined){
let data11 = data.icon_url;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = false;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data11 === "string"){
if(func1(data11) > 65536){
const err9 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(func1(data11) < 1){
const err10 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(!(formats0(data11))){
const err11 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err12 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid2 = _errs33 === errors;
valid4 = valid4 || _valid2;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data11 === "")){
const err14 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema133.properties.icon_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err15 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate122.errors = vErrors;
return false;
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
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url_apple !== undefined){
let data12 = data.icon_url_apple;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data12 === "string"){
if(func1(data12) > 65536){
validate122.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data12) < 1){
validate122.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data12))){
validate122.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured !== undefined){
let data13 = data.image_url_featured;
const _errs39 = errors;
const _errs40 = errors;
let valid5 = false;
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err16 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(func1(data13) < 1){
const err17 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(!(formats0(data13))){
const err18 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err19 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid3 = _errs41 === errors;
valid5 = valid5 || _valid3;
const _errs43 = errors;
if(typeof data13 !== "string"){
const err20 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data13 === "")){
const err21 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema133.properties.image_url_featured.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err22 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured_apple !== undefined){
let data14 = data.image_url_featured_apple;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data14 === "string"){
if(func1(data14) > 65536){
validate122.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data14) < 1){
validate122.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data14))){
validate122.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
let data15 = data.background_image_url;
const _errs47 = errors;
const _errs48 = errors;
let valid6 = false;
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(typeof data15 === "string"){
if(func1(data15) > 65536){
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(func1(data15) < 1){
const err24 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(!(formats0(data15))){
const err25 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err26 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid4 = _errs49 === errors;
valid6 = valid6 || _valid4;
const _errs51 = errors;
if(typeof data15 !== "string"){
const err27 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(data15 === "")){
const err28 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema133.properties.background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid4 = _errs51 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err29 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url_apple !== undefined){
let data16 = data.background_image_url_apple;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data16 === "string"){
if(func1(data16) > 65536){
validate122.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data16) < 1){
validate122.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data16))){
validate122.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_color !== undefined){
const _errs55 = errors;
if(typeof data.background_image_color !== "string"){
validate122.errors = [{instancePath:instancePath+"/background_image_color",schemaPath:"#/properties/background_image_color/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url !== undefined){
let data18 = data.featured_card_background_image_url;
const _errs57 = errors;
const _errs58 = errors;
let valid7 = false;
const _errs59 = errors;
if(errors === _errs59){
if(errors === _errs59){
if(typeof data18 === "string"){
if(func1(data18) > 65536){
const err30 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(func1(data18) < 1){
const err31 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(!(formats0(data18))){
const err32 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err33 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid5 = _errs59 === errors;
valid7 = valid7 || _valid5;
const _errs61 = errors;
if(typeof data18 !== "string"){
const err34 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(data18 === "")){
const err35 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema133.properties.featured_card_background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid5 = _errs61 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err36 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url_apple !== undefined){
let data19 = data.featured_card_background_image_url_apple;
const _errs63 = errors;
if(errors === _errs63){
if(errors === _errs63){
if(typeof data19 === "string"){
if(func1(data19) > 65536){
validate122.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data19) < 1){
validate122.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data19))){
validate122.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data20 = data.type;
const _errs65 = errors;
if(typeof data20 !== "string"){
validate122.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data20 === "item") || (data20 === "currency")) || (data20 === "bundle")) || (data20 === "lootbox")) || (data20 === "subscription")) || (data20 === "virtual_currency"))){
validate122.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_option !== undefined){
let data21 = data.view_option;
const _errs68 = errors;
if(typeof data21 !== "string"){
validate122.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data21 === "default") || (data21 === "skeleton"))){
validate122.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data22 = data.quantity;
const _errs71 = errors;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
validate122.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs71){
if(typeof data22 == "number"){
if(data22 > 1000000000000000000 || isNaN(data22)){
validate122.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000000},message:"must be <= 1000000000000000000"}];
return false;
}
else {
if(data22 < 1 || isNaN(data22)){
validate122.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable !== undefined){
const _errs73 = errors;
if(typeof data.is_stackable !== "boolean"){
validate122.errors = [{instancePath:instancePath+"/is_stackable",schemaPath:"#/properties/is_stackable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_currency !== undefined){
const _errs75 = errors;
if(typeof data.is_currency !== "boolean"){
validate122.errors = [{instancePath:instancePath+"/is_currency",schemaPath:"#/properties/is_currency/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data25 = data.position;
const _errs77 = errors;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
validate122.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.categories !== undefined){
let data26 = data.categories;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data26)){
var valid10 = true;
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
const _errs81 = errors;
if(typeof data26[i0] !== "string"){
validate122.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs81 === errors;
if(!valid10){
break;
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration !== undefined){
let data28 = data.duration;
const _errs83 = errors;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
validate122.errors = [{instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enable_reward_points_redemption !== undefined){
const _errs85 = errors;
if(typeof data.enable_reward_points_redemption !== "boolean"){
validate122.errors = [{instancePath:instancePath+"/enable_reward_points_redemption",schemaPath:"#/properties/enable_reward_points_redemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items !== undefined){
let data30 = data.nested_items;
const _errs87 = errors;
if(errors === _errs87){
if(Array.isArray(data30)){
var valid11 = true;
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
const _errs89 = errors;
if(!(validate45(data30[i1], {instancePath:instancePath+"/nested_items/" + i1,parentData:data30,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid11 = _errs89 === errors;
if(!valid11){
break;
}
}
}
else {
validate122.errors = [{instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data32 = data.meta;
const _errs90 = errors;
if(!(data32 && typeof data32 == "object" && !Array.isArray(data32))){
validate122.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs92 = errors;
if(typeof data.id !== "string"){
validate122.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs92 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_type !== undefined){
let data34 = data.model_type;
const _errs94 = errors;
if(typeof data34 !== "string"){
validate122.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data34 === "PublicSubscriptionRead")){
validate122.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema133.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs94 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscription_settings !== undefined){
const _errs96 = errors;
if(!(validate125(data.subscription_settings, {instancePath:instancePath+"/subscription_settings",parentData:data,parentDataProperty:"subscription_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
var valid0 = _errs96 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":{"name":true,"description":true,"highlights":true,"price":true,"price_point":true,"price_template_id":true,"reward_points_price":true,"currency":true,"sku":true,"image_url":true,"image_url_apple":true,"icon_url":true,"icon_url_apple":true,"image_url_featured":true,"image_url_featured_apple":true,"background_image_url":true,"background_image_url_apple":true,"background_image_color":true,"featured_card_background_image_url":true,"featured_card_background_image_url_apple":true,"type":true,"view_option":true,"quantity":true,"is_stackable":true,"is_currency":true,"position":true,"categories":true,"duration":true,"enable_reward_points_redemption":true,"nested_items":true,"meta":true,"id":true,"model_type":true,"subscription_settings":true},"dynamicProps":false,"dynamicItems":false};

const schema155 = {"type":"object","required":["name","currency","sku","type","is_stackable","is_currency","vc_settings","id"],"description":"A virtual currency, as a reward shows it.","x-source":"provider 2026.07.14","properties":{"name":{"type":"string","maxLength":255,"description":"Name shown to players.","x-source":"provider 2026.07.14"},"description":{"type":["string","null"],"maxLength":512,"description":"Text shown to players.","x-source":"provider 2026.07.14"},"highlights":{"anyOf":[{"$ref":"#/components/schemas/Highlights"},{"type":"null"}],"description":"Benefit texts shown with the item.","x-source":"provider 2026.07.14"},"price":{"type":"integer","description":"Price in minor units of `currency`.","x-source":"provider 2026.07.14"},"price_point":{"type":"integer","exclusiveMinimum":0,"maximum":5000000,"description":"Price point for local prices (deprecated by the service).","x-source":"provider 2026.07.14"},"price_template_id":{"type":"string","description":"The price template the price comes from.","x-source":"provider 2026.07.14"},"reward_points_price":{"type":"integer","description":"Price in reward points.","x-source":"provider 2026.07.14"},"currency":{"$ref":"#/components/schemas/Currency","description":"Currency of `price`.","x-source":"provider 2026.07.14"},"sku":{"type":"string","maxLength":255,"description":"The game's identifier of the item, unique in its catalogue.","x-source":"provider 2026.07.14"},"image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item image; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific image (deprecated).","x-source":"provider 2026.07.14"},"icon_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Item icon; an empty string for none.","x-source":"provider 2026.07.14"},"icon_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific icon (deprecated).","x-source":"provider 2026.07.14"},"image_url_featured":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Image for a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"image_url_featured_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured image (deprecated).","x-source":"provider 2026.07.14"},"background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background image; an empty string for none.","x-source":"provider 2026.07.14"},"background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific background (deprecated).","x-source":"provider 2026.07.14"},"background_image_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"featured_card_background_image_url":{"anyOf":[{"type":"string","format":"uri","minLength":1,"maxLength":65536},{"type":"string","enum":[""]}],"description":"Background of a featured card; an empty string for none.","x-source":"provider 2026.07.14"},"featured_card_background_image_url_apple":{"type":"string","format":"uri","minLength":1,"maxLength":65536,"deprecated":true,"description":"Apple-specific featured background (deprecated).","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/ItemType","description":"Kind of item.","x-source":"provider 2026.07.14"},"view_option":{"$ref":"#/components/schemas/ItemViewOption","default":"default","description":"How the card is drawn.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","minimum":1,"maximum":1000000000000000000,"default":1,"description":"How many units one purchase gives.","x-source":"provider 2026.07.14"},"is_stackable":{"type":"boolean","description":"Whether several can be held in one slot.","x-source":"provider 2026.07.14"},"is_currency":{"type":"boolean","description":"True for an item that is a currency.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place in lists.","x-source":"provider 2026.07.14"},"categories":{"type":"array","items":{"type":"string"},"description":"Ids of the item categories it is in.","x-source":"provider 2026.07.14"},"duration":{"type":"integer","description":"How long its in-game effect lasts, in seconds.","x-source":"provider 2026.07.14"},"enable_reward_points_redemption":{"type":"boolean","description":"Whether reward points can pay for it.","x-source":"provider 2026.07.14"},"vc_settings":{"$ref":"#/components/schemas/VirtualCurrencySettings","description":"Exchange rate and rules of the virtual currency.","x-source":"provider 2026.07.14"},"start_at":{"type":"integer","description":"When it becomes active (Unix seconds).","x-source":"provider 2026.07.14"},"end_at":{"type":"integer","description":"When it stops being active (Unix seconds).","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The item's id.","x-source":"provider 2026.07.14"},"model_type":{"type":"string","enum":["PublicVirtualCurrencyRead"],"default":"PublicVirtualCurrencyRead","description":"Tells the kinds of catalogue record apart.","x-source":"provider 2026.07.14"},"archived_at":{"type":"number","description":"When it was archived (Unix seconds).","x-source":"provider 2026.07.14"}}};
const schema159 = {"type":"object","description":"Exchange rate and rules of a virtual currency.","x-source":"provider 2026.07.14","properties":{"rate":{"type":"number","exclusiveMinimum":0,"default":1,"description":"Units of the currency per unit of price.","x-source":"provider 2026.07.14"},"enabled_for_checkout":{"type":"boolean","default":false,"description":"Whether players can pay with it at checkout.","x-source":"provider 2026.07.14"},"reward_active":{"type":"boolean","default":false,"description":"Whether purchases earn it.","x-source":"provider 2026.07.14"},"reward_percentage":{"type":"number","minimum":0,"default":0,"description":"Percent of a purchase earned back.","x-source":"provider 2026.07.14"},"excluded_sales_channels":{"type":"array","items":{"$ref":"#/components/schemas/OrderSourceType"},"description":"Channels where it cannot be used.","x-source":"provider 2026.07.14"},"price_source":{"$ref":"#/components/schemas/VCPriceSource","default":"local_price","description":"Which price it is computed from.","x-source":"provider 2026.07.14"},"allow_non_secure_auth":{"type":"boolean","default":false,"description":"Whether it can be spent without a secure login.","x-source":"provider 2026.07.14"}}};
const schema160 = {"type":"string","enum":["s2s","hub","sdk","checkout_link"],"description":"Channels an order can come from.","x-source":"provider 2026.07.14"};
const schema161 = {"type":"string","enum":["local_price","base_price"],"description":"Which price a virtual currency price is computed from.","x-source":"provider 2026.07.14"};

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate144.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rate !== undefined){
let data0 = data.rate;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 <= 0 || isNaN(data0)){
validate144.errors = [{instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
else {
validate144.errors = [{instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled_for_checkout !== undefined){
const _errs3 = errors;
if(typeof data.enabled_for_checkout !== "boolean"){
validate144.errors = [{instancePath:instancePath+"/enabled_for_checkout",schemaPath:"#/properties/enabled_for_checkout/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward_active !== undefined){
const _errs5 = errors;
if(typeof data.reward_active !== "boolean"){
validate144.errors = [{instancePath:instancePath+"/reward_active",schemaPath:"#/properties/reward_active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward_percentage !== undefined){
let data3 = data.reward_percentage;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate144.errors = [{instancePath:instancePath+"/reward_percentage",schemaPath:"#/properties/reward_percentage/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate144.errors = [{instancePath:instancePath+"/reward_percentage",schemaPath:"#/properties/reward_percentage/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.excluded_sales_channels !== undefined){
let data4 = data.excluded_sales_channels;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(typeof data5 !== "string"){
validate144.errors = [{instancePath:instancePath+"/excluded_sales_channels/" + i0,schemaPath:"#/components/schemas/OrderSourceType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data5 === "s2s") || (data5 === "hub")) || (data5 === "sdk")) || (data5 === "checkout_link"))){
validate144.errors = [{instancePath:instancePath+"/excluded_sales_channels/" + i0,schemaPath:"#/components/schemas/OrderSourceType/enum",keyword:"enum",params:{allowedValues: schema160.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate144.errors = [{instancePath:instancePath+"/excluded_sales_channels",schemaPath:"#/properties/excluded_sales_channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_source !== undefined){
let data6 = data.price_source;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate144.errors = [{instancePath:instancePath+"/price_source",schemaPath:"#/components/schemas/VCPriceSource/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "local_price") || (data6 === "base_price"))){
validate144.errors = [{instancePath:instancePath+"/price_source",schemaPath:"#/components/schemas/VCPriceSource/enum",keyword:"enum",params:{allowedValues: schema161.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allow_non_secure_auth !== undefined){
const _errs17 = errors;
if(typeof data.allow_non_secure_auth !== "boolean"){
validate144.errors = [{instancePath:instancePath+"/allow_non_secure_auth",schemaPath:"#/properties/allow_non_secure_auth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate144.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate144.errors = vErrors;
return errors === 0;
}
validate144.evaluated = {"props":{"rate":true,"enabled_for_checkout":true,"reward_active":true,"reward_percentage":true,"excluded_sales_channels":true,"price_source":true,"allow_non_secure_auth":true},"dynamicProps":false,"dynamicItems":false};


function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate142.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.name === undefined) && (missing0 = "name")) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.is_stackable === undefined) && (missing0 = "is_stackable"))) || ((data.is_currency === undefined) && (missing0 = "is_currency"))) || ((data.vc_settings === undefined) && (missing0 = "vc_settings"))) || ((data.id === undefined) && (missing0 = "id"))){
validate142.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) > 255){
validate142.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate142.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data1 = data.description;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate142.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema155.properties.description.type},message:"must be string,null"}];
return false;
}
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) > 512){
validate142.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highlights !== undefined){
let data2 = data.highlights;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate43(data2, {instancePath:instancePath+"/highlights",parentData:data,parentDataProperty:"highlights",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.title = true;
props0.description = true;
props0.items = true;
}
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate142.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data3 = data.price;
const _errs10 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate142.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_point !== undefined){
let data4 = data.price_point;
const _errs12 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate142.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if(typeof data4 == "number"){
if(data4 > 5000000 || isNaN(data4)){
validate142.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000000},message:"must be <= 5000000"}];
return false;
}
else {
if(data4 <= 0 || isNaN(data4)){
validate142.errors = [{instancePath:instancePath+"/price_point",schemaPath:"#/properties/price_point/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price_template_id !== undefined){
const _errs14 = errors;
if(typeof data.price_template_id !== "string"){
validate142.errors = [{instancePath:instancePath+"/price_template_id",schemaPath:"#/properties/price_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reward_points_price !== undefined){
let data6 = data.reward_points_price;
const _errs16 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate142.errors = [{instancePath:instancePath+"/reward_points_price",schemaPath:"#/properties/reward_points_price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
let data7 = data.currency;
const _errs18 = errors;
if(typeof data7 !== "string"){
validate142.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data7 === "USD") || (data7 === "EUR")) || (data7 === "AED")) || (data7 === "AFN")) || (data7 === "ALL")) || (data7 === "AMD")) || (data7 === "ANG")) || (data7 === "AOA")) || (data7 === "ARS")) || (data7 === "AUD")) || (data7 === "AWG")) || (data7 === "AZN")) || (data7 === "BAM")) || (data7 === "BBD")) || (data7 === "BDT")) || (data7 === "BGN")) || (data7 === "BHD")) || (data7 === "BIF")) || (data7 === "BMD")) || (data7 === "BND")) || (data7 === "BOB")) || (data7 === "BRL")) || (data7 === "BSD")) || (data7 === "BTN")) || (data7 === "BWP")) || (data7 === "BYN")) || (data7 === "BZD")) || (data7 === "CAD")) || (data7 === "CDF")) || (data7 === "CHF")) || (data7 === "CLP")) || (data7 === "CNY")) || (data7 === "COP")) || (data7 === "CRC")) || (data7 === "CUP")) || (data7 === "CVE")) || (data7 === "CZK")) || (data7 === "DJF")) || (data7 === "DKK")) || (data7 === "DOP")) || (data7 === "DZD")) || (data7 === "EGP")) || (data7 === "ERN")) || (data7 === "ETB")) || (data7 === "FJD")) || (data7 === "FKP")) || (data7 === "GBP")) || (data7 === "GEL")) || (data7 === "GHS")) || (data7 === "GIP")) || (data7 === "GMD")) || (data7 === "GNF")) || (data7 === "GTQ")) || (data7 === "GYD")) || (data7 === "HKD")) || (data7 === "HNL")) || (data7 === "HTG")) || (data7 === "HUF")) || (data7 === "IDR")) || (data7 === "ILS")) || (data7 === "INR")) || (data7 === "IQD")) || (data7 === "IRR")) || (data7 === "ISK")) || (data7 === "JMD")) || (data7 === "JOD")) || (data7 === "JPY")) || (data7 === "KES")) || (data7 === "KGS")) || (data7 === "KHR")) || (data7 === "KMF")) || (data7 === "KPW")) || (data7 === "KRW")) || (data7 === "KWD")) || (data7 === "KYD")) || (data7 === "KZT")) || (data7 === "LAK")) || (data7 === "LBP")) || (data7 === "LKR")) || (data7 === "LRD")) || (data7 === "LSL")) || (data7 === "LYD")) || (data7 === "MAD")) || (data7 === "MDL")) || (data7 === "MGA")) || (data7 === "MKD")) || (data7 === "MMK")) || (data7 === "MNT")) || (data7 === "MOP")) || (data7 === "MRU")) || (data7 === "MUR")) || (data7 === "MVR")) || (data7 === "MWK")) || (data7 === "MXN")) || (data7 === "MYR")) || (data7 === "MZN")) || (data7 === "NAD")) || (data7 === "NGN")) || (data7 === "NIO")) || (data7 === "NOK")) || (data7 === "NPR")) || (data7 === "NZD")) || (data7 === "OMR")) || (data7 === "PAB")) || (data7 === "PEN")) || (data7 === "PGK")) || (data7 === "PHP")) || (data7 === "PKR")) || (data7 === "PLN")) || (data7 === "PYG")) || (data7 === "QAR")) || (data7 === "RON")) || (data7 === "RSD")) || (data7 === "RUB")) || (data7 === "RWF")) || (data7 === "SAR")) || (data7 === "SBD")) || (data7 === "SCR")) || (data7 === "SDG")) || (data7 === "SEK")) || (data7 === "SGD")) || (data7 === "SHP")) || (data7 === "SLE")) || (data7 === "SOS")) || (data7 === "SRD")) || (data7 === "SSP")) || (data7 === "STN")) || (data7 === "SVC")) || (data7 === "SYP")) || (data7 === "SZL")) || (data7 === "THB")) || (data7 === "TJS")) || (data7 === "TMT")) || (data7 === "TND")) || (data7 === "TOP")) || (data7 === "TRY")) || (data7 === "TTD")) || (data7 === "TWD")) || (data7 === "TZS")) || (data7 === "UAH")) || (data7 === "UGX")) || (data7 === "UYU")) || (data7 === "UZS")) || (data7 === "VED")) || (data7 === "VES")) || (data7 === "VND")) || (data7 === "VUV")) || (data7 === "WST")) || (data7 === "XAF")) || (data7 === "XCD")) || (data7 === "XCG")) || (data7 === "XOF")) || (data7 === "XPF")) || (data7 === "YER")) || (data7 === "ZAR")) || (data7 === "ZMW")) || (data7 === "ZWG")) || (data7 === "ZWL")) || (data7 === "RP")) || (data7 === "VC"))){
validate142.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/components/schemas/Currency/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
let data8 = data.sku;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(func1(data8) > 255){
validate142.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate142.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data9 = data.image_url;
const _errs23 = errors;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err2 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(func1(data9) < 1){
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(!(formats0(data9))){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(typeof data9 !== "string"){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(data9 === "")){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema155.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate142.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_apple !== undefined){
let data10 = data.image_url_apple;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data10 === "string"){
if(func1(data10) > 65536){
validate142.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data10) < 1){
validate142.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data10))){
validate142.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/image_url_apple",schemaPath:"#/properties/image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url !== undefined){
let data11 = data.icon_url;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = false;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
if(typeof data11 === "string"){
if(func1(data11) > 65536){
const err9 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(func1(data11) < 1){
const err10 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(!(formats0(data11))){
const err11 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err12 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid2 = _errs33 === errors;
valid4 = valid4 || _valid2;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err13 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(data11 === "")){
const err14 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema155.properties.icon_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err15 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate142.errors = vErrors;
return false;
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
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url_apple !== undefined){
let data12 = data.icon_url_apple;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data12 === "string"){
if(func1(data12) > 65536){
validate142.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data12) < 1){
validate142.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data12))){
validate142.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/icon_url_apple",schemaPath:"#/properties/icon_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured !== undefined){
let data13 = data.image_url_featured;
const _errs39 = errors;
const _errs40 = errors;
let valid5 = false;
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data13 === "string"){
if(func1(data13) > 65536){
const err16 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(func1(data13) < 1){
const err17 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(!(formats0(data13))){
const err18 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err19 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid3 = _errs41 === errors;
valid5 = valid5 || _valid3;
const _errs43 = errors;
if(typeof data13 !== "string"){
const err20 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data13 === "")){
const err21 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema155.properties.image_url_featured.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err22 = {instancePath:instancePath+"/image_url_featured",schemaPath:"#/properties/image_url_featured/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
validate142.errors = vErrors;
return false;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url_featured_apple !== undefined){
let data14 = data.image_url_featured_apple;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data14 === "string"){
if(func1(data14) > 65536){
validate142.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data14) < 1){
validate142.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data14))){
validate142.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/image_url_featured_apple",schemaPath:"#/properties/image_url_featured_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
let data15 = data.background_image_url;
const _errs47 = errors;
const _errs48 = errors;
let valid6 = false;
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(typeof data15 === "string"){
if(func1(data15) > 65536){
const err23 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(func1(data15) < 1){
const err24 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(!(formats0(data15))){
const err25 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err26 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid4 = _errs49 === errors;
valid6 = valid6 || _valid4;
const _errs51 = errors;
if(typeof data15 !== "string"){
const err27 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(data15 === "")){
const err28 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema155.properties.background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid4 = _errs51 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err29 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate142.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url_apple !== undefined){
let data16 = data.background_image_url_apple;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data16 === "string"){
if(func1(data16) > 65536){
validate142.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data16) < 1){
validate142.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data16))){
validate142.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/background_image_url_apple",schemaPath:"#/properties/background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_color !== undefined){
const _errs55 = errors;
if(typeof data.background_image_color !== "string"){
validate142.errors = [{instancePath:instancePath+"/background_image_color",schemaPath:"#/properties/background_image_color/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url !== undefined){
let data18 = data.featured_card_background_image_url;
const _errs57 = errors;
const _errs58 = errors;
let valid7 = false;
const _errs59 = errors;
if(errors === _errs59){
if(errors === _errs59){
if(typeof data18 === "string"){
if(func1(data18) > 65536){
const err30 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(func1(data18) < 1){
const err31 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(!(formats0(data18))){
const err32 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err33 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid5 = _errs59 === errors;
valid7 = valid7 || _valid5;
const _errs61 = errors;
if(typeof data18 !== "string"){
const err34 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(data18 === "")){
const err35 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema155.properties.featured_card_background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid5 = _errs61 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err36 = {instancePath:instancePath+"/featured_card_background_image_url",schemaPath:"#/properties/featured_card_background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate142.errors = vErrors;
return false;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.featured_card_background_image_url_apple !== undefined){
let data19 = data.featured_card_background_image_url_apple;
const _errs63 = errors;
if(errors === _errs63){
if(errors === _errs63){
if(typeof data19 === "string"){
if(func1(data19) > 65536){
validate142.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
else {
if(func1(data19) < 1){
validate142.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data19))){
validate142.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/featured_card_background_image_url_apple",schemaPath:"#/properties/featured_card_background_image_url_apple/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data20 = data.type;
const _errs65 = errors;
if(typeof data20 !== "string"){
validate142.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data20 === "item") || (data20 === "currency")) || (data20 === "bundle")) || (data20 === "lootbox")) || (data20 === "subscription")) || (data20 === "virtual_currency"))){
validate142.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.view_option !== undefined){
let data21 = data.view_option;
const _errs68 = errors;
if(typeof data21 !== "string"){
validate142.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data21 === "default") || (data21 === "skeleton"))){
validate142.errors = [{instancePath:instancePath+"/view_option",schemaPath:"#/components/schemas/ItemViewOption/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data22 = data.quantity;
const _errs71 = errors;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
validate142.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs71){
if(typeof data22 == "number"){
if(data22 > 1000000000000000000 || isNaN(data22)){
validate142.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000000},message:"must be <= 1000000000000000000"}];
return false;
}
else {
if(data22 < 1 || isNaN(data22)){
validate142.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable !== undefined){
const _errs73 = errors;
if(typeof data.is_stackable !== "boolean"){
validate142.errors = [{instancePath:instancePath+"/is_stackable",schemaPath:"#/properties/is_stackable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_currency !== undefined){
const _errs75 = errors;
if(typeof data.is_currency !== "boolean"){
validate142.errors = [{instancePath:instancePath+"/is_currency",schemaPath:"#/properties/is_currency/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data25 = data.position;
const _errs77 = errors;
if(!((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25)))){
validate142.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.categories !== undefined){
let data26 = data.categories;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data26)){
var valid10 = true;
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
const _errs81 = errors;
if(typeof data26[i0] !== "string"){
validate142.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs81 === errors;
if(!valid10){
break;
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration !== undefined){
let data28 = data.duration;
const _errs83 = errors;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
validate142.errors = [{instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enable_reward_points_redemption !== undefined){
const _errs85 = errors;
if(typeof data.enable_reward_points_redemption !== "boolean"){
validate142.errors = [{instancePath:instancePath+"/enable_reward_points_redemption",schemaPath:"#/properties/enable_reward_points_redemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vc_settings !== undefined){
const _errs87 = errors;
if(!(validate144(data.vc_settings, {instancePath:instancePath+"/vc_settings",parentData:data,parentDataProperty:"vc_settings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_at !== undefined){
let data31 = data.start_at;
const _errs88 = errors;
if(!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))){
validate142.errors = [{instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_at !== undefined){
let data32 = data.end_at;
const _errs90 = errors;
if(!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))){
validate142.errors = [{instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs92 = errors;
if(typeof data.id !== "string"){
validate142.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs92 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_type !== undefined){
let data34 = data.model_type;
const _errs94 = errors;
if(typeof data34 !== "string"){
validate142.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data34 === "PublicVirtualCurrencyRead")){
validate142.errors = [{instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/enum",keyword:"enum",params:{allowedValues: schema155.properties.model_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs94 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived_at !== undefined){
const _errs96 = errors;
if(!(typeof data.archived_at == "number")){
validate142.errors = [{instancePath:instancePath+"/archived_at",schemaPath:"#/properties/archived_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs96 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate142.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate142.errors = vErrors;
return errors === 0;
}
validate142.evaluated = {"props":{"name":true,"description":true,"highlights":true,"price":true,"price_point":true,"price_template_id":true,"reward_points_price":true,"currency":true,"sku":true,"image_url":true,"image_url_apple":true,"icon_url":true,"icon_url_apple":true,"image_url_featured":true,"image_url_featured_apple":true,"background_image_url":true,"background_image_url_apple":true,"background_image_color":true,"featured_card_background_image_url":true,"featured_card_background_image_url_apple":true,"type":true,"view_option":true,"quantity":true,"is_stackable":true,"is_currency":true,"position":true,"categories":true,"duration":true,"enable_reward_points_redemption":true,"vc_settings":true,"start_at":true,"end_at":true,"id":true,"model_type":true,"archived_at":true},"dynamicProps":false,"dynamicItems":false};


function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.quantity === undefined) && (missing0 = "quantity"))) || ((data.is_stackable === undefined) && (missing0 = "is_stackable"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.properties === undefined) && (missing0 = "properties"))){
validate93.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate93.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate93.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs5 = errors;
if(typeof data.description !== "string"){
validate93.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration !== undefined){
let data3 = data.duration;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate93.errors = [{instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data4 = data.quantity;
const _errs9 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate93.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_stackable !== undefined){
const _errs11 = errors;
if(typeof data.is_stackable !== "boolean"){
validate93.errors = [{instancePath:instancePath+"/is_stackable",schemaPath:"#/properties/is_stackable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon_url !== undefined){
let data6 = data.icon_url;
const _errs13 = errors;
const _errs14 = errors;
let valid1 = false;
const _errs15 = errors;
if(errors === _errs15){
if(errors === _errs15){
if(typeof data6 === "string"){
if(func1(data6) > 65536){
const err0 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(func1(data6) < 1){
const err1 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(!(formats0(data6))){
const err2 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err3 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
const _errs17 = errors;
if(typeof data6 !== "string"){
const err4 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data6 === "")){
const err5 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema106.properties.icon_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/icon_url",schemaPath:"#/properties/icon_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate93.errors = vErrors;
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data7 = data.image_url;
const _errs19 = errors;
const _errs20 = errors;
let valid2 = false;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data7 === "string"){
if(func1(data7) > 65536){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(func1(data7) < 1){
const err8 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(!(formats0(data7))){
const err9 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err10 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid1 = _errs21 === errors;
valid2 = valid2 || _valid1;
const _errs23 = errors;
if(typeof data7 !== "string"){
const err11 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(data7 === "")){
const err12 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema106.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err13 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate93.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data8 = data.type;
const _errs25 = errors;
if(typeof data8 !== "string"){
validate93.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data8 === "item") || (data8 === "currency")) || (data8 === "bundle")) || (data8 === "lootbox")) || (data8 === "subscription")) || (data8 === "virtual_currency"))){
validate93.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/ItemType/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
let data9 = data.background_image_url;
const _errs28 = errors;
const _errs29 = errors;
let valid4 = false;
const _errs30 = errors;
if(errors === _errs30){
if(errors === _errs30){
if(typeof data9 === "string"){
if(func1(data9) > 65536){
const err14 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
if(func1(data9) < 1){
const err15 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(!(formats0(data9))){
const err16 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err17 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid2 = _errs30 === errors;
valid4 = valid4 || _valid2;
const _errs32 = errors;
if(typeof data9 !== "string"){
const err18 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(data9 === "")){
const err19 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema106.properties.background_image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err20 = {instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate93.errors = vErrors;
return false;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.properties !== undefined){
let data10 = data.properties;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data10)){
var valid5 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs36 = errors;
if(!(validate47(data10[i0], {instancePath:instancePath+"/properties/" + i0,parentData:data10,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid5 = _errs36 === errors;
if(!valid5){
break;
}
}
}
else {
validate93.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived_at !== undefined){
let data12 = data.archived_at;
const _errs37 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate93.errors = [{instancePath:instancePath+"/archived_at",schemaPath:"#/properties/archived_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items_read !== undefined){
let data13 = data.nested_items_read;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data13)){
var valid6 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
const _errs41 = errors;
const _errs42 = errors;
let valid7 = false;
const _errs43 = errors;
if(!(validate95(data14, {instancePath:instancePath+"/nested_items_read/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
var _valid3 = _errs43 === errors;
valid7 = valid7 || _valid3;
if(_valid3){
var props0 = {};
props0.name = true;
props0.description = true;
props0.highlights = true;
props0.price = true;
props0.price_point = true;
props0.price_template_id = true;
props0.reward_points_price = true;
props0.currency = true;
props0.sku = true;
props0.image_url = true;
props0.image_url_apple = true;
props0.icon_url = true;
props0.icon_url_apple = true;
props0.image_url_featured = true;
props0.image_url_featured_apple = true;
props0.background_image_url = true;
props0.background_image_url_apple = true;
props0.background_image_color = true;
props0.featured_card_background_image_url = true;
props0.featured_card_background_image_url_apple = true;
props0.type = true;
props0.view_option = true;
props0.quantity = true;
props0.is_stackable = true;
props0.is_currency = true;
props0.position = true;
props0.categories = true;
props0.duration = true;
props0.enable_reward_points_redemption = true;
props0.nested_items = true;
props0.id = true;
props0.properties = true;
props0.source = true;
props0.rarity_id = true;
props0.item_rarity = true;
props0.discount_percent = true;
props0.bonus_percent = true;
props0.is_custom = true;
props0.created_at = true;
props0.modified_at = true;
props0.archived_at = true;
props0.price_minor_unit = true;
props0.price_decimal = true;
props0.fallback_item_id = true;
props0.fallback_item_quantity = true;
props0.meta = true;
props0.model_type = true;
props0.nested_items_read = true;
props0.fallback_item = true;
props0.quantity_after_bonus = true;
props0.quantity_bonus_value = true;
props0.is_system = true;
}
const _errs44 = errors;
if(!(validate100(data14, {instancePath:instancePath+"/nested_items_read/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var _valid3 = _errs44 === errors;
valid7 = valid7 || _valid3;
if(_valid3){
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.description = true;
props0.highlights = true;
props0.price = true;
props0.price_point = true;
props0.price_template_id = true;
props0.reward_points_price = true;
props0.currency = true;
props0.sku = true;
props0.image_url = true;
props0.image_url_apple = true;
props0.icon_url = true;
props0.icon_url_apple = true;
props0.image_url_featured = true;
props0.image_url_featured_apple = true;
props0.background_image_url = true;
props0.background_image_url_apple = true;
props0.background_image_color = true;
props0.featured_card_background_image_url = true;
props0.featured_card_background_image_url_apple = true;
props0.type = true;
props0.view_option = true;
props0.quantity = true;
props0.is_stackable = true;
props0.is_currency = true;
props0.position = true;
props0.categories = true;
props0.duration = true;
props0.enable_reward_points_redemption = true;
props0.lootbox_settings = true;
props0.id = true;
props0.model_type = true;
props0.groups = true;
props0.attempts_count = true;
}
}
const _errs45 = errors;
if(!(validate122(data14, {instancePath:instancePath+"/nested_items_read/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
var _valid3 = _errs45 === errors;
valid7 = valid7 || _valid3;
if(_valid3){
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.description = true;
props0.highlights = true;
props0.price = true;
props0.price_point = true;
props0.price_template_id = true;
props0.reward_points_price = true;
props0.currency = true;
props0.sku = true;
props0.image_url = true;
props0.image_url_apple = true;
props0.icon_url = true;
props0.icon_url_apple = true;
props0.image_url_featured = true;
props0.image_url_featured_apple = true;
props0.background_image_url = true;
props0.background_image_url_apple = true;
props0.background_image_color = true;
props0.featured_card_background_image_url = true;
props0.featured_card_background_image_url_apple = true;
props0.type = true;
props0.view_option = true;
props0.quantity = true;
props0.is_stackable = true;
props0.is_currency = true;
props0.position = true;
props0.categories = true;
props0.duration = true;
props0.enable_reward_points_redemption = true;
props0.nested_items = true;
props0.meta = true;
props0.id = true;
props0.model_type = true;
props0.subscription_settings = true;
}
}
const _errs46 = errors;
if(!(validate142(data14, {instancePath:instancePath+"/nested_items_read/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
var _valid3 = _errs46 === errors;
valid7 = valid7 || _valid3;
if(_valid3){
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.description = true;
props0.highlights = true;
props0.price = true;
props0.price_point = true;
props0.price_template_id = true;
props0.reward_points_price = true;
props0.currency = true;
props0.sku = true;
props0.image_url = true;
props0.image_url_apple = true;
props0.icon_url = true;
props0.icon_url_apple = true;
props0.image_url_featured = true;
props0.image_url_featured_apple = true;
props0.background_image_url = true;
props0.background_image_url_apple = true;
props0.background_image_color = true;
props0.featured_card_background_image_url = true;
props0.featured_card_background_image_url_apple = true;
props0.type = true;
props0.view_option = true;
props0.quantity = true;
props0.is_stackable = true;
props0.is_currency = true;
props0.position = true;
props0.categories = true;
props0.duration = true;
props0.enable_reward_points_redemption = true;
props0.vc_settings = true;
props0.start_at = true;
props0.end_at = true;
props0.id = true;
props0.model_type = true;
props0.archived_at = true;
}
}
if(!valid7){
const err21 = {instancePath:instancePath+"/nested_items_read/" + i1,schemaPath:"#/properties/nested_items_read/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
validate93.errors = vErrors;
return false;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs41 === errors;
if(!valid6){
break;
}
}
}
else {
validate93.errors = [{instancePath:instancePath+"/nested_items_read",schemaPath:"#/properties/nested_items_read/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.highlights !== undefined){
const _errs47 = errors;
if(!(validate43(data.highlights, {instancePath:instancePath+"/highlights",parentData:data,parentDataProperty:"highlights",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":{"id":true,"name":true,"description":true,"duration":true,"quantity":true,"is_stackable":true,"icon_url":true,"image_url":true,"type":true,"background_image_url":true,"properties":true,"archived_at":true,"nested_items_read":true,"highlights":true},"dynamicProps":false,"dynamicItems":false};


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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.day_number === undefined) && (missing0 = "day_number")) || ((data.items === undefined) && (missing0 = "items"))) || ((data.items_read === undefined) && (missing0 = "items_read"))){
validate91.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.day_number !== undefined){
let data0 = data.day_number;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate91.errors = [{instancePath:instancePath+"/day_number",schemaPath:"#/properties/day_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 <= 0 || isNaN(data0)){
validate91.errors = [{instancePath:instancePath+"/day_number",schemaPath:"#/properties/day_number/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data1 = data.items;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
if(data1.length > 10){
validate91.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data1.length < 1){
validate91.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate45(data1[i0], {instancePath:instancePath+"/items/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items_read !== undefined){
let data3 = data.items_read;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs8 = errors;
if(!(validate93(data3[i1], {instancePath:instancePath+"/items_read/" + i1,parentData:data3,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/items_read",schemaPath:"#/properties/items_read/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":{"day_number":true,"items":true,"items_read":true},"dynamicProps":false,"dynamicItems":false};


function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.daily_rewards === undefined) && (missing0 = "daily_rewards")){
validate90.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.daily_rewards !== undefined){
let data0 = data.daily_rewards;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate91(data0[i0], {instancePath:instancePath+"/daily_rewards/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/daily_rewards",schemaPath:"#/properties/daily_rewards/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extra_reward_items !== undefined){
let data2 = data.extra_reward_items;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate45(data2[i1], {instancePath:instancePath+"/extra_reward_items/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/extra_reward_items",schemaPath:"#/properties/extra_reward_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claim_mode !== undefined){
let data4 = data.claim_mode;
const _errs7 = errors;
if(typeof data4 !== "string"){
validate90.errors = [{instancePath:instancePath+"/claim_mode",schemaPath:"#/components/schemas/DailyRewardClaimMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "modal") || (data4 === "inline"))){
validate90.errors = [{instancePath:instancePath+"/claim_mode",schemaPath:"#/components/schemas/DailyRewardClaimMode/enum",keyword:"enum",params:{allowedValues: schema162.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extra_reward_items_read !== undefined){
let data5 = data.extra_reward_items_read;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid4 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
const _errs12 = errors;
if(!(validate93(data5[i2], {instancePath:instancePath+"/extra_reward_items_read/" + i2,parentData:data5,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/extra_reward_items_read",schemaPath:"#/properties/extra_reward_items_read/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":{"daily_rewards":true,"extra_reward_items":true,"claim_mode":true,"extra_reward_items_read":true},"dynamicProps":false,"dynamicItems":false};

const schema163 = {"type":"object","required":["period_type","count","start_day_number"],"description":"When a scheduled program repeats.","x-source":"provider 2026.07.14","properties":{"period_type":{"$ref":"#/components/schemas/PeriodType","description":"The unit of the repeat.","x-source":"provider 2026.07.14"},"count":{"type":"integer","minimum":1,"description":"How many units each cycle lasts.","x-source":"provider 2026.07.14"},"start_day_number":{"type":"integer","minimum":1,"description":"The day a cycle starts on.","x-source":"provider 2026.07.14"}}};

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate153.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.period_type === undefined) && (missing0 = "period_type")) || ((data.count === undefined) && (missing0 = "count"))) || ((data.start_day_number === undefined) && (missing0 = "start_day_number"))){
validate153.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.period_type !== undefined){
let data0 = data.period_type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate153.errors = [{instancePath:instancePath+"/period_type",schemaPath:"#/components/schemas/PeriodType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data0 === "year") || (data0 === "month")) || (data0 === "week")) || (data0 === "day")) || (data0 === "hour")) || (data0 === "minute")) || (data0 === "second"))){
validate153.errors = [{instancePath:instancePath+"/period_type",schemaPath:"#/components/schemas/PeriodType/enum",keyword:"enum",params:{allowedValues: schema140.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data1 = data.count;
const _errs4 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate153.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if(typeof data1 == "number"){
if(data1 < 1 || isNaN(data1)){
validate153.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_day_number !== undefined){
let data2 = data.start_day_number;
const _errs6 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate153.errors = [{instancePath:instancePath+"/start_day_number",schemaPath:"#/properties/start_day_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
validate153.errors = [{instancePath:instancePath+"/start_day_number",schemaPath:"#/properties/start_day_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate153.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate153.errors = vErrors;
return errors === 0;
}
validate153.evaluated = {"props":{"period_type":true,"count":true,"start_day_number":true},"dynamicProps":false,"dynamicItems":false};


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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.enabled === undefined) && (missing0 = "enabled")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.mode === undefined) && (missing0 = "mode"))) || ((data.rewards === undefined) && (missing0 = "rewards"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.status === undefined) && (missing0 = "status"))){
validate89.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.enabled !== undefined){
const _errs1 = errors;
if(typeof data.enabled !== "boolean"){
validate89.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs3 = errors;
if(typeof data.key !== "string"){
validate89.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) > 255){
validate89.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data3 = data.description;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func1(data3) > 100000){
validate89.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data4 = data.image_url;
const _errs9 = errors;
const _errs10 = errors;
let valid1 = false;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) > 65536){
const err0 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(func1(data4) < 1){
const err1 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(!(formats0(data4))){
const err2 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data4 === "")){
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema102.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate89.errors = vErrors;
return false;
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
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data5 = data.mode;
const _errs15 = errors;
if(typeof data5 !== "string"){
validate89.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/DailyRewardMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "soft") || (data5 === "hard"))){
validate89.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/DailyRewardMode/enum",keyword:"enum",params:{allowedValues: schema103.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rewards !== undefined){
const _errs18 = errors;
if(!(validate90(data.rewards, {instancePath:instancePath+"/rewards",parentData:data,parentDataProperty:"rewards",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schedule !== undefined){
const _errs19 = errors;
if(!(validate153(data.schedule, {instancePath:instancePath+"/schedule",parentData:data,parentDataProperty:"schedule",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requirements_expression !== undefined){
const _errs20 = errors;
if(!(validate35(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_at !== undefined){
let data9 = data.start_at;
const _errs21 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate89.errors = [{instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_at !== undefined){
let data10 = data.end_at;
const _errs23 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate89.errors = [{instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data11 = data.position;
const _errs25 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate89.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comment !== undefined){
const _errs27 = errors;
if(typeof data.comment !== "string"){
validate89.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs29 = errors;
if(typeof data.id !== "string"){
validate89.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data14 = data.type;
const _errs31 = errors;
if(typeof data14 !== "string"){
validate89.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/DailyRewardType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "basic") || (data14 === "seasonal")) || (data14 === "schedule"))){
validate89.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/DailyRewardType/enum",keyword:"enum",params:{allowedValues: schema165.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data15 = data.status;
const _errs34 = errors;
if(typeof data15 !== "string"){
validate89.errors = [{instancePath:instancePath+"/status",schemaPath:"#/components/schemas/DailyRewardStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data15 === "active") || (data15 === "paused")) || (data15 === "stopped")) || (data15 === "scheduled")) || (data15 === "completed"))){
validate89.errors = [{instancePath:instancePath+"/status",schemaPath:"#/components/schemas/DailyRewardStatus/enum",keyword:"enum",params:{allowedValues: schema166.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"enabled":true,"key":true,"name":true,"description":true,"image_url":true,"mode":true,"rewards":true,"schedule":true,"requirements_expression":true,"start_at":true,"end_at":true,"position":true,"comment":true,"id":true,"type":true,"status":true},"dynamicProps":false,"dynamicItems":false};


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/12" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate89(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response13 = validate157;
const schema167 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/13"};

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate158.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.enabled === undefined) && (missing0 = "enabled")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.mode === undefined) && (missing0 = "mode"))) || ((data.rewards === undefined) && (missing0 = "rewards"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.status === undefined) && (missing0 = "status"))){
validate158.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.enabled !== undefined){
const _errs1 = errors;
if(typeof data.enabled !== "boolean"){
validate158.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs3 = errors;
if(typeof data.key !== "string"){
validate158.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) > 255){
validate158.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate158.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data3 = data.description;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func1(data3) > 100000){
validate158.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"}];
return false;
}
}
else {
validate158.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data4 = data.image_url;
const _errs9 = errors;
const _errs10 = errors;
let valid1 = false;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) > 65536){
const err0 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(func1(data4) < 1){
const err1 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(!(formats0(data4))){
const err2 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
}
else {
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
const _errs13 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data4 === "")){
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema102.properties.image_url.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate158.errors = vErrors;
return false;
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
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data5 = data.mode;
const _errs15 = errors;
if(typeof data5 !== "string"){
validate158.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/DailyRewardMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "soft") || (data5 === "hard"))){
validate158.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/components/schemas/DailyRewardMode/enum",keyword:"enum",params:{allowedValues: schema103.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rewards !== undefined){
const _errs18 = errors;
if(!(validate90(data.rewards, {instancePath:instancePath+"/rewards",parentData:data,parentDataProperty:"rewards",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schedule !== undefined){
const _errs19 = errors;
if(!(validate153(data.schedule, {instancePath:instancePath+"/schedule",parentData:data,parentDataProperty:"schedule",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requirements_expression !== undefined){
const _errs20 = errors;
if(!(validate35(data.requirements_expression, {instancePath:instancePath+"/requirements_expression",parentData:data,parentDataProperty:"requirements_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_at !== undefined){
let data9 = data.start_at;
const _errs21 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate158.errors = [{instancePath:instancePath+"/start_at",schemaPath:"#/properties/start_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_at !== undefined){
let data10 = data.end_at;
const _errs23 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate158.errors = [{instancePath:instancePath+"/end_at",schemaPath:"#/properties/end_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data11 = data.position;
const _errs25 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate158.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comment !== undefined){
const _errs27 = errors;
if(typeof data.comment !== "string"){
validate158.errors = [{instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs29 = errors;
if(typeof data.id !== "string"){
validate158.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data14 = data.type;
const _errs31 = errors;
if(typeof data14 !== "string"){
validate158.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/DailyRewardType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "basic") || (data14 === "seasonal")) || (data14 === "schedule"))){
validate158.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/DailyRewardType/enum",keyword:"enum",params:{allowedValues: schema165.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data15 = data.status;
const _errs34 = errors;
if(typeof data15 !== "string"){
validate158.errors = [{instancePath:instancePath+"/status",schemaPath:"#/components/schemas/DailyRewardStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data15 === "active") || (data15 === "paused")) || (data15 === "stopped")) || (data15 === "scheduled")) || (data15 === "completed"))){
validate158.errors = [{instancePath:instancePath+"/status",schemaPath:"#/components/schemas/DailyRewardStatus/enum",keyword:"enum",params:{allowedValues: schema166.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate158.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate158.errors = vErrors;
return errors === 0;
}
validate158.evaluated = {"props":{"enabled":true,"key":true,"name":true,"description":true,"image_url":true,"mode":true,"rewards":true,"schedule":true,"requirements_expression":true,"start_at":true,"end_at":true,"position":true,"comment":true,"id":true,"type":true,"status":true},"dynamicProps":false,"dynamicItems":false};


function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/13" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate157.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate158(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
validate157.errors = vErrors;
return errors === 0;
}
validate157.evaluated = {"props":{"enabled":true,"key":true,"name":true,"description":true,"image_url":true,"mode":true,"rewards":true,"schedule":true,"requirements_expression":true,"start_at":true,"end_at":true,"position":true,"comment":true,"id":true,"type":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const response14 = validate163;
const schema172 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/14"};
const schema173 = {"type":"object","required":["name","position","id"],"description":"An item category (a section of the store) as the service returns it.","x-source":"spec §2, provider 2026.07.14","properties":{"name":{"type":"string","description":"Name shown in the store.","x-source":"provider 2026.07.14"},"description":{"type":"string","description":"Text shown with the category.","x-source":"provider 2026.07.14"},"position":{"type":"integer","description":"Place among the categories.","x-source":"provider 2026.07.14"},"parent_id":{"type":"string","description":"The category this one is inside, if any.","x-source":"provider 2026.07.14"},"item_template_id":{"type":"string","description":"Template for items in the category.","x-source":"provider 2026.07.14"},"pinned_expression":{"$ref":"#/components/schemas/Expression","description":"Condition under which the category is pinned.","x-source":"provider 2026.07.14"},"slug":{"type":"string","description":"Name used in store addresses.","x-source":"provider 2026.07.14"},"icon":{"type":"string","description":"Icon of the category.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","description":"Image of the category.","x-source":"provider 2026.07.14"},"divider_image_url":{"type":"string","description":"Image of the divider above or below it.","x-source":"provider 2026.07.14"},"divider_position":{"$ref":"#/components/schemas/StoreCategoryDividerPosition","default":"top","description":"Where the divider is drawn.","x-source":"provider 2026.07.14"},"divider_type":{"$ref":"#/components/schemas/StoreCategoryDividerType","default":"image","description":"What the divider is made of.","x-source":"provider 2026.07.14"},"background_color":{"type":"string","description":"Background colour.","x-source":"provider 2026.07.14"},"background_image_url":{"type":"string","description":"Background image.","x-source":"provider 2026.07.14"},"background_size":{"$ref":"#/components/schemas/BackgroundSize","description":"How the background image fills the area.","x-source":"provider 2026.07.14"},"render_type":{"$ref":"#/components/schemas/StoreCategoryRenderType","description":"How the category lays out its items.","x-source":"provider 2026.07.14"},"render_options":{"$ref":"#/components/schemas/StoreCategoryRenderOptions","description":"Carousel settings.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The category's id, set by the service.","x-source":"provider 2026.07.14"}}};
const schema174 = {"type":"string","enum":["top","bottom"],"description":"Where the divider of a category is drawn.","x-source":"provider 2026.07.14"};
const schema175 = {"type":"string","enum":["image","mask"],"description":"What the divider of a category is made of.","x-source":"provider 2026.07.14"};
const schema176 = {"type":"string","enum":["contain","repeat","cover"],"description":"How a background image fills its area (as CSS background-size).","x-source":"provider 2026.07.14"};
const schema177 = {"type":"string","enum":["default","carousel"],"description":"How a category lays out its items.","x-source":"provider 2026.07.14"};
const schema178 = {"type":"object","description":"Settings of a carousel category.","x-source":"provider 2026.07.14","properties":{"delay":{"type":"integer","description":"Time between slides.","x-source":"provider 2026.07.14"},"loop":{"type":"boolean","description":"Whether it wraps around.","x-source":"provider 2026.07.14"},"autoplay":{"type":"boolean","description":"Whether it moves by itself.","x-source":"provider 2026.07.14"},"show_dots":{"type":"boolean","description":"Whether position dots are shown.","x-source":"provider 2026.07.14"},"display_type":{"$ref":"#/components/schemas/CarouselDisplayType","description":"Carousel layout.","x-source":"provider 2026.07.14"}}};
const schema179 = {"type":"string","enum":["default","compact","alone"],"description":"Carousel layouts.","x-source":"provider 2026.07.14"};

function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate166.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.delay !== undefined){
let data0 = data.delay;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate166.errors = [{instancePath:instancePath+"/delay",schemaPath:"#/properties/delay/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.loop !== undefined){
const _errs3 = errors;
if(typeof data.loop !== "boolean"){
validate166.errors = [{instancePath:instancePath+"/loop",schemaPath:"#/properties/loop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoplay !== undefined){
const _errs5 = errors;
if(typeof data.autoplay !== "boolean"){
validate166.errors = [{instancePath:instancePath+"/autoplay",schemaPath:"#/properties/autoplay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.show_dots !== undefined){
const _errs7 = errors;
if(typeof data.show_dots !== "boolean"){
validate166.errors = [{instancePath:instancePath+"/show_dots",schemaPath:"#/properties/show_dots/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.display_type !== undefined){
let data4 = data.display_type;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate166.errors = [{instancePath:instancePath+"/display_type",schemaPath:"#/components/schemas/CarouselDisplayType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "default") || (data4 === "compact")) || (data4 === "alone"))){
validate166.errors = [{instancePath:instancePath+"/display_type",schemaPath:"#/components/schemas/CarouselDisplayType/enum",keyword:"enum",params:{allowedValues: schema179.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate166.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate166.errors = vErrors;
return errors === 0;
}
validate166.evaluated = {"props":{"delay":true,"loop":true,"autoplay":true,"show_dots":true,"display_type":true},"dynamicProps":false,"dynamicItems":false};


function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate164.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.position === undefined) && (missing0 = "position"))) || ((data.id === undefined) && (missing0 = "id"))){
validate164.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate164.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate164.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data2 = data.position;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate164.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_id !== undefined){
const _errs7 = errors;
if(typeof data.parent_id !== "string"){
validate164.errors = [{instancePath:instancePath+"/parent_id",schemaPath:"#/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_template_id !== undefined){
const _errs9 = errors;
if(typeof data.item_template_id !== "string"){
validate164.errors = [{instancePath:instancePath+"/item_template_id",schemaPath:"#/properties/item_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned_expression !== undefined){
const _errs11 = errors;
if(!(validate35(data.pinned_expression, {instancePath:instancePath+"/pinned_expression",parentData:data,parentDataProperty:"pinned_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slug !== undefined){
const _errs12 = errors;
if(typeof data.slug !== "string"){
validate164.errors = [{instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon !== undefined){
const _errs14 = errors;
if(typeof data.icon !== "string"){
validate164.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
const _errs16 = errors;
if(typeof data.image_url !== "string"){
validate164.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.divider_image_url !== undefined){
const _errs18 = errors;
if(typeof data.divider_image_url !== "string"){
validate164.errors = [{instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.divider_position !== undefined){
let data10 = data.divider_position;
const _errs20 = errors;
if(typeof data10 !== "string"){
validate164.errors = [{instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "top") || (data10 === "bottom"))){
validate164.errors = [{instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/enum",keyword:"enum",params:{allowedValues: schema174.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.divider_type !== undefined){
let data11 = data.divider_type;
const _errs23 = errors;
if(typeof data11 !== "string"){
validate164.errors = [{instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data11 === "image") || (data11 === "mask"))){
validate164.errors = [{instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/enum",keyword:"enum",params:{allowedValues: schema175.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_color !== undefined){
const _errs26 = errors;
if(typeof data.background_color !== "string"){
validate164.errors = [{instancePath:instancePath+"/background_color",schemaPath:"#/properties/background_color/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
const _errs28 = errors;
if(typeof data.background_image_url !== "string"){
validate164.errors = [{instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_size !== undefined){
let data14 = data.background_size;
const _errs30 = errors;
if(typeof data14 !== "string"){
validate164.errors = [{instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "contain") || (data14 === "repeat")) || (data14 === "cover"))){
validate164.errors = [{instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/enum",keyword:"enum",params:{allowedValues: schema176.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.render_type !== undefined){
let data15 = data.render_type;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate164.errors = [{instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data15 === "default") || (data15 === "carousel"))){
validate164.errors = [{instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/enum",keyword:"enum",params:{allowedValues: schema177.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.render_options !== undefined){
const _errs36 = errors;
if(!(validate166(data.render_options, {instancePath:instancePath+"/render_options",parentData:data,parentDataProperty:"render_options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs37 = errors;
if(typeof data.id !== "string"){
validate164.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate164.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate164.errors = vErrors;
return errors === 0;
}
validate164.evaluated = {"props":{"name":true,"description":true,"position":true,"parent_id":true,"item_template_id":true,"pinned_expression":true,"slug":true,"icon":true,"image_url":true,"divider_image_url":true,"divider_position":true,"divider_type":true,"background_color":true,"background_image_url":true,"background_size":true,"render_type":true,"render_options":true,"id":true},"dynamicProps":false,"dynamicItems":false};


function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/14" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate163.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate164(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate164.errors : vErrors.concat(validate164.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate163.errors = vErrors;
return errors === 0;
}
validate163.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response15 = validate169;
const schema180 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/15"};

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate170.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.position === undefined) && (missing0 = "position"))) || ((data.id === undefined) && (missing0 = "id"))){
validate170.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate170.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate170.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.position !== undefined){
let data2 = data.position;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate170.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_id !== undefined){
const _errs7 = errors;
if(typeof data.parent_id !== "string"){
validate170.errors = [{instancePath:instancePath+"/parent_id",schemaPath:"#/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_template_id !== undefined){
const _errs9 = errors;
if(typeof data.item_template_id !== "string"){
validate170.errors = [{instancePath:instancePath+"/item_template_id",schemaPath:"#/properties/item_template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned_expression !== undefined){
const _errs11 = errors;
if(!(validate35(data.pinned_expression, {instancePath:instancePath+"/pinned_expression",parentData:data,parentDataProperty:"pinned_expression",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slug !== undefined){
const _errs12 = errors;
if(typeof data.slug !== "string"){
validate170.errors = [{instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icon !== undefined){
const _errs14 = errors;
if(typeof data.icon !== "string"){
validate170.errors = [{instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
const _errs16 = errors;
if(typeof data.image_url !== "string"){
validate170.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.divider_image_url !== undefined){
const _errs18 = errors;
if(typeof data.divider_image_url !== "string"){
validate170.errors = [{instancePath:instancePath+"/divider_image_url",schemaPath:"#/properties/divider_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.divider_position !== undefined){
let data10 = data.divider_position;
const _errs20 = errors;
if(typeof data10 !== "string"){
validate170.errors = [{instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "top") || (data10 === "bottom"))){
validate170.errors = [{instancePath:instancePath+"/divider_position",schemaPath:"#/components/schemas/StoreCategoryDividerPosition/enum",keyword:"enum",params:{allowedValues: schema174.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.divider_type !== undefined){
let data11 = data.divider_type;
const _errs23 = errors;
if(typeof data11 !== "string"){
validate170.errors = [{instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data11 === "image") || (data11 === "mask"))){
validate170.errors = [{instancePath:instancePath+"/divider_type",schemaPath:"#/components/schemas/StoreCategoryDividerType/enum",keyword:"enum",params:{allowedValues: schema175.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_color !== undefined){
const _errs26 = errors;
if(typeof data.background_color !== "string"){
validate170.errors = [{instancePath:instancePath+"/background_color",schemaPath:"#/properties/background_color/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_image_url !== undefined){
const _errs28 = errors;
if(typeof data.background_image_url !== "string"){
validate170.errors = [{instancePath:instancePath+"/background_image_url",schemaPath:"#/properties/background_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background_size !== undefined){
let data14 = data.background_size;
const _errs30 = errors;
if(typeof data14 !== "string"){
validate170.errors = [{instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data14 === "contain") || (data14 === "repeat")) || (data14 === "cover"))){
validate170.errors = [{instancePath:instancePath+"/background_size",schemaPath:"#/components/schemas/BackgroundSize/enum",keyword:"enum",params:{allowedValues: schema176.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.render_type !== undefined){
let data15 = data.render_type;
const _errs33 = errors;
if(typeof data15 !== "string"){
validate170.errors = [{instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data15 === "default") || (data15 === "carousel"))){
validate170.errors = [{instancePath:instancePath+"/render_type",schemaPath:"#/components/schemas/StoreCategoryRenderType/enum",keyword:"enum",params:{allowedValues: schema177.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.render_options !== undefined){
const _errs36 = errors;
if(!(validate166(data.render_options, {instancePath:instancePath+"/render_options",parentData:data,parentDataProperty:"render_options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs37 = errors;
if(typeof data.id !== "string"){
validate170.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate170.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate170.errors = vErrors;
return errors === 0;
}
validate170.evaluated = {"props":{"name":true,"description":true,"position":true,"parent_id":true,"item_template_id":true,"pinned_expression":true,"slug":true,"icon":true,"image_url":true,"divider_image_url":true,"divider_position":true,"divider_type":true,"background_color":true,"background_image_url":true,"background_size":true,"render_type":true,"render_options":true,"id":true},"dynamicProps":false,"dynamicItems":false};


function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/15" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate169.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate170(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
validate169.errors = vErrors;
return errors === 0;
}
validate169.evaluated = {"props":{"name":true,"description":true,"position":true,"parent_id":true,"item_template_id":true,"pinned_expression":true,"slug":true,"icon":true,"image_url":true,"divider_image_url":true,"divider_position":true,"divider_type":true,"background_color":true,"background_image_url":true,"background_size":true,"render_type":true,"render_options":true,"id":true},"dynamicProps":false,"dynamicItems":false};

const response16 = validate174;
const schema186 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalAccepted","$id":"https://game-commerce-s2s.invalid/openapi.json/response/16"};
const schema187 = {"description":"Body of the 202 answer to POST /v1/gdpr_requests. Unspecified (an empty schema) in the spec (§4 GDPR) and in the provider's document.","x-source":"spec §4"};

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/16" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate174.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
validate174.errors = vErrors;
return errors === 0;
}
validate174.evaluated = {"dynamicProps":false,"dynamicItems":false};

const response17 = validate175;
const schema188 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated","$id":"https://game-commerce-s2s.invalid/openapi.json/response/17"};
const schema189 = {"type":"object","required":["order_id","checkout_url"],"description":"Answer to POST /v1/orders (§2 Order (create response)). The full order record returned by reads is not shown.","x-source":"spec §2, provider 2026.07.14","properties":{"order_id":{"type":"string","description":"Order identifier (shape ord_<id>, §2).","x-source":"spec §2"},"checkout_url":{"type":"string","format":"uri","minLength":1,"maxLength":2083,"description":"Payment-form address. Treat it as an opaque string: do not parse, modify, extend it with\nparameters or rebuild it from order_id (§2). Redirect the player to it in the same window, a new\ntab or a popup; never in an iframe (§1).\n","x-source":"spec §2, provider 2026.07.14"}}};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/17" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate175.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.order_id === undefined) && (missing0 = "order_id")) || ((data.checkout_url === undefined) && (missing0 = "checkout_url"))){
validate175.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.order_id !== undefined){
const _errs2 = errors;
if(typeof data.order_id !== "string"){
validate175.errors = [{instancePath:instancePath+"/order_id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.checkout_url !== undefined){
let data1 = data.checkout_url;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) > 2083){
validate175.errors = [{instancePath:instancePath+"/checkout_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/properties/checkout_url/maxLength",keyword:"maxLength",params:{limit: 2083},message:"must NOT have more than 2083 characters"}];
return false;
}
else {
if(func1(data1) < 1){
validate175.errors = [{instancePath:instancePath+"/checkout_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/properties/checkout_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data1))){
validate175.errors = [{instancePath:instancePath+"/checkout_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/properties/checkout_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate175.errors = [{instancePath:instancePath+"/checkout_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/properties/checkout_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate175.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate175.errors = vErrors;
return errors === 0;
}
validate175.evaluated = {"props":{"order_id":true,"checkout_url":true},"dynamicProps":false,"dynamicItems":false};

const response18 = validate176;
const schema190 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse","$id":"https://game-commerce-s2s.invalid/openapi.json/response/18"};
const schema191 = {"type":"object","required":["authorization_url"],"description":"Answer to POST /v1/users/authorize (§2 Authorize user).","x-source":"spec §2, provider 2026.07.14","properties":{"authorization_url":{"type":"string","format":"uri","minLength":1,"maxLength":2083,"description":"Address the game client opens in the default browser; it carries a login token and the nonce as query parameters.","x-source":"spec §2, provider 2026.07.14"}}};

function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/18" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate176.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.authorization_url === undefined) && (missing0 = "authorization_url")){
validate176.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.authorization_url !== undefined){
let data0 = data.authorization_url;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 2083){
validate176.errors = [{instancePath:instancePath+"/authorization_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/properties/authorization_url/maxLength",keyword:"maxLength",params:{limit: 2083},message:"must NOT have more than 2083 characters"}];
return false;
}
else {
if(func1(data0) < 1){
validate176.errors = [{instancePath:instancePath+"/authorization_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/properties/authorization_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!(formats0(data0))){
validate176.errors = [{instancePath:instancePath+"/authorization_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/properties/authorization_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
}
}
else {
validate176.errors = [{instancePath:instancePath+"/authorization_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/properties/authorization_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate176.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate176.errors = vErrors;
return errors === 0;
}
validate176.evaluated = {"props":{"authorization_url":true},"dynamicProps":false,"dynamicItems":false};

const response19 = validate177;
const schema192 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationResponse","$id":"https://game-commerce-s2s.invalid/openapi.json/response/19"};
const schema193 = {"type":"object","required":["error_url"],"description":"Answer to POST /v1/users/authorize/reject (§2 Reject authorization).","x-source":"spec §2","properties":{"error_url":{"type":"string","description":"Opening it in a browser makes the hub show the matching error; the game may ignore it when it shows its own error.","x-source":"spec §2"}}};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/19" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate177.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error_url === undefined) && (missing0 = "error_url")){
validate177.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error_url !== undefined){
if(typeof data.error_url !== "string"){
validate177.errors = [{instancePath:instancePath+"/error_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationResponse/properties/error_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate177.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate177.errors = vErrors;
return errors === 0;
}
validate177.evaluated = {"props":{"error_url":true},"dynamicProps":false,"dynamicItems":false};

const response20 = validate178;
const schema194 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CustomEventResult","$id":"https://game-commerce-s2s.invalid/openapi.json/response/20"};
const schema195 = {"description":"Body of the 200 answer to POST /v1/events. Both documents leave it open (the provider's schema is\nempty), so any JSON value is accepted.\n","x-source":"provider 2026.07.14"};

function validate178(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/20" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate178.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
validate178.errors = vErrors;
return errors === 0;
}
validate178.evaluated = {"dynamicProps":false,"dynamicItems":false};

const response21 = validate179;
const schema196 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/21"};
const schema197 = {"type":"object","required":["events","url","method","id","game_id","secret"],"description":"The registration as the service stores it, answered by POST /v1/webhooks.","x-source":"provider 2026.07.14","properties":{"events":{"type":"array","items":{"$ref":"#/components/schemas/WebhookEventType"},"description":"Event types sent.","x-source":"provider 2026.07.14"},"url":{"type":"string","description":"The game's endpoint.","x-source":"provider 2026.07.14"},"description":{"type":["string","null"],"description":"Free text.","x-source":"provider 2026.07.14"},"method":{"$ref":"#/components/schemas/WebhookMethod","description":"HTTP method used for delivery.","x-source":"provider 2026.07.14"},"enabled":{"type":"boolean","default":true,"description":"Whether delivery is active.","x-source":"provider 2026.07.14"},"enabled_logs":{"type":"boolean","default":true,"description":"Whether delivery logs are kept.","x-source":"provider 2026.07.14"},"player_context_enabled":{"type":["boolean","null"],"description":"Whether the event context carries a player object.","x-source":"provider 2026.07.14"},"batch_mode":{"type":["boolean","null"],"description":"Whether batch delivery is on.","x-source":"provider 2026.07.14"},"id":{"type":"string","description":"The registration's id, set by the service.","x-source":"provider 2026.07.14"},"game_id":{"type":"string","description":"The game's id (shape gm_<id>, §2).","x-source":"provider 2026.07.14"},"secret":{"type":"string","description":"The signing secret the provider's document says the service reveals here. The spec (§6) says\nthe reference implementation signs with the game's S2S key: verify deliveries with the key\nyour receiver is configured with.\n","x-source":"provider 2026.07.14"}}};
const schema198 = {"type":"string","enum":["player.verify","item.add","item.remove","analytics.checkout.payment_method.select","analytics.checkout.submit_payment_form","analytics.checkout.back_store","analytics.checkout.back_game","analytics.checkout.pageview","analytics.checkout.pageshow","analytics.checkout.pagehide","analytics.checkout.pageexit","analytics.checkout.payment_method.close","analytics.hub.sign_up","analytics.hub.login","analytics.hub.buy_click","analytics.hub.free_item_claimed","batch.ready","order.*","order.created","order.paid","order.canceled","order.refunded","payment.*","payment.succeeded","payment.abandoned","payment.canceled","payment.chargeback","payment.declined","payment.dispute","payment.expired","payment.pending","payment.refunded","payment.rejected","payment.voided","fraud.reported","subscription.activated","subscription.updated","subscription.renewed","subscription.deactivated","coupon.redeemed","ingame.push","ingame.popup","campaign.custom","player.is_idle","player.lookup","player.marketing_consent.updated","store.get"],"description":"Event types a registration can subscribe to. daily_reward.get is not among them: a daily reward\nprogram's own settings pick its webhook (§6 Registration).\n","x-source":"provider 2026.07.14"};
const schema199 = {"type":"string","enum":["POST"],"description":"HTTP method used for delivery: POST (§2, §6 \"one HTTPS endpoint accepting POST\"). The provider's\ndocument of 2026.07.14 also lists GET; the spec wins.\n","x-source":"spec §2"};

function validate180(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate180.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.events === undefined) && (missing0 = "events")) || ((data.url === undefined) && (missing0 = "url"))) || ((data.method === undefined) && (missing0 = "method"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.game_id === undefined) && (missing0 = "game_id"))) || ((data.secret === undefined) && (missing0 = "secret"))){
validate180.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.events !== undefined){
let data0 = data.events;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(typeof data1 !== "string"){
validate180.errors = [{instancePath:instancePath+"/events/" + i0,schemaPath:"#/components/schemas/WebhookEventType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((data1 === "player.verify") || (data1 === "item.add")) || (data1 === "item.remove")) || (data1 === "analytics.checkout.payment_method.select")) || (data1 === "analytics.checkout.submit_payment_form")) || (data1 === "analytics.checkout.back_store")) || (data1 === "analytics.checkout.back_game")) || (data1 === "analytics.checkout.pageview")) || (data1 === "analytics.checkout.pageshow")) || (data1 === "analytics.checkout.pagehide")) || (data1 === "analytics.checkout.pageexit")) || (data1 === "analytics.checkout.payment_method.close")) || (data1 === "analytics.hub.sign_up")) || (data1 === "analytics.hub.login")) || (data1 === "analytics.hub.buy_click")) || (data1 === "analytics.hub.free_item_claimed")) || (data1 === "batch.ready")) || (data1 === "order.*")) || (data1 === "order.created")) || (data1 === "order.paid")) || (data1 === "order.canceled")) || (data1 === "order.refunded")) || (data1 === "payment.*")) || (data1 === "payment.succeeded")) || (data1 === "payment.abandoned")) || (data1 === "payment.canceled")) || (data1 === "payment.chargeback")) || (data1 === "payment.declined")) || (data1 === "payment.dispute")) || (data1 === "payment.expired")) || (data1 === "payment.pending")) || (data1 === "payment.refunded")) || (data1 === "payment.rejected")) || (data1 === "payment.voided")) || (data1 === "fraud.reported")) || (data1 === "subscription.activated")) || (data1 === "subscription.updated")) || (data1 === "subscription.renewed")) || (data1 === "subscription.deactivated")) || (data1 === "coupon.redeemed")) || (data1 === "ingame.push")) || (data1 === "ingame.popup")) || (data1 === "campaign.custom")) || (data1 === "player.is_idle")) || (data1 === "player.lookup")) || (data1 === "player.marketing_consent.updated")) || (data1 === "store.get"))){
validate180.errors = [{instancePath:instancePath+"/events/" + i0,schemaPath:"#/components/schemas/WebhookEventType/enum",keyword:"enum",params:{allowedValues: schema198.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate180.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
const _errs6 = errors;
if(typeof data.url !== "string"){
validate180.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data3 = data.description;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate180.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema197.properties.description.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.method !== undefined){
let data4 = data.method;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate180.errors = [{instancePath:instancePath+"/method",schemaPath:"#/components/schemas/WebhookMethod/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data4 === "POST")){
validate180.errors = [{instancePath:instancePath+"/method",schemaPath:"#/components/schemas/WebhookMethod/enum",keyword:"enum",params:{allowedValues: schema199.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
const _errs13 = errors;
if(typeof data.enabled !== "boolean"){
validate180.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled_logs !== undefined){
const _errs15 = errors;
if(typeof data.enabled_logs !== "boolean"){
validate180.errors = [{instancePath:instancePath+"/enabled_logs",schemaPath:"#/properties/enabled_logs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.player_context_enabled !== undefined){
let data7 = data.player_context_enabled;
const _errs17 = errors;
if((typeof data7 !== "boolean") && (data7 !== null)){
validate180.errors = [{instancePath:instancePath+"/player_context_enabled",schemaPath:"#/properties/player_context_enabled/type",keyword:"type",params:{type: schema197.properties.player_context_enabled.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batch_mode !== undefined){
let data8 = data.batch_mode;
const _errs19 = errors;
if((typeof data8 !== "boolean") && (data8 !== null)){
validate180.errors = [{instancePath:instancePath+"/batch_mode",schemaPath:"#/properties/batch_mode/type",keyword:"type",params:{type: schema197.properties.batch_mode.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs21 = errors;
if(typeof data.id !== "string"){
validate180.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.game_id !== undefined){
const _errs23 = errors;
if(typeof data.game_id !== "string"){
validate180.errors = [{instancePath:instancePath+"/game_id",schemaPath:"#/properties/game_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.secret !== undefined){
const _errs25 = errors;
if(typeof data.secret !== "string"){
validate180.errors = [{instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate180.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate180.errors = vErrors;
return errors === 0;
}
validate180.evaluated = {"props":{"events":true,"url":true,"description":true,"method":true,"enabled":true,"enabled_logs":true,"player_context_enabled":true,"batch_mode":true,"id":true,"game_id":true,"secret":true},"dynamicProps":false,"dynamicItems":false};


function validate179(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/21" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate179.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate180(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate180.errors : vErrors.concat(validate180.errors);
errors = vErrors.length;
}
validate179.errors = vErrors;
return errors === 0;
}
validate179.evaluated = {"props":{"events":true,"url":true,"description":true,"method":true,"enabled":true,"enabled_logs":true,"player_context_enabled":true,"batch_mode":true,"id":true,"game_id":true,"secret":true},"dynamicProps":false,"dynamicItems":false};

const response22 = validate182;
const schema200 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/PaymentListing","$id":"https://game-commerce-s2s.invalid/openapi.json/response/22"};
const schema201 = {"type":"array","items":{"$ref":"#/components/schemas/PaymentRead"},"description":"Answer to GET /v1/payments, one page of payment records (the spec does not show it, §4).","x-source":"provider 2026.07.14"};
const schema202 = {"type":"object","required":["user_id","payment_method_name","status","currency","payment_number","receipt_number","total","currency_minor_unit","created_at"],"description":"A payment as GET /v1/payments lists it. Amounts are in minor units of `currency` unless the name says USD; times are Unix seconds.","x-source":"provider 2026.07.14","properties":{"user_id":{"type":"string","description":"The hub user who paid.","x-source":"provider 2026.07.14"},"player_id":{"type":"string","description":"The game's player id.","x-source":"provider 2026.07.14"},"modified_at":{"type":"integer","description":"When the record last changed (Unix seconds).","x-source":"provider 2026.07.14"},"player_name":{"type":"string","description":"Name of the player.","x-source":"provider 2026.07.14"},"item_id":{"type":"string","deprecated":true,"description":"Id of the item bought (deprecated: read `items`).","x-source":"provider 2026.07.14"},"item_name":{"type":"string","deprecated":true,"description":"Name of the item bought (deprecated: read `items`).","x-source":"provider 2026.07.14"},"items":{"type":"array","items":{"$ref":"#/components/schemas/PaymentItem"},"description":"The items paid for.","x-source":"provider 2026.07.14"},"payment_method_name":{"type":"string","description":"The payment method used.","x-source":"provider 2026.07.14"},"status":{"anyOf":[{"$ref":"#/components/schemas/PaymentStatus"},{"type":"string"}],"description":"Where the payment stands; one of PaymentStatus or another string.","x-source":"provider 2026.07.14"},"sales_channel":{"$ref":"#/components/schemas/SalesChannel","description":"Where the payment was made.","x-source":"provider 2026.07.14"},"currency":{"type":"string","description":"Currency of the amounts.","x-source":"provider 2026.07.14"},"country":{"type":"string","description":"Country of the payment (two-letter code).","x-source":"provider 2026.07.14"},"payment_id":{"type":"string","description":"The payment's id.","x-source":"provider 2026.07.14"},"payment_number":{"type":"string","deprecated":true,"description":"Number of the payment on the receipt (deprecated).","x-source":"provider 2026.07.14"},"receipt_number":{"type":"string","description":"Number of the receipt.","x-source":"provider 2026.07.14"},"checkout_profile_id":{"type":"string","description":"The payer's checkout profile.","x-source":"provider 2026.07.14"},"order_id":{"type":"string","description":"The order paid.","x-source":"provider 2026.07.14"},"card_last_4_digits":{"type":"string","description":"Last four digits of the card.","x-source":"provider 2026.07.14"},"card_scheme":{"type":"string","description":"Card scheme (Visa, Mastercard, ...).","x-source":"provider 2026.07.14"},"total":{"type":"integer","description":"Amount paid, in minor units.","x-source":"provider 2026.07.14"},"total_usd":{"type":"number","description":"Amount paid, converted to US dollars.","x-source":"provider 2026.07.14"},"total_usd_revenue":{"type":"number","description":"What the game earns in US dollars, after fees and taxes.","x-source":"provider 2026.07.14"},"user_local_price":{"type":"integer","description":"Price in the payer's currency before discounts, in minor units.","x-source":"provider 2026.07.14"},"currency_minor_unit":{"type":"integer","description":"Number of decimal places of the currency.","x-source":"provider 2026.07.14"},"fees":{"type":"array","items":{"type":"object"},"description":"Fees charged on the payment, one object each.","x-source":"provider 2026.07.14"},"taxes":{"type":"array","items":{"type":"object"},"description":"Sales taxes on the payment, one object each.","x-source":"provider 2026.07.14"},"refund_customer_id":{"type":"string","description":"Who received the refund.","x-source":"provider 2026.07.14"},"refund_reason":{"type":"string","description":"Why it was refunded.","x-source":"provider 2026.07.14"},"ip":{"description":"The payer's IP address; its type is not shown.","x-source":"provider 2026.07.14"},"created_at":{"type":"integer","description":"When the payment was created (Unix seconds).","x-source":"provider 2026.07.14"},"fail_reason":{"type":"string","description":"Why it failed.","x-source":"provider 2026.07.14"},"fail_reason_code":{"type":"string","description":"Code of the failure.","x-source":"provider 2026.07.14"},"status_updated_at":{"type":"integer","description":"When the status last changed (Unix seconds).","x-source":"provider 2026.07.14"},"order_field":{"type":"integer","description":"Position of the payment in the status list, for sorting.","x-source":"provider 2026.07.14"},"metadata":{"type":"object","description":"The order's metadata.","x-source":"provider 2026.07.14"},"platform":{"$ref":"#/components/schemas/Platform","description":"The order's platform.","x-source":"provider 2026.07.14"},"three_d_secure_flow":{"$ref":"#/components/schemas/ThreeDSFlow","description":"The 3-D Secure flow used.","x-source":"provider 2026.07.14"},"three_d_secure_result":{"$ref":"#/components/schemas/ThreeDSecureResult","description":"The 3-D Secure outcome.","x-source":"provider 2026.07.14"},"applied_reward_points":{"type":"integer","description":"Reward points spent for a discount.","x-source":"provider 2026.07.14"},"coupons":{"type":"array","items":{"$ref":"#/components/schemas/PaymentCoupon"},"description":"Coupons applied to the order.","x-source":"provider 2026.07.14"}}};
const schema205 = {"type":"string","enum":["created","failed","expired","voided","rejected","done","refund_requested","refunded","dispute","chargeback","abandoned","canceled"],"description":"States of a payment.","x-source":"provider 2026.07.14"};
const schema206 = {"type":"string","enum":["game_hub","checkout","android_sdk","checkout_link"],"description":"Where a payment was made.","x-source":"provider 2026.07.14"};
const schema207 = {"type":"string","enum":["any","ios","android","other"],"description":"Device platforms.","x-source":"provider 2026.07.14"};
const schema208 = {"type":"string","enum":["none","challenge","frictionless"],"description":"Which 3-D Secure flow a card payment went through.","x-source":"provider 2026.07.14"};
const schema209 = {"type":"string","enum":["not_attempted","authenticated","failed"],"description":"The outcome of 3-D Secure.","x-source":"provider 2026.07.14"};
const schema203 = {"type":"object","required":["id","sku","name","source","quantity"],"description":"An item paid for, with its bundle contents.","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"The item's id.","x-source":"provider 2026.07.14"},"sku":{"type":"string","minLength":1,"description":"The item's SKU.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"Its name.","x-source":"provider 2026.07.14"},"source":{"$ref":"#/components/schemas/ItemSource","description":"Why it was in the order.","x-source":"provider 2026.07.14"},"description":{"type":["string","null"],"description":"Its description.","x-source":"provider 2026.07.14"},"image_url":{"type":"string","description":"Its image.","x-source":"provider 2026.07.14"},"quantity":{"type":"integer","exclusiveMinimum":0,"description":"How many.","x-source":"provider 2026.07.14"},"nested_items":{"type":"array","items":{"$ref":"#/components/schemas/PaymentItem"},"description":"Contents of a bundle.","x-source":"provider 2026.07.14"}}};
const wrapper6 = {validate: validate185};

function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate185.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.sku === undefined) && (missing0 = "sku"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.quantity === undefined) && (missing0 = "quantity"))){
validate185.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate185.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sku !== undefined){
let data1 = data.sku;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate185.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate185.errors = [{instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate185.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data3 = data.source;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate185.errors = [{instancePath:instancePath+"/source",schemaPath:"#/components/schemas/ItemSource/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data3 === "order") || (data3 === "bonus")) || (data3 === "bundle")) || (data3 === "coupon")) || (data3 === "lootbox")) || (data3 === "free_item")) || (data3 === "liveops")) || (data3 === "daily_reward")) || (data3 === "loyalty_reward")) || (data3 === "progression_program")) || (data3 === "rolling_offer")) || (data3 === "pick_one_offer"))){
validate185.errors = [{instancePath:instancePath+"/source",schemaPath:"#/components/schemas/ItemSource/enum",keyword:"enum",params:{allowedValues: schema67.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data4 = data.description;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate185.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema203.properties.description.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
const _errs12 = errors;
if(typeof data.image_url !== "string"){
validate185.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quantity !== undefined){
let data6 = data.quantity;
const _errs14 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate185.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if(typeof data6 == "number"){
if(data6 <= 0 || isNaN(data6)){
validate185.errors = [{instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nested_items !== undefined){
let data7 = data.nested_items;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
var valid2 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(!(wrapper6.validate(data7[i0], {instancePath:instancePath+"/nested_items/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper6.validate.errors : vErrors.concat(wrapper6.validate.errors);
errors = vErrors.length;
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
else {
validate185.errors = [{instancePath:instancePath+"/nested_items",schemaPath:"#/properties/nested_items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate185.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate185.errors = vErrors;
return errors === 0;
}
validate185.evaluated = {"props":{"id":true,"sku":true,"name":true,"source":true,"description":true,"image_url":true,"quantity":true,"nested_items":true},"dynamicProps":false,"dynamicItems":false};

const schema210 = {"type":"object","required":["id","code","name","type"],"description":"A coupon applied to a paid order.","x-source":"provider 2026.07.14","properties":{"id":{"type":"string","description":"The coupon's id.","x-source":"provider 2026.07.14"},"code":{"type":"string","description":"The code.","x-source":"provider 2026.07.14"},"name":{"type":"string","description":"Its name.","x-source":"provider 2026.07.14"},"type":{"$ref":"#/components/schemas/CouponType","description":"What it gives.","x-source":"provider 2026.07.14"},"discount_percent":{"type":"integer","description":"Discount in percent (discount coupons).","x-source":"provider 2026.07.14"},"bonus_percent":{"type":"integer","description":"Bonus in percent (bonus coupons).","x-source":"provider 2026.07.14"},"bonus_fixed":{"type":"integer","description":"Fixed bonus quantity (bonus coupons).","x-source":"provider 2026.07.14"}}};

function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate187.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.type === undefined) && (missing0 = "type"))){
validate187.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate187.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs3 = errors;
if(typeof data.code !== "string"){
validate187.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate187.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate187.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data3 === "bonus") || (data3 === "discount")) || (data3 === "free_item")) || (data3 === "vc")) || (data3 === "non_benefit")) || (data3 === "discount_fixed")) || (data3 === "discount_reward_point"))){
validate187.errors = [{instancePath:instancePath+"/type",schemaPath:"#/components/schemas/CouponType/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount_percent !== undefined){
let data4 = data.discount_percent;
const _errs10 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate187.errors = [{instancePath:instancePath+"/discount_percent",schemaPath:"#/properties/discount_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_percent !== undefined){
let data5 = data.bonus_percent;
const _errs12 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate187.errors = [{instancePath:instancePath+"/bonus_percent",schemaPath:"#/properties/bonus_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bonus_fixed !== undefined){
let data6 = data.bonus_fixed;
const _errs14 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate187.errors = [{instancePath:instancePath+"/bonus_fixed",schemaPath:"#/properties/bonus_fixed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate187.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate187.errors = vErrors;
return errors === 0;
}
validate187.evaluated = {"props":{"id":true,"code":true,"name":true,"type":true,"discount_percent":true,"bonus_percent":true,"bonus_fixed":true},"dynamicProps":false,"dynamicItems":false};


function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate184.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.user_id === undefined) && (missing0 = "user_id")) || ((data.payment_method_name === undefined) && (missing0 = "payment_method_name"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.payment_number === undefined) && (missing0 = "payment_number"))) || ((data.receipt_number === undefined) && (missing0 = "receipt_number"))) || ((data.total === undefined) && (missing0 = "total"))) || ((data.currency_minor_unit === undefined) && (missing0 = "currency_minor_unit"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate184.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.user_id !== undefined){
const _errs1 = errors;
if(typeof data.user_id !== "string"){
validate184.errors = [{instancePath:instancePath+"/user_id",schemaPath:"#/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.player_id !== undefined){
const _errs3 = errors;
if(typeof data.player_id !== "string"){
validate184.errors = [{instancePath:instancePath+"/player_id",schemaPath:"#/properties/player_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modified_at !== undefined){
let data2 = data.modified_at;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate184.errors = [{instancePath:instancePath+"/modified_at",schemaPath:"#/properties/modified_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.player_name !== undefined){
const _errs7 = errors;
if(typeof data.player_name !== "string"){
validate184.errors = [{instancePath:instancePath+"/player_name",schemaPath:"#/properties/player_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs9 = errors;
if(typeof data.item_id !== "string"){
validate184.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_name !== undefined){
const _errs11 = errors;
if(typeof data.item_name !== "string"){
validate184.errors = [{instancePath:instancePath+"/item_name",schemaPath:"#/properties/item_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data6 = data.items;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(!(validate185(data6[i0], {instancePath:instancePath+"/items/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate184.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payment_method_name !== undefined){
const _errs16 = errors;
if(typeof data.payment_method_name !== "string"){
validate184.errors = [{instancePath:instancePath+"/payment_method_name",schemaPath:"#/properties/payment_method_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data9 = data.status;
const _errs18 = errors;
const _errs19 = errors;
let valid2 = false;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err0 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/PaymentStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((((((((data9 === "created") || (data9 === "failed")) || (data9 === "expired")) || (data9 === "voided")) || (data9 === "rejected")) || (data9 === "done")) || (data9 === "refund_requested")) || (data9 === "refunded")) || (data9 === "dispute")) || (data9 === "chargeback")) || (data9 === "abandoned")) || (data9 === "canceled"))){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/PaymentStatus/enum",keyword:"enum",params:{allowedValues: schema205.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid2 = valid2 || _valid0;
const _errs23 = errors;
if(typeof data9 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate184.errors = vErrors;
return false;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sales_channel !== undefined){
let data10 = data.sales_channel;
const _errs25 = errors;
if(typeof data10 !== "string"){
validate184.errors = [{instancePath:instancePath+"/sales_channel",schemaPath:"#/components/schemas/SalesChannel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data10 === "game_hub") || (data10 === "checkout")) || (data10 === "android_sdk")) || (data10 === "checkout_link"))){
validate184.errors = [{instancePath:instancePath+"/sales_channel",schemaPath:"#/components/schemas/SalesChannel/enum",keyword:"enum",params:{allowedValues: schema206.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs28 = errors;
if(typeof data.currency !== "string"){
validate184.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.country !== undefined){
const _errs30 = errors;
if(typeof data.country !== "string"){
validate184.errors = [{instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payment_id !== undefined){
const _errs32 = errors;
if(typeof data.payment_id !== "string"){
validate184.errors = [{instancePath:instancePath+"/payment_id",schemaPath:"#/properties/payment_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payment_number !== undefined){
const _errs34 = errors;
if(typeof data.payment_number !== "string"){
validate184.errors = [{instancePath:instancePath+"/payment_number",schemaPath:"#/properties/payment_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receipt_number !== undefined){
const _errs36 = errors;
if(typeof data.receipt_number !== "string"){
validate184.errors = [{instancePath:instancePath+"/receipt_number",schemaPath:"#/properties/receipt_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.checkout_profile_id !== undefined){
const _errs38 = errors;
if(typeof data.checkout_profile_id !== "string"){
validate184.errors = [{instancePath:instancePath+"/checkout_profile_id",schemaPath:"#/properties/checkout_profile_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.order_id !== undefined){
const _errs40 = errors;
if(typeof data.order_id !== "string"){
validate184.errors = [{instancePath:instancePath+"/order_id",schemaPath:"#/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.card_last_4_digits !== undefined){
const _errs42 = errors;
if(typeof data.card_last_4_digits !== "string"){
validate184.errors = [{instancePath:instancePath+"/card_last_4_digits",schemaPath:"#/properties/card_last_4_digits/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.card_scheme !== undefined){
const _errs44 = errors;
if(typeof data.card_scheme !== "string"){
validate184.errors = [{instancePath:instancePath+"/card_scheme",schemaPath:"#/properties/card_scheme/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
let data20 = data.total;
const _errs46 = errors;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
validate184.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_usd !== undefined){
const _errs48 = errors;
if(!(typeof data.total_usd == "number")){
validate184.errors = [{instancePath:instancePath+"/total_usd",schemaPath:"#/properties/total_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_usd_revenue !== undefined){
const _errs50 = errors;
if(!(typeof data.total_usd_revenue == "number")){
validate184.errors = [{instancePath:instancePath+"/total_usd_revenue",schemaPath:"#/properties/total_usd_revenue/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_local_price !== undefined){
let data23 = data.user_local_price;
const _errs52 = errors;
if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){
validate184.errors = [{instancePath:instancePath+"/user_local_price",schemaPath:"#/properties/user_local_price/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency_minor_unit !== undefined){
let data24 = data.currency_minor_unit;
const _errs54 = errors;
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
validate184.errors = [{instancePath:instancePath+"/currency_minor_unit",schemaPath:"#/properties/currency_minor_unit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fees !== undefined){
let data25 = data.fees;
const _errs56 = errors;
if(errors === _errs56){
if(Array.isArray(data25)){
var valid5 = true;
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
let data26 = data25[i1];
const _errs58 = errors;
if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){
validate184.errors = [{instancePath:instancePath+"/fees/" + i1,schemaPath:"#/properties/fees/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid5 = _errs58 === errors;
if(!valid5){
break;
}
}
}
else {
validate184.errors = [{instancePath:instancePath+"/fees",schemaPath:"#/properties/fees/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.taxes !== undefined){
let data27 = data.taxes;
const _errs60 = errors;
if(errors === _errs60){
if(Array.isArray(data27)){
var valid6 = true;
const len2 = data27.length;
for(let i2=0; i2<len2; i2++){
let data28 = data27[i2];
const _errs62 = errors;
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
validate184.errors = [{instancePath:instancePath+"/taxes/" + i2,schemaPath:"#/properties/taxes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid6 = _errs62 === errors;
if(!valid6){
break;
}
}
}
else {
validate184.errors = [{instancePath:instancePath+"/taxes",schemaPath:"#/properties/taxes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refund_customer_id !== undefined){
const _errs64 = errors;
if(typeof data.refund_customer_id !== "string"){
validate184.errors = [{instancePath:instancePath+"/refund_customer_id",schemaPath:"#/properties/refund_customer_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs64 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refund_reason !== undefined){
const _errs66 = errors;
if(typeof data.refund_reason !== "string"){
validate184.errors = [{instancePath:instancePath+"/refund_reason",schemaPath:"#/properties/refund_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
let data31 = data.created_at;
const _errs68 = errors;
if(!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))){
validate184.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fail_reason !== undefined){
const _errs70 = errors;
if(typeof data.fail_reason !== "string"){
validate184.errors = [{instancePath:instancePath+"/fail_reason",schemaPath:"#/properties/fail_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs70 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fail_reason_code !== undefined){
const _errs72 = errors;
if(typeof data.fail_reason_code !== "string"){
validate184.errors = [{instancePath:instancePath+"/fail_reason_code",schemaPath:"#/properties/fail_reason_code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs72 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status_updated_at !== undefined){
let data34 = data.status_updated_at;
const _errs74 = errors;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
validate184.errors = [{instancePath:instancePath+"/status_updated_at",schemaPath:"#/properties/status_updated_at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs74 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.order_field !== undefined){
let data35 = data.order_field;
const _errs76 = errors;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
validate184.errors = [{instancePath:instancePath+"/order_field",schemaPath:"#/properties/order_field/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data36 = data.metadata;
const _errs78 = errors;
if(!(data36 && typeof data36 == "object" && !Array.isArray(data36))){
validate184.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs78 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.platform !== undefined){
let data37 = data.platform;
const _errs80 = errors;
if(typeof data37 !== "string"){
validate184.errors = [{instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/Platform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data37 === "any") || (data37 === "ios")) || (data37 === "android")) || (data37 === "other"))){
validate184.errors = [{instancePath:instancePath+"/platform",schemaPath:"#/components/schemas/Platform/enum",keyword:"enum",params:{allowedValues: schema207.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.three_d_secure_flow !== undefined){
let data38 = data.three_d_secure_flow;
const _errs83 = errors;
if(typeof data38 !== "string"){
validate184.errors = [{instancePath:instancePath+"/three_d_secure_flow",schemaPath:"#/components/schemas/ThreeDSFlow/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data38 === "none") || (data38 === "challenge")) || (data38 === "frictionless"))){
validate184.errors = [{instancePath:instancePath+"/three_d_secure_flow",schemaPath:"#/components/schemas/ThreeDSFlow/enum",keyword:"enum",params:{allowedValues: schema208.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.three_d_secure_result !== undefined){
let data39 = data.three_d_secure_result;
const _errs86 = errors;
if(typeof data39 !== "string"){
validate184.errors = [{instancePath:instancePath+"/three_d_secure_result",schemaPath:"#/components/schemas/ThreeDSecureResult/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data39 === "not_attempted") || (data39 === "authenticated")) || (data39 === "failed"))){
validate184.errors = [{instancePath:instancePath+"/three_d_secure_result",schemaPath:"#/components/schemas/ThreeDSecureResult/enum",keyword:"enum",params:{allowedValues: schema209.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs86 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applied_reward_points !== undefined){
let data40 = data.applied_reward_points;
const _errs89 = errors;
if(!((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40)))){
validate184.errors = [{instancePath:instancePath+"/applied_reward_points",schemaPath:"#/properties/applied_reward_points/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs89 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.coupons !== undefined){
let data41 = data.coupons;
const _errs91 = errors;
if(errors === _errs91){
if(Array.isArray(data41)){
var valid10 = true;
const len3 = data41.length;
for(let i3=0; i3<len3; i3++){
const _errs93 = errors;
if(!(validate187(data41[i3], {instancePath:instancePath+"/coupons/" + i3,parentData:data41,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate187.errors : vErrors.concat(validate187.errors);
errors = vErrors.length;
}
var valid10 = _errs93 === errors;
if(!valid10){
break;
}
}
}
else {
validate184.errors = [{instancePath:instancePath+"/coupons",schemaPath:"#/properties/coupons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs91 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate184.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate184.errors = vErrors;
return errors === 0;
}
validate184.evaluated = {"props":{"user_id":true,"player_id":true,"modified_at":true,"player_name":true,"item_id":true,"item_name":true,"items":true,"payment_method_name":true,"status":true,"sales_channel":true,"currency":true,"country":true,"payment_id":true,"payment_number":true,"receipt_number":true,"checkout_profile_id":true,"order_id":true,"card_last_4_digits":true,"card_scheme":true,"total":true,"total_usd":true,"total_usd_revenue":true,"user_local_price":true,"currency_minor_unit":true,"fees":true,"taxes":true,"refund_customer_id":true,"refund_reason":true,"ip":true,"created_at":true,"fail_reason":true,"fail_reason_code":true,"status_updated_at":true,"order_field":true,"metadata":true,"platform":true,"three_d_secure_flow":true,"three_d_secure_result":true,"applied_reward_points":true,"coupons":true},"dynamicProps":false,"dynamicItems":false};


function validate183(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate183.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate184(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate184.errors : vErrors.concat(validate184.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate183.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate183.errors = vErrors;
return errors === 0;
}
validate183.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate182(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/22" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate182.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate183(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
errors = vErrors.length;
}
validate182.errors = vErrors;
return errors === 0;
}
validate182.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response23 = validate191;
const schema212 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DisputeListing","$id":"https://game-commerce-s2s.invalid/openapi.json/response/23"};
const schema213 = {"description":"Answer to GET /v1/disputes. Its shape and the dispute record's fields are shown in neither document\n(§2, §4; the provider's document has no disputes operation), so any JSON value is accepted.\n","x-source":"not shown"};

function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/23" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate191.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
validate191.errors = vErrors;
return errors === 0;
}
validate191.evaluated = {"dynamicProps":false,"dynamicItems":false};

/**
 * Response body validators by operationId, then by declared response key (`200`, `2XX`, `default`):
 * a validator of the JSON body, or null where that response declares no JSON body.
 */
export const responseValidators = Object.freeze({
  "listAchievements": Object.freeze({ "200": response0, "401": response1, "403": response1, "422": response2, "429": response1, "503": response1 }),
  "createAchievement": Object.freeze({ "201": response3, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "bulkUpdateAchievements": Object.freeze({ "200": response0, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "getAchievement": Object.freeze({ "200": response3, "401": response1, "403": response1, "404": response1, "422": response2, "429": response1, "503": response1 }),
  "updateAchievement": Object.freeze({ "200": response3, "400": response1, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "deleteAchievement": Object.freeze({ "204": null, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "unlockAchievement": Object.freeze({ "204": null, "400": response1, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "listCouponsForUser": Object.freeze({ "200": response4, "401": response1, "403": response1, "404": response1, "422": response2, "429": response1, "503": response1 }),
  "listCoupons": Object.freeze({ "200": response5, "401": response1, "403": response1, "422": response2, "429": response1, "503": response1 }),
  "createCoupon": Object.freeze({ "201": response6, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "bulkUpdateCoupons": Object.freeze({ "200": response5, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "getCoupon": Object.freeze({ "200": response6, "401": response1, "403": response1, "404": response1, "422": response2, "429": response1, "503": response1 }),
  "updateCoupon": Object.freeze({ "200": response6, "400": response1, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "deleteCoupon": Object.freeze({ "204": null, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "listCreatorCountries": Object.freeze({ "200": response7, "401": response1, "403": response1, "422": response2, "429": response1, "503": response1 }),
  "listCreators": Object.freeze({ "200": response8, "401": response1, "403": response1, "422": response2, "429": response1, "503": response1 }),
  "createCreator": Object.freeze({ "201": response9, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "getCreator": Object.freeze({ "200": response9, "401": response1, "403": response1, "404": response1, "422": response2, "429": response1, "503": response1 }),
  "updateCreator": Object.freeze({ "200": response9, "400": response1, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "deleteCreator": Object.freeze({ "204": null, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "listCreatorSocialAccounts": Object.freeze({ "200": response10, "401": response1, "403": response1, "404": response1, "422": response2, "429": response1, "503": response1 }),
  "updateCreatorTerms": Object.freeze({ "200": response11, "400": response1, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "listDailyRewards": Object.freeze({ "200": response12, "401": response1, "403": response1, "422": response2, "429": response1, "503": response1 }),
  "createDailyReward": Object.freeze({ "201": response13, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "getDailyReward": Object.freeze({ "200": response13, "401": response1, "403": response1, "404": response1, "422": response2, "429": response1, "503": response1 }),
  "updateDailyReward": Object.freeze({ "200": response13, "400": response1, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "deleteDailyReward": Object.freeze({ "204": null, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "copyDailyReward": Object.freeze({ "201": response13, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "listItemCategories": Object.freeze({ "200": response14, "401": response1, "403": response1, "422": response2, "429": response1, "503": response1 }),
  "createItemCategory": Object.freeze({ "201": response15, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "bulkDeleteItemCategories": Object.freeze({ "204": null, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "bulkUpdateItemCategories": Object.freeze({ "200": response14, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "getItemCategory": Object.freeze({ "200": response15, "401": response1, "403": response1, "404": response1, "422": response2, "429": response1, "503": response1 }),
  "updateItemCategory": Object.freeze({ "200": response15, "400": response1, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "deleteItemCategory": Object.freeze({ "204": null, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "createGdprDataRemovalRequest": Object.freeze({ "202": response16, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "createOrder": Object.freeze({ "201": response17, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "authorizeUser": Object.freeze({ "200": response18, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "rejectUserAuthorization": Object.freeze({ "200": response19, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "submitEvent": Object.freeze({ "200": response20, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "createWebhook": Object.freeze({ "201": response21, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "listPayments": Object.freeze({ "200": response22, "401": response1, "403": response1, "422": response2, "429": response1, "503": response1 }),
  "listDisputes": Object.freeze({ "200": response23, "401": response1, "403": response1, "422": response2, "429": response1, "503": response1 }),
});
