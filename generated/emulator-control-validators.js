/*
 * DO NOT EDIT: this file is generated from openapi/emulator-control.json by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */

import * as func1_namespace from "ajv/dist/runtime/ucs2length.js";

const request0 = validate20;
const schema31 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance","$id":"https://game-commerce-s2s.invalid/openapi.json/request/0"};
const schema33 = {"type":"object","required":["by"],"additionalProperties":false,"properties":{"by":{"description":"A duration: `500ms`, `90s`, `15m`, `25h`, `2d`, or a number of milliseconds (at most 100 years).","oneOf":[{"type":"string","pattern":"^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|h|d)\\s*$"},{"type":"number","minimum":0}],"examples":["25h"]}}};
const pattern4 = new RegExp("^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|h|d)\\s*$", "u");

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
if(data.by === undefined){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance/required",keyword:"required",params:{missingProperty: "by"},message:"must have required property '"+"by"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "by")){
const err1 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.by !== undefined){
let data0 = data.by;
const _errs4 = errors;
let valid2 = false;
let passing0 = null;
const _errs5 = errors;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance/properties/by/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|h|d)\\s*$"},message:"must match pattern \""+"^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|h|d)\\s*$"+"\""};
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
const err3 = {instancePath:instancePath+"/by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance/properties/by/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs7 = errors;
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance/properties/by/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err5 = {instancePath:instancePath+"/by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance/properties/by/oneOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err6 = {instancePath:instancePath+"/by",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance/properties/by/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
}
else {
const err7 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ClockAdvance/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request1 = validate22;
const schema34 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec","$id":"https://game-commerce-s2s.invalid/openapi.json/request/1"};
const schema35 = {"type":"object","description":"A fault as `emu.inject` takes it, without `apiKey`: it applies to the calling key's requests only. It needs `status`, `delayMs` or `drop: true`.","additionalProperties":false,"properties":{"operation":{"type":"string","minLength":1,"description":"The operationId of the S2S document it applies to (e.g. `createOrder`), or `*` for every operation.","default":"*"},"status":{"type":"integer","minimum":100,"maximum":599,"description":"Answer this status with the generic error body (422: the validation error body) instead of handling the request."},"retryAfter":{"type":"integer","minimum":0,"maximum":86400,"description":"Seconds for a `Retry-After` header on the injected answer."},"delayMs":{"type":"integer","minimum":0,"maximum":600000,"default":0,"description":"Wait this long (real time) before answering or dropping."},"drop":{"type":"boolean","default":false,"description":"Close the connection without an answer."},"times":{"type":"integer","minimum":1,"maximum":1000000,"default":1,"description":"How many matching requests of this key it applies to."}},"anyOf":[{"required":["status"]},{"required":["delayMs"]},{"required":["drop"],"properties":{"drop":{"const":true}}}]};
const func1 = (func1_namespace[Symbol.toStringTag] === "Module" && "default" in func1_namespace ? func1_namespace.default : func1_namespace).default;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/request/1" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/anyOf/0/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.delayMs === undefined){
const err1 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/anyOf/1/required",keyword:"required",params:{missingProperty: "delayMs"},message:"must have required property '"+"delayMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.drop === undefined){
const err2 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/anyOf/2/required",keyword:"required",params:{missingProperty: "drop"},message:"must have required property '"+"drop"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.drop !== undefined){
if(true !== data.drop){
const err3 = {instancePath:instancePath+"/drop",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/anyOf/2/properties/drop/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
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
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.drop = true;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "operation") || (key0 === "status")) || (key0 === "retryAfter")) || (key0 === "delayMs")) || (key0 === "drop")) || (key0 === "times"))){
const err5 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.operation !== undefined){
let data1 = data.operation;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/operation",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/operation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/operation",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 599 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/status",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 100 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/status",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.retryAfter !== undefined){
let data3 = data.retryAfter;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err11 = {instancePath:instancePath+"/retryAfter",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/retryAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 86400 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/retryAfter",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/retryAfter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/retryAfter",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/retryAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.delayMs !== undefined){
let data4 = data.delayMs;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err14 = {instancePath:instancePath+"/delayMs",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/delayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 600000 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/delayMs",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600000},message:"must be <= 600000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/delayMs",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.drop !== undefined){
if(typeof data.drop !== "boolean"){
const err17 = {instancePath:instancePath+"/drop",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/drop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.times !== undefined){
let data6 = data.times;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err18 = {instancePath:instancePath+"/times",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 1000000 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/times",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/times",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err21 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/FaultSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request2 = validate23;
const schema36 = {"type":"object","properties":{"faultId":{"type":"string"}},"required":["faultId"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/2"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.faultId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "faultId"},message:"must have required property '"+"faultId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.faultId !== undefined){
if(typeof data.faultId !== "string"){
const err1 = {instancePath:instancePath+"/faultId",schemaPath:"#/properties/faultId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"faultId":true},"dynamicProps":false,"dynamicItems":false};

const request3 = validate24;
const schema37 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/NoInput","$id":"https://game-commerce-s2s.invalid/openapi.json/request/3"};
const schema38 = {"type":"object","description":"This control takes no body fields; an empty object may be sent.","additionalProperties":false};

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
for(const key0 in data){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/NoInput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
const err1 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/NoInput/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request4 = validate25;
const schema39 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot","$id":"https://game-commerce-s2s.invalid/openapi.json/request/4"};
const schema40 = {"type":"object","description":"One tenant's state, as `emu.snapshot()` writes it but holding only the calling key's tenant. Holds no API key: the tenant is named `tenant_` + 16 hex digits of the key's SHA-256.","required":["format","version","template","tenants"],"properties":{"format":{"const":"game-commerce-s2s/emulator-state"},"version":{"const":1},"template":{"type":"object","description":"The seed template new tenants start from."},"tenants":{"type":"object","propertyNames":{"pattern":"^tenant_[0-9a-f]{16}$"},"maxProperties":1,"additionalProperties":{"type":"object","required":["environment","parts"],"properties":{"environment":{"enum":["sandbox","live"]},"parts":{"type":"object","description":"Every state part's data, by part name (orders, payments, deliveries, ...)."}}}}}};
const pattern5 = new RegExp("^tenant_[0-9a-f]{16}$", "u");

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
if(data.format === undefined){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.template === undefined){
const err2 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.tenants === undefined){
const err3 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/required",keyword:"required",params:{missingProperty: "tenants"},message:"must have required property '"+"tenants"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.format !== undefined){
if("game-commerce-s2s/emulator-state" !== data.format){
const err4 = {instancePath:instancePath+"/format",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/format/const",keyword:"const",params:{allowedValue: "game-commerce-s2s/emulator-state"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err5 = {instancePath:instancePath+"/version",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.template !== undefined){
let data2 = data.template;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err6 = {instancePath:instancePath+"/template",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/template/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tenants !== undefined){
let data3 = data.tenants;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 1){
const err7 = {instancePath:instancePath+"/tenants",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data3){
const _errs8 = errors;
if(typeof key0 === "string"){
if(!pattern5.test(key0)){
const err8 = {instancePath:instancePath+"/tenants",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/propertyNames/pattern",keyword:"pattern",params:{pattern: "^tenant_[0-9a-f]{16}$"},message:"must match pattern \""+"^tenant_[0-9a-f]{16}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(!valid2){
const err9 = {instancePath:instancePath+"/tenants",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
for(const key1 in data3){
let data4 = data3[key1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.environment === undefined){
const err10 = {instancePath:instancePath+"/tenants/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/additionalProperties/required",keyword:"required",params:{missingProperty: "environment"},message:"must have required property '"+"environment"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.parts === undefined){
const err11 = {instancePath:instancePath+"/tenants/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/additionalProperties/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.environment !== undefined){
let data5 = data4.environment;
if(!((data5 === "sandbox") || (data5 === "live"))){
const err12 = {instancePath:instancePath+"/tenants/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/environment",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/additionalProperties/properties/environment/enum",keyword:"enum",params:{allowedValues: schema40.properties.tenants.additionalProperties.properties.environment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.parts !== undefined){
let data6 = data4.parts;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err13 = {instancePath:instancePath+"/tenants/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/parts",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/additionalProperties/properties/parts/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath:instancePath+"/tenants/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/tenants",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/properties/tenants/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/Snapshot/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"format":true,"version":true,"template":true,"tenants":true},"dynamicProps":false,"dynamicItems":false};

const request5 = validate26;
const schema41 = {"type":"object","properties":{"orderId":{"type":"string"}},"required":["orderId"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/5"};

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
if(data.orderId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderId"},message:"must have required property '"+"orderId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.orderId !== undefined){
if(typeof data.orderId !== "string"){
const err1 = {instancePath:instancePath+"/orderId",schemaPath:"#/properties/orderId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate26.evaluated = {"props":{"orderId":true},"dynamicProps":false,"dynamicItems":false};

const request6 = validate27;
const schema42 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/PayInput","$id":"https://game-commerce-s2s.invalid/openapi.json/request/6"};
const schema43 = {"type":"object","additionalProperties":false,"properties":{"method":{"type":"string","minLength":1,"default":"card","description":"A payment method of the key (a sandbox key has card only, spec §1)."},"until":{"enum":["settled","answered"],"default":"settled","description":"`settled`: answer once the game answered 2xx or the retries ran out; `answered`: once the game first answered."}}};

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
for(const key0 in data){
if(!((key0 === "method") || (key0 === "until"))){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/PayInput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/method",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/PayInput/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/method",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/PayInput/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.until !== undefined){
let data1 = data.until;
if(!((data1 === "settled") || (data1 === "answered"))){
const err3 = {instancePath:instancePath+"/until",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/PayInput/properties/until/enum",keyword:"enum",params:{allowedValues: schema43.properties.until.enum},message:"must be equal to one of the allowed values"};
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
const err4 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/PayInput/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request7 = validate28;
const schema44 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DeclineInput","$id":"https://game-commerce-s2s.invalid/openapi.json/request/7"};
const schema45 = {"type":"object","additionalProperties":false,"properties":{"method":{"type":"string","minLength":1,"default":"card"}}};

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
for(const key0 in data){
if(!(key0 === "method")){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DeclineInput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/method",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DeclineInput/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/method",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DeclineInput/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err3 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DeclineInput/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request8 = validate29;
const schema46 = {"type":"object","properties":{"eventId":{"type":"string"}},"required":["eventId"],"$id":"https://game-commerce-s2s.invalid/openapi.json/request/8"};

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
if(data.eventId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err1 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"eventId":true},"dynamicProps":false,"dynamicItems":false};

const request9 = validate30;
const schema47 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HubLoginInput","$id":"https://game-commerce-s2s.invalid/openapi.json/request/9"};
const schema48 = {"type":"object","required":["deepLink"],"additionalProperties":false,"properties":{"deepLink":{"type":"string","minLength":1,"description":"The game's deep link, an absolute URL (https or a custom scheme).","examples":["mygame://login"]}}};

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
if(data.deepLink === undefined){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HubLoginInput/required",keyword:"required",params:{missingProperty: "deepLink"},message:"must have required property '"+"deepLink"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "deepLink")){
const err1 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HubLoginInput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.deepLink !== undefined){
let data0 = data.deepLink;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/deepLink",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HubLoginInput/properties/deepLink/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/deepLink",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HubLoginInput/properties/deepLink/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HubLoginInput/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request10 = validate31;
const schema49 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput","$id":"https://game-commerce-s2s.invalid/openapi.json/request/10"};
const schema50 = {"type":"object","required":["programId","playerId"],"additionalProperties":false,"properties":{"programId":{"type":"string","minLength":1},"playerId":{"type":"string","minLength":1},"trigger":{"enum":["hub.interact","hub.daily_reward_claim","test"],"default":"hub.daily_reward_claim"},"isAnonymous":{"type":"boolean","default":false}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.programId === undefined){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/required",keyword:"required",params:{missingProperty: "programId"},message:"must have required property '"+"programId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.playerId === undefined){
const err1 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/required",keyword:"required",params:{missingProperty: "playerId"},message:"must have required property '"+"playerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "programId") || (key0 === "playerId")) || (key0 === "trigger")) || (key0 === "isAnonymous"))){
const err2 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.programId !== undefined){
let data0 = data.programId;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/programId",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/properties/programId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/programId",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/properties/programId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.playerId !== undefined){
let data1 = data.playerId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/playerId",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/properties/playerId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/playerId",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/properties/playerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.trigger !== undefined){
let data2 = data.trigger;
if(!(((data2 === "hub.interact") || (data2 === "hub.daily_reward_claim")) || (data2 === "test"))){
const err7 = {instancePath:instancePath+"/trigger",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema50.properties.trigger.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isAnonymous !== undefined){
if(typeof data.isAnonymous !== "boolean"){
const err8 = {instancePath:instancePath+"/isAnonymous",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/properties/isAnonymous/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err9 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardClaimInput/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const request11 = validate32;
const schema51 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/SettleInput","$id":"https://game-commerce-s2s.invalid/openapi.json/request/11"};
const schema52 = {"type":"object","additionalProperties":false,"properties":{"timeoutMs":{"type":"integer","minimum":0,"maximum":600000,"default":10000}}};

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
for(const key0 in data){
if(!(key0 === "timeoutMs")){
const err0 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/SettleInput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.timeoutMs !== undefined){
let data0 = data.timeoutMs;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/timeoutMs",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/SettleInput/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 600000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/timeoutMs",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/SettleInput/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600000},message:"must be <= 600000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/timeoutMs",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/SettleInput/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err4 = {instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/SettleInput/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/**
 * Request validators by operationId: `body` (JSON body; `bodyRequired` says whether one must be sent),
 * `path`, `query`, `header` (each location as one object; header names lowercase), and the declared
 * type of each parameter (`parameterTypes`), to read wire text as values before validating.
 */
export const requestValidators = Object.freeze({
  "getControlDocument": Object.freeze({ parameterTypes: Object.freeze({}) }),
  "getClock": Object.freeze({ parameterTypes: Object.freeze({}) }),
  "advanceClock": Object.freeze({ body: request0, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "listFaults": Object.freeze({ parameterTypes: Object.freeze({}) }),
  "injectFault": Object.freeze({ body: request1, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "clearFaults": Object.freeze({ parameterTypes: Object.freeze({}) }),
  "clearFault": Object.freeze({ path: request2, parameterTypes: Object.freeze({ path: Object.freeze({ "faultId": "string" }) }) }),
  "reset": Object.freeze({ body: request3, bodyRequired: false, parameterTypes: Object.freeze({}) }),
  "getState": Object.freeze({ parameterTypes: Object.freeze({}) }),
  "putState": Object.freeze({ body: request4, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "getOrder": Object.freeze({ path: request5, parameterTypes: Object.freeze({ path: Object.freeze({ "orderId": "string" }) }) }),
  "payOrder": Object.freeze({ body: request6, bodyRequired: false, path: request5, parameterTypes: Object.freeze({ path: Object.freeze({ "orderId": "string" }) }) }),
  "declineOrder": Object.freeze({ body: request7, bodyRequired: false, path: request5, parameterTypes: Object.freeze({ path: Object.freeze({ "orderId": "string" }) }) }),
  "refundOrder": Object.freeze({ body: request3, bodyRequired: false, path: request5, parameterTypes: Object.freeze({ path: Object.freeze({ "orderId": "string" }) }) }),
  "reverseOrder": Object.freeze({ body: request3, bodyRequired: false, path: request5, parameterTypes: Object.freeze({ path: Object.freeze({ "orderId": "string" }) }) }),
  "redeliverEvent": Object.freeze({ body: request3, bodyRequired: false, path: request8, parameterTypes: Object.freeze({ path: Object.freeze({ "eventId": "string" }) }) }),
  "hubLogin": Object.freeze({ body: request9, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "claimDailyReward": Object.freeze({ body: request10, bodyRequired: true, parameterTypes: Object.freeze({}) }),
  "settle": Object.freeze({ body: request11, bodyRequired: false, parameterTypes: Object.freeze({}) }),
  "listDeliveries": Object.freeze({ parameterTypes: Object.freeze({}) }),
});
