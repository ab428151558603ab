/*
 * DO NOT EDIT: this file is generated from openapi/openapi.yaml by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */


const response0 = validate20;
const schema31 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/0"};
const schema33 = {"type":"object","additionalProperties":true,"description":"An achievement as the service returns it. Fields not shown in the specification (§2)."};

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
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate20.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response1 = validate22;
const schema34 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPError","$id":"https://game-commerce-s2s.invalid/openapi.json/response/1"};
const schema35 = {"type":"object","description":"Generic error body (§7).","required":["detail"],"properties":{"detail":{"type":"string","description":"Human-readable description of the error."}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/1" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
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
validate22.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPError/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.detail !== undefined){
if(typeof data.detail !== "string"){
validate22.errors = [{instancePath:instancePath+"/detail",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPError/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPError/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"detail":true},"dynamicProps":false,"dynamicItems":false};

const response2 = validate23;
const schema36 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/HTTPValidationError","$id":"https://game-commerce-s2s.invalid/openapi.json/response/2"};
const schema37 = {"type":"object","description":"Validation error body, answered with 422 (§7).","required":["detail"],"properties":{"detail":{"type":"array","items":{"$ref":"#/components/schemas/ValidationError"}}}};
const schema38 = {"type":"object","description":"One validation fault (§7).","required":["loc","msg","type"],"properties":{"loc":{"type":"array","description":"Where the fault is, as a path of keys and indexes.","items":{"type":["string","integer"]}},"msg":{"type":"string"},"type":{"type":"string"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
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
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate24.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/components/schemas/ValidationError/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
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
validate24.errors = [{instancePath:instancePath+"/detail/" + i0+"/loc/" + i1,schemaPath:"#/components/schemas/ValidationError/properties/loc/items/type",keyword:"type",params:{type: schema38.properties.loc.items.type},message:"must be string,integer"}];
return false;
}
var valid4 = _errs8 === errors;
if(!valid4){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/detail/" + i0+"/loc",schemaPath:"#/components/schemas/ValidationError/properties/loc/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate24.errors = [{instancePath:instancePath+"/detail/" + i0+"/msg",schemaPath:"#/components/schemas/ValidationError/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate24.errors = [{instancePath:instancePath+"/detail/" + i0+"/type",schemaPath:"#/components/schemas/ValidationError/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate24.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/components/schemas/ValidationError/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate24.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"detail":true},"dynamicProps":false,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/2" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"detail":true},"dynamicProps":false,"dynamicItems":false};

const response3 = validate26;
const schema39 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/3"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/3" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate26.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AchievementRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const response4 = validate27;
const schema41 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/UserCouponRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/4"};
const schema42 = {"type":"object","additionalProperties":true,"description":"A coupon held by a player, from GET /v1/coupons/user/{user_id}. Fields not shown in the specification (§2)."};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/4" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
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
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate27.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/UserCouponRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response5 = validate28;
const schema43 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/5"};
const schema44 = {"type":"object","additionalProperties":true,"description":"A coupon as the service returns it. Fields not shown in the specification (§2)."};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/5" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate28.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response6 = validate29;
const schema45 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/6"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/6" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate29.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CouponRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const response7 = validate30;
const schema47 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/7"};
const schema48 = {"type":"string","description":"Two-letter uppercase country code (§4 Creators).","pattern":"^[A-Z]{2}$"};
const pattern4 = new RegExp("^[A-Z]{2}$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/7" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
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
validate30.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CountryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response8 = validate31;
const schema49 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorPage","$id":"https://game-commerce-s2s.invalid/openapi.json/response/8"};
const schema50 = {"type":"object","additionalProperties":true,"description":"Paginated wrapper around an array of CreatorRead returned by GET /v1/creators. The wrapper's keys\nare not shown in the specification (§2 Paginated creator list), so it is an open object; which key\nholds the CreatorRead array is not contractual.\n"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/8" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate31.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorPage/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const response9 = validate32;
const schema51 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/9"};
const schema52 = {"type":"object","additionalProperties":true,"description":"A creator as the service returns it. Fields not shown in the specification (§2)."};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/9" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate32.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const response10 = validate33;
const schema53 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorSocialAccountRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/10"};
const schema54 = {"type":"object","additionalProperties":true,"description":"A creator's social account. Fields not shown in the specification (§2)."};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/10" */;
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
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate33.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorSocialAccountRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response11 = validate34;
const schema55 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorTermsRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/11"};
const schema56 = {"type":"object","additionalProperties":true,"description":"A creator's terms as the service returns them. Fields not shown in the specification (§2)."};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/11" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate34.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CreatorTermsRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const response12 = validate35;
const schema57 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/12"};
const schema58 = {"type":"object","additionalProperties":true,"description":"A daily reward program as the service returns it. Fields not shown in the specification (§2)."};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/12" */;
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
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate35.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response13 = validate36;
const schema59 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/13"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/13" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate36.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DailyRewardRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const response14 = validate37;
const schema61 = {"type":"array","items":{"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryRead"},"$id":"https://game-commerce-s2s.invalid/openapi.json/response/14"};
const schema62 = {"type":"object","additionalProperties":true,"description":"An item category as the service returns it. Fields not shown in the specification (§2)."};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/14" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
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
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
validate37.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const response15 = validate38;
const schema63 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/15"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/15" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate38.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/ItemCategoryRead/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const response16 = validate39;
const schema65 = {"$id":"https://game-commerce-s2s.invalid/openapi.json/response/16"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/16" */;
validate39.errors = null;
return true;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

const response17 = validate40;
const schema66 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/GDPRDataRemovalAccepted","$id":"https://game-commerce-s2s.invalid/openapi.json/response/17"};
const schema67 = {"description":"Body of the 202 answer to POST /v1/gdpr_requests. Unspecified (an empty schema) in the specification (§4 GDPR)."};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/17" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

const response18 = validate41;
const schema68 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated","$id":"https://game-commerce-s2s.invalid/openapi.json/response/18"};
const schema69 = {"type":"object","description":"Answer to POST /v1/orders (§2 Order (create response)). The full order record returned by reads is not shown.","required":["order_id","checkout_url"],"properties":{"order_id":{"type":"string","description":"Order identifier (shape ord_<id>, §2)."},"checkout_url":{"type":"string","description":"Payment-form address. Treat it as an opaque string: do not parse, modify, extend it with\nparameters or rebuild it from order_id (§2). Redirect the player to it in the same window, a new\ntab or a popup; never in an iframe (§1).\n"}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/18" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
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
validate41.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.order_id !== undefined){
const _errs2 = errors;
if(typeof data.order_id !== "string"){
validate41.errors = [{instancePath:instancePath+"/order_id",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/properties/order_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.checkout_url !== undefined){
const _errs4 = errors;
if(typeof data.checkout_url !== "string"){
validate41.errors = [{instancePath:instancePath+"/checkout_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/properties/checkout_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate41.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/OrderCreated/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"order_id":true,"checkout_url":true},"dynamicProps":false,"dynamicItems":false};

const response19 = validate42;
const schema70 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse","$id":"https://game-commerce-s2s.invalid/openapi.json/response/19"};
const schema71 = {"type":"object","description":"Answer to POST /v1/users/authorize (§2 Authorize user).","required":["authorization_url"],"properties":{"authorization_url":{"type":"string","description":"Address the game client opens in the default browser; it carries a login token and the nonce as query parameters."}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/19" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
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
validate42.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.authorization_url !== undefined){
if(typeof data.authorization_url !== "string"){
validate42.errors = [{instancePath:instancePath+"/authorization_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/properties/authorization_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/AuthorizeUserResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"authorization_url":true},"dynamicProps":false,"dynamicItems":false};

const response20 = validate43;
const schema72 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationResponse","$id":"https://game-commerce-s2s.invalid/openapi.json/response/20"};
const schema73 = {"type":"object","description":"Answer to POST /v1/users/authorize/reject (§2 Reject authorization).","required":["error_url"],"properties":{"error_url":{"type":"string","description":"Opening it in a browser makes the hub show the matching error; the game may ignore it when it shows its own error."}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/20" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
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
validate43.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error_url !== undefined){
if(typeof data.error_url !== "string"){
validate43.errors = [{instancePath:instancePath+"/error_url",schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationResponse/properties/error_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/RejectAuthorizationResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"error_url":true},"dynamicProps":false,"dynamicItems":false};

const response21 = validate44;
const schema74 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/CustomEventResult","$id":"https://game-commerce-s2s.invalid/openapi.json/response/21"};
const schema75 = {"description":"Answer to POST /v1/events. Its body is not shown in the specification (§4), so any JSON value is accepted."};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/21" */;
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

const response22 = validate45;
const schema76 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/WebhookRegistrationRead","$id":"https://game-commerce-s2s.invalid/openapi.json/response/22"};
const schema77 = {"description":"Answer to POST /v1/webhooks. The webhook record's fields are not shown in the specification (§2), so any JSON value is accepted."};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/22" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

const response23 = validate46;
const schema78 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/PaymentListing","$id":"https://game-commerce-s2s.invalid/openapi.json/response/23"};
const schema79 = {"description":"Answer to GET /v1/payments. Its shape and the payment record's fields are not shown in the\nspecification (§2, §4), so any JSON value is accepted.\n"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/23" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"dynamicProps":false,"dynamicItems":false};

const response24 = validate47;
const schema80 = {"$ref":"https://game-commerce-s2s.invalid/openapi.json#/components/schemas/DisputeListing","$id":"https://game-commerce-s2s.invalid/openapi.json/response/24"};
const schema81 = {"description":"Answer to GET /v1/disputes. Its shape and the dispute record's fields are not shown in the\nspecification (§2, §4), so any JSON value is accepted.\n"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://game-commerce-s2s.invalid/openapi.json/response/24" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"dynamicProps":false,"dynamicItems":false};

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
  "bulkDeleteItemCategories": Object.freeze({ "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1, "2XX": response16 }),
  "bulkUpdateItemCategories": Object.freeze({ "200": response14, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "getItemCategory": Object.freeze({ "200": response15, "401": response1, "403": response1, "404": response1, "422": response2, "429": response1, "503": response1 }),
  "updateItemCategory": Object.freeze({ "200": response15, "400": response1, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "deleteItemCategory": Object.freeze({ "204": null, "401": response1, "403": response1, "404": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "createGdprDataRemovalRequest": Object.freeze({ "202": response17, "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1 }),
  "createOrder": Object.freeze({ "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1, "2XX": response18 }),
  "authorizeUser": Object.freeze({ "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1, "2XX": response19 }),
  "rejectUserAuthorization": Object.freeze({ "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1, "2XX": response20 }),
  "submitEvent": Object.freeze({ "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1, "2XX": response21 }),
  "createWebhook": Object.freeze({ "400": response1, "401": response1, "403": response1, "409": response1, "422": response2, "429": response1, "503": response1, "2XX": response22 }),
  "listPayments": Object.freeze({ "401": response1, "403": response1, "422": response2, "429": response1, "503": response1, "2XX": response23 }),
  "listDisputes": Object.freeze({ "401": response1, "403": response1, "422": response2, "429": response1, "503": response1, "2XX": response24 }),
});
