const e=()=>void 0,t=function(e){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
let t=[],n=0;for(let r=0;r<e.length;r++){let i=e.charCodeAt(r);i<128?t[n++]=i:i<2048?(t[n++]=i>>6|192,t[n++]=i&63|128):(i&64512)==55296&&r+1<e.length&&(e.charCodeAt(r+1)&64512)==56320?(i=65536+((i&1023)<<10)+(e.charCodeAt(++r)&1023),t[n++]=i>>18|240,t[n++]=i>>12&63|128,t[n++]=i>>6&63|128,t[n++]=i&63|128):(t[n++]=i>>12|224,t[n++]=i>>6&63|128,t[n++]=i&63|128)}return t},n=function(e){let t=[],n=0,r=0;for(;n<e.length;){let i=e[n++];if(i<128)t[r++]=String.fromCharCode(i);else if(i>191&&i<224){let a=e[n++];t[r++]=String.fromCharCode((i&31)<<6|a&63)}else if(i>239&&i<365){let a=e[n++],o=e[n++],s=e[n++],c=((i&7)<<18|(a&63)<<12|(o&63)<<6|s&63)-65536;t[r++]=String.fromCharCode(55296+(c>>10)),t[r++]=String.fromCharCode(56320+(c&1023))}else{let a=e[n++],o=e[n++];t[r++]=String.fromCharCode((i&15)<<12|(a&63)<<6|o&63)}}return t.join(``)},r={byteToCharMap_:null,charToByteMap_:null,byteToCharMapWebSafe_:null,charToByteMapWebSafe_:null,ENCODED_VALS_BASE:`ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789`,get ENCODED_VALS(){return this.ENCODED_VALS_BASE+`+/=`},get ENCODED_VALS_WEBSAFE(){return this.ENCODED_VALS_BASE+`-_.`},HAS_NATIVE_SUPPORT:typeof atob==`function`,encodeByteArray(e,t){if(!Array.isArray(e))throw Error(`encodeByteArray takes an array as a parameter`);this.init_();let n=t?this.byteToCharMapWebSafe_:this.byteToCharMap_,r=[];for(let t=0;t<e.length;t+=3){let i=e[t],a=t+1<e.length,o=a?e[t+1]:0,s=t+2<e.length,c=s?e[t+2]:0,l=i>>2,u=(i&3)<<4|o>>4,d=(o&15)<<2|c>>6,f=c&63;s||(f=64,a||(d=64)),r.push(n[l],n[u],n[d],n[f])}return r.join(``)},encodeString(e,n){return this.HAS_NATIVE_SUPPORT&&!n?btoa(e):this.encodeByteArray(t(e),n)},decodeString(e,t){return this.HAS_NATIVE_SUPPORT&&!t?atob(e):n(this.decodeStringToByteArray(e,t))},decodeStringToByteArray(e,t){this.init_();let n=t?this.charToByteMapWebSafe_:this.charToByteMap_,r=[];for(let t=0;t<e.length;){let a=n[e.charAt(t++)],o=t<e.length?n[e.charAt(t)]:0;++t;let s=t<e.length?n[e.charAt(t)]:64;++t;let c=t<e.length?n[e.charAt(t)]:64;if(++t,a==null||o==null||s==null||c==null)throw new i;let l=a<<2|o>>4;if(r.push(l),s!==64){let e=o<<4&240|s>>2;if(r.push(e),c!==64){let e=s<<6&192|c;r.push(e)}}}return r},init_(){if(!this.byteToCharMap_){this.byteToCharMap_={},this.charToByteMap_={},this.byteToCharMapWebSafe_={},this.charToByteMapWebSafe_={};for(let e=0;e<this.ENCODED_VALS.length;e++)this.byteToCharMap_[e]=this.ENCODED_VALS.charAt(e),this.charToByteMap_[this.byteToCharMap_[e]]=e,this.byteToCharMapWebSafe_[e]=this.ENCODED_VALS_WEBSAFE.charAt(e),this.charToByteMapWebSafe_[this.byteToCharMapWebSafe_[e]]=e,e>=this.ENCODED_VALS_BASE.length&&(this.charToByteMap_[this.ENCODED_VALS_WEBSAFE.charAt(e)]=e,this.charToByteMapWebSafe_[this.ENCODED_VALS.charAt(e)]=e)}}};var i=class extends Error{constructor(){super(...arguments),this.name=`DecodeBase64StringError`}};const a=function(e){let n=t(e);return r.encodeByteArray(n,!0)},o=function(e){return a(e).replace(/\./g,``)},s=function(e){try{return r.decodeString(e,!0)}catch(e){console.error(`base64Decode failed: `,e)}return null};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function c(){if(typeof self<`u`)return self;if(typeof window<`u`)return window;if(typeof global<`u`)return global;throw Error(`Unable to locate global object.`)}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const l=()=>c().__FIREBASE_DEFAULTS__,u=()=>{if(typeof process>`u`||process.env===void 0)return;let e=process.env.__FIREBASE_DEFAULTS__;if(e)return JSON.parse(e)},d=()=>{if(typeof document>`u`)return;let e;try{e=document.cookie.match(/__FIREBASE_DEFAULTS__=([^;]+)/)}catch{return}let t=e&&s(e[1]);return t&&JSON.parse(t)},f=()=>{try{return e()||l()||u()||d()}catch(e){console.info(`Unable to get __FIREBASE_DEFAULTS__ due to: ${e}`);return}},p=e=>f()?.emulatorHosts?.[e],ee=e=>{let t=p(e);if(!t)return;let n=t.lastIndexOf(`:`);if(n<=0||n+1===t.length)throw Error(`Invalid host ${t} with no separate hostname and port!`);let r=parseInt(t.substring(n+1),10);return t[0]===`[`?[t.substring(1,n-1),r]:[t.substring(0,n),r]},m=()=>f()?.config;
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var h=class{constructor(){this.reject=()=>{},this.resolve=()=>{},this.promise=new Promise((e,t)=>{this.resolve=e,this.reject=t})}wrapCallback(e){return(t,n)=>{t?this.reject(t):this.resolve(n),typeof e==`function`&&(this.promise.catch(()=>{}),e.length===1?e(t):e(t,n))}}};
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function te(e,t){if(e.uid)throw Error(`The "uid" field is no longer supported by mockUserToken. Please use "sub" instead for Firebase Auth User ID.`);let n={alg:`none`,type:`JWT`},r=t||`demo-project`,i=e.iat||0,a=e.sub||e.user_id;if(!a)throw Error(`mockUserToken must contain 'sub' or 'user_id' field!`);let s={iss:`https://securetoken.google.com/${r}`,aud:r,iat:i,exp:i+3600,auth_time:i,sub:a,user_id:a,firebase:{sign_in_provider:`custom`,identities:{}},...e};return[o(JSON.stringify(n)),o(JSON.stringify(s)),``].join(`.`)}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function ne(){return typeof navigator<`u`&&typeof navigator.userAgent==`string`?navigator.userAgent:``}function re(){let e=f()?.forceEnvironment;if(e===`node`)return!0;if(e===`browser`)return!1;try{return Object.prototype.toString.call(global.process)===`[object process]`}catch{return!1}}function ie(){return!re()&&!!navigator.userAgent&&navigator.userAgent.includes(`Safari`)&&!navigator.userAgent.includes(`Chrome`)}function ae(){try{return typeof indexedDB==`object`}catch{return!1}}function oe(){return new Promise((e,t)=>{try{let n=!0,r=`validate-browser-context-for-indexeddb-analytics-module`,i=self.indexedDB.open(r);i.onsuccess=()=>{i.result.close(),n||self.indexedDB.deleteDatabase(r),e(!0)},i.onupgradeneeded=()=>{n=!1},i.onerror=()=>{t(i.error?.message||``)}}catch(e){t(e)}})}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var se=class e extends Error{constructor(t,n,r){super(n),this.code=t,this.customData=r,this.name=`FirebaseError`,Object.setPrototypeOf(this,e.prototype),Error.captureStackTrace&&Error.captureStackTrace(this,ce.prototype.create)}},ce=class{constructor(e,t,n){this.service=e,this.serviceName=t,this.errors=n}create(e,...t){let n=t[0]||{},r=`${this.service}/${e}`,i=this.errors[e],a=i?le(i,n):`Error`;return new se(r,`${this.serviceName}: ${a} (${r}).`,n)}};function le(e,t){try{let n=0,r=``;for(;n<e.length;){let i=e.indexOf(`{$`,n);if(i===-1){r+=e.substring(n);break}let a=e.indexOf(`}`,i+2);if(a===-1){r+=e.substring(n);break}let o=e.substring(i+2,a),s=t[o];r+=e.substring(n,i)+(s==null?`<${o}?>`:String(s)),n=a+1}return r}catch{return e}}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function ue(e,t){if(e===t)return!0;let n=Object.keys(e),r=Object.keys(t);for(let i of n){if(!r.includes(i))return!1;let n=e[i],a=t[i];if(g(n)&&g(a)){if(!ue(n,a))return!1}else if(n!==a)return!1}for(let e of r)if(!n.includes(e))return!1;return!0}function g(e){return typeof e==`object`&&!!e}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function de(e){return e&&e._delegate?e._delegate:e}
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function fe(e){try{return(e.startsWith(`http://`)||e.startsWith(`https://`)?new URL(e).hostname:e).endsWith(`.cloudworkstations.dev`)}catch{return!1}}async function pe(e){return(await fetch(e,{credentials:`include`})).ok}
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var me=class{constructor(e,t,n){this.name=e,this.instanceFactory=t,this.type=n,this.multipleInstances=!1,this.serviceProps={},this.instantiationMode=`LAZY`,this.onInstanceCreated=null}setInstantiationMode(e){return this.instantiationMode=e,this}setMultipleInstances(e){return this.multipleInstances=e,this}setServiceProps(e){return this.serviceProps=e,this}setInstanceCreatedCallback(e){return this.onInstanceCreated=e,this}};
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const he=`[DEFAULT]`;
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ge=class{constructor(e,t){this.name=e,this.container=t,this.component=null,this.instances=/* @__PURE__ */ new Map,this.instancesDeferred=/* @__PURE__ */ new Map,this.instancesOptions=/* @__PURE__ */ new Map,this.onInitCallbacks=/* @__PURE__ */ new Map}get(e){let t=this.normalizeInstanceIdentifier(e);if(!this.instancesDeferred.has(t)){let e=new h;if(this.instancesDeferred.set(t,e),this.isInitialized(t)||this.shouldAutoInitialize())try{let n=this.getOrInitializeService({instanceIdentifier:t});n&&e.resolve(n)}catch{}}return this.instancesDeferred.get(t).promise}getImmediate(e){let t=this.normalizeInstanceIdentifier(e?.identifier),n=e?.optional??!1;if(this.isInitialized(t)||this.shouldAutoInitialize())try{return this.getOrInitializeService({instanceIdentifier:t})}catch(e){if(n)return null;throw e}if(n)return null;throw Error(`Service ${this.name} is not available`)}getComponent(){return this.component}setComponent(e){if(e.name!==this.name)throw Error(`Mismatching Component ${e.name} for Provider ${this.name}.`);if(this.component)throw Error(`Component for ${this.name} has already been provided`);if(this.component=e,this.shouldAutoInitialize()){if(ve(e))try{this.getOrInitializeService({instanceIdentifier:he})}catch{}for(let[e,t]of this.instancesDeferred.entries()){let n=this.normalizeInstanceIdentifier(e);try{let e=this.getOrInitializeService({instanceIdentifier:n});t.resolve(e)}catch{}}}}clearInstance(e=he){this.instancesDeferred.delete(e),this.instancesOptions.delete(e),this.instances.delete(e)}async delete(){let e=Array.from(this.instances.values());await Promise.all([...e.filter(e=>`INTERNAL`in e).map(e=>e.INTERNAL.delete()),...e.filter(e=>`_delete`in e).map(e=>e._delete())])}isComponentSet(){return this.component!=null}isInitialized(e=he){return this.instances.has(e)}getOptions(e=he){return this.instancesOptions.get(e)||{}}initialize(e={}){let{options:t={}}=e,n=this.normalizeInstanceIdentifier(e.instanceIdentifier);if(this.isInitialized(n))throw Error(`${this.name}(${n}) has already been initialized`);if(!this.isComponentSet())throw Error(`Component ${this.name} has not been registered yet`);let r=this.getOrInitializeService({instanceIdentifier:n,options:t});for(let[e,t]of this.instancesDeferred.entries())n===this.normalizeInstanceIdentifier(e)&&t.resolve(r);return r}onInit(e,t){let n=this.normalizeInstanceIdentifier(t),r=this.onInitCallbacks.get(n)??/* @__PURE__ */ new Set;r.add(e),this.onInitCallbacks.set(n,r);let i=this.instances.get(n);return i&&e(i,n),()=>{r.delete(e)}}invokeOnInitCallbacks(e,t){let n=this.onInitCallbacks.get(t);if(n)for(let r of n)try{r(e,t)}catch{}}getOrInitializeService({instanceIdentifier:e,options:t={}}){let n=this.instances.get(e);if(!n&&this.component&&(n=this.component.instanceFactory(this.container,{instanceIdentifier:_e(e),options:t}),this.instances.set(e,n),this.instancesOptions.set(e,t),this.invokeOnInitCallbacks(n,e),this.component.onInstanceCreated))try{this.component.onInstanceCreated(this.container,e,n)}catch{}return n||null}normalizeInstanceIdentifier(e=he){return this.component?this.component.multipleInstances?e:he:e}shouldAutoInitialize(){return!!this.component&&this.component.instantiationMode!==`EXPLICIT`}};function _e(e){return e===he?void 0:e}function ve(e){return e.instantiationMode===`EAGER`}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ye=class{constructor(e){this.name=e,this.providers=/* @__PURE__ */ new Map}addComponent(e){let t=this.getProvider(e.name);if(t.isComponentSet())throw Error(`Component ${e.name} has already been registered with ${this.name}`);t.setComponent(e)}addOrOverwriteComponent(e){this.getProvider(e.name).isComponentSet()&&this.providers.delete(e.name),this.addComponent(e)}getProvider(e){if(this.providers.has(e))return this.providers.get(e);let t=new ge(e,this);return this.providers.set(e,t),t}getProviders(){return Array.from(this.providers.values())}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const be=[];var _;(function(e){e[e.DEBUG=0]=`DEBUG`,e[e.VERBOSE=1]=`VERBOSE`,e[e.INFO=2]=`INFO`,e[e.WARN=3]=`WARN`,e[e.ERROR=4]=`ERROR`,e[e.SILENT=5]=`SILENT`})(_||={});const xe={debug:_.DEBUG,verbose:_.VERBOSE,info:_.INFO,warn:_.WARN,error:_.ERROR,silent:_.SILENT},Se=_.INFO,Ce={[_.DEBUG]:`log`,[_.VERBOSE]:`log`,[_.INFO]:`info`,[_.WARN]:`warn`,[_.ERROR]:`error`},we=(e,t,...n)=>{if(t<e.logLevel)return;let r=(/* @__PURE__ */ new Date()).toISOString(),i=Ce[t];if(i)console[i](`[${r}]  ${e.name}:`,...n);else throw Error(`Attempted to log a message with an invalid logType (value: ${t})`)};var Te=class{constructor(e){this.name=e,this._logLevel=Se,this._logHandler=we,this._userLogHandler=null,be.push(this)}get logLevel(){return this._logLevel}set logLevel(e){if(!(e in _))throw TypeError(`Invalid value "${e}" assigned to \`logLevel\``);this._logLevel=e}setLogLevel(e){this._logLevel=typeof e==`string`?xe[e]:e}get logHandler(){return this._logHandler}set logHandler(e){if(typeof e!=`function`)throw TypeError("Value assigned to `logHandler` must be a function");this._logHandler=e}get userLogHandler(){return this._userLogHandler}set userLogHandler(e){this._userLogHandler=e}debug(...e){this._userLogHandler&&this._userLogHandler(this,_.DEBUG,...e),this._logHandler(this,_.DEBUG,...e)}log(...e){this._userLogHandler&&this._userLogHandler(this,_.VERBOSE,...e),this._logHandler(this,_.VERBOSE,...e)}info(...e){this._userLogHandler&&this._userLogHandler(this,_.INFO,...e),this._logHandler(this,_.INFO,...e)}warn(...e){this._userLogHandler&&this._userLogHandler(this,_.WARN,...e),this._logHandler(this,_.WARN,...e)}error(...e){this._userLogHandler&&this._userLogHandler(this,_.ERROR,...e),this._logHandler(this,_.ERROR,...e)}};const Ee=(e,t)=>t.some(t=>e instanceof t);let De,Oe;function ke(){return De||=[IDBDatabase,IDBObjectStore,IDBIndex,IDBCursor,IDBTransaction]}function Ae(){return Oe||=[IDBCursor.prototype.advance,IDBCursor.prototype.continue,IDBCursor.prototype.continuePrimaryKey]}const je=/* @__PURE__ */ new WeakMap,Me=/* @__PURE__ */ new WeakMap,Ne=/* @__PURE__ */ new WeakMap,Pe=/* @__PURE__ */ new WeakMap,Fe=/* @__PURE__ */ new WeakMap;function Ie(e){let t=new Promise((t,n)=>{let r=()=>{e.removeEventListener(`success`,i),e.removeEventListener(`error`,a)},i=()=>{t(Be(e.result)),r()},a=()=>{n(e.error),r()};e.addEventListener(`success`,i),e.addEventListener(`error`,a)});return t.then(t=>{t instanceof IDBCursor&&je.set(t,e)}).catch(()=>{}),Fe.set(t,e),t}function v(e){if(Me.has(e))return;let t=new Promise((t,n)=>{let r=()=>{e.removeEventListener(`complete`,i),e.removeEventListener(`error`,a),e.removeEventListener(`abort`,a)},i=()=>{t(),r()},a=()=>{n(e.error||new DOMException(`AbortError`,`AbortError`)),r()};e.addEventListener(`complete`,i),e.addEventListener(`error`,a),e.addEventListener(`abort`,a)});Me.set(e,t)}let y={get(e,t,n){if(e instanceof IDBTransaction){if(t===`done`)return Me.get(e);if(t===`objectStoreNames`)return e.objectStoreNames||Ne.get(e);if(t===`store`)return n.objectStoreNames[1]?void 0:n.objectStore(n.objectStoreNames[0])}return Be(e[t])},set(e,t,n){return e[t]=n,!0},has(e,t){return e instanceof IDBTransaction&&(t===`done`||t===`store`)||t in e}};function Le(e){y=e(y)}function Re(e){return e===IDBDatabase.prototype.transaction&&!(`objectStoreNames`in IDBTransaction.prototype)?function(t,...n){let r=e.call(Ve(this),t,...n);return Ne.set(r,t.sort?t.sort():[t]),Be(r)}:Ae().includes(e)?function(...t){return e.apply(Ve(this),t),Be(je.get(this))}:function(...t){return Be(e.apply(Ve(this),t))}}function ze(e){return typeof e==`function`?Re(e):(e instanceof IDBTransaction&&v(e),Ee(e,ke())?new Proxy(e,y):e)}function Be(e){if(e instanceof IDBRequest)return Ie(e);if(Pe.has(e))return Pe.get(e);let t=ze(e);return t!==e&&(Pe.set(e,t),Fe.set(t,e)),t}const Ve=e=>Fe.get(e);function He(e,t,{blocked:n,upgrade:r,blocking:i,terminated:a}={}){let o=indexedDB.open(e,t),s=Be(o);return r&&o.addEventListener(`upgradeneeded`,e=>{r(Be(o.result),e.oldVersion,e.newVersion,Be(o.transaction),e)}),n&&o.addEventListener(`blocked`,e=>n(e.oldVersion,e.newVersion,e)),s.then(e=>{a&&e.addEventListener(`close`,()=>a()),i&&e.addEventListener(`versionchange`,e=>i(e.oldVersion,e.newVersion,e))}).catch(()=>{}),s}const Ue=[`get`,`getKey`,`getAll`,`getAllKeys`,`count`],We=[`put`,`add`,`delete`,`clear`],Ge=/* @__PURE__ */ new Map;function Ke(e,t){if(!(e instanceof IDBDatabase&&!(t in e)&&typeof t==`string`))return;if(Ge.get(t))return Ge.get(t);let n=t.replace(/FromIndex$/,``),r=t!==n,i=We.includes(n);if(!(n in(r?IDBIndex:IDBObjectStore).prototype)||!(i||Ue.includes(n)))return;let a=async function(e,...t){let a=this.transaction(e,i?`readwrite`:`readonly`),o=a.store;return r&&(o=o.index(t.shift())),(await Promise.all([o[n](...t),i&&a.done]))[0]};return Ge.set(t,a),a}Le(e=>({...e,get:(t,n,r)=>Ke(t,n)||e.get(t,n,r),has:(t,n)=>!!Ke(t,n)||e.has(t,n)}));
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var qe=class{constructor(e){this.container=e}getPlatformInfoString(){return this.container.getProviders().map(e=>{if(Je(e)){let t=e.getImmediate();return`${t.library}/${t.version}`}return null}).filter(e=>e).join(` `)}};function Je(e){return e.getComponent()?.type===`VERSION`}const Ye=`@firebase/app`,Xe=`0.16.2`,Ze=new Te(`@firebase/app`),Qe=`[DEFAULT]`,$e={[Ye]:`fire-core`,"@firebase/app-compat":`fire-core-compat`,"@firebase/analytics":`fire-analytics`,"@firebase/analytics-compat":`fire-analytics-compat`,"@firebase/app-check":`fire-app-check`,"@firebase/app-check-compat":`fire-app-check-compat`,"@firebase/auth":`fire-auth`,"@firebase/auth-compat":`fire-auth-compat`,"@firebase/database":`fire-rtdb`,"@firebase/data-connect":`fire-data-connect`,"@firebase/database-compat":`fire-rtdb-compat`,"@firebase/functions":`fire-fn`,"@firebase/functions-compat":`fire-fn-compat`,"@firebase/installations":`fire-iid`,"@firebase/installations-compat":`fire-iid-compat`,"@firebase/messaging":`fire-fcm`,"@firebase/messaging-compat":`fire-fcm-compat`,"@firebase/performance":`fire-perf`,"@firebase/performance-compat":`fire-perf-compat`,"@firebase/remote-config":`fire-rc`,"@firebase/remote-config-compat":`fire-rc-compat`,"@firebase/storage":`fire-gcs`,"@firebase/storage-compat":`fire-gcs-compat`,"@firebase/firestore":`fire-fst`,"@firebase/firestore-compat":`fire-fst-compat`,"@firebase/ai":`fire-vertex`,"fire-js":`fire-js`,firebase:`fire-js-all`},et=/* @__PURE__ */ new Map,tt=/* @__PURE__ */ new Map,nt=/* @__PURE__ */ new Map
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
;function rt(e,t){try{e.container.addComponent(t)}catch(n){Ze.debug(`Component ${t.name} failed to register with FirebaseApp ${e.name}`,n)}}function b(e){let t=e.name;if(nt.has(t))return Ze.debug(`There were multiple attempts to register component ${t}.`),!1;nt.set(t,e);for(let t of et.values())rt(t,e);for(let t of tt.values())rt(t,e);return!0}function it(e,t){let n=e.container.getProvider(`heartbeat`).getImmediate({optional:!0});return n&&n.triggerHeartbeat(),e.container.getProvider(t)}function at(e){return e!=null&&e.settings!==void 0}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const ot=new ce(`app`,`Firebase`,{"no-app":`No Firebase App '{$appName}' has been created - call initializeApp() first`,"bad-app-name":`Illegal App name: '{$appName}'`,"duplicate-app":`Firebase App named '{$appName}' already exists with different {$mismatchedParam}. Existing: '{$oldValue}'. New: '{$newValue}'.`,"app-deleted":`Firebase App named '{$appName}' already deleted`,"server-app-deleted":`Firebase Server App has been deleted`,"no-options":`Need to provide options, when not being deployed to hosting via source.`,"invalid-app-argument":`firebase.{$appName}() takes either no argument or a Firebase App instance.`,"invalid-log-argument":"First argument to `onLog` must be null or a function.","idb-open":`Error thrown when opening IndexedDB. Original error: {$originalErrorMessage}.`,"idb-get":`Error thrown when reading from IndexedDB. Original error: {$originalErrorMessage}.`,"idb-set":`Error thrown when writing to IndexedDB. Original error: {$originalErrorMessage}.`,"idb-delete":`Error thrown when deleting from IndexedDB. Original error: {$originalErrorMessage}.`,"finalization-registry-not-supported":`FirebaseServerApp deleteOnDeref field defined but the JS runtime does not support FinalizationRegistry.`,"invalid-server-app-environment":`FirebaseServerApp is not for use in browser environments.`});
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var st=class{constructor(e,t,n){this._isDeleted=!1,this._options={...e},this._config={...t},this._name=t.name,this._automaticDataCollectionEnabled=t.automaticDataCollectionEnabled,this._container=n,this.container.addComponent(new me(`app`,()=>this,`PUBLIC`))}get automaticDataCollectionEnabled(){return this.checkDestroyed(),this._automaticDataCollectionEnabled}set automaticDataCollectionEnabled(e){this.checkDestroyed(),this._automaticDataCollectionEnabled=e}get name(){return this.checkDestroyed(),this._name}get options(){return this.checkDestroyed(),this._options}get config(){return this.checkDestroyed(),this._config}get container(){return this._container}get isDeleted(){return this._isDeleted}set isDeleted(e){this._isDeleted=e}checkDestroyed(){if(this.isDeleted)throw ot.create(`app-deleted`,{appName:this._name})}}
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
;function ct(e,t={}){let n=e;typeof t!=`object`&&(t={name:t});let r={name:Qe,automaticDataCollectionEnabled:!0,...t},i=r.name;if(typeof i!=`string`||!i)throw ot.create(`bad-app-name`,{appName:String(i)});if(n||=m(),!n)throw ot.create(`no-options`);let a=et.get(i);if(a){if(!ue(n,a.options))throw ot.create(`duplicate-app`,{appName:i,mismatchedParam:`options`,oldValue:JSON.stringify(a.options),newValue:JSON.stringify(n)});if(ue(r,a.config))return a;throw ot.create(`duplicate-app`,{appName:i,mismatchedParam:`config`,oldValue:JSON.stringify(a.config),newValue:JSON.stringify(r)})}let o=new ye(i);for(let e of nt.values())o.addComponent(e);let s=new st(n,r,o);return et.set(i,s),s}function lt(e=Qe){let t=et.get(e);if(!t&&e===`[DEFAULT]`&&m())return ct();if(!t)throw ot.create(`no-app`,{appName:e});return t}function ut(e,t,n){let r=$e[e]??e;n&&(r+=`-${n}`);let i=r.match(/\s|\//),a=t.match(/\s|\//);if(i||a){let e=[`Unable to register library "${r}" with version "${t}":`];i&&e.push(`library name "${r}" contains illegal characters (whitespace or "/")`),i&&a&&e.push(`and`),a&&e.push(`version name "${t}" contains illegal characters (whitespace or "/")`),Ze.warn(e.join(` `))}else b(new me(`${r}-version`,()=>({library:r,version:t}),`VERSION`))}
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const dt=`firebase-heartbeat-store`;let ft=null;function pt(){return ft||=He(`firebase-heartbeat-database`,1,{upgrade:(e,t)=>{if(t===0)try{e.createObjectStore(dt)}catch(e){console.warn(e)}}}).catch(e=>{throw ot.create(`idb-open`,{originalErrorMessage:e.message})}),ft}async function mt(e){try{let t=(await pt()).transaction(dt),n=await t.objectStore(dt).get(gt(e));return await t.done,n}catch(e){if(e instanceof se)Ze.warn(e.message);else{let t=ot.create(`idb-get`,{originalErrorMessage:e?.message});Ze.warn(t.message)}}}async function ht(e,t){try{let n=(await pt()).transaction(dt,`readwrite`);await n.objectStore(dt).put(t,gt(e)),await n.done}catch(e){if(e instanceof se)Ze.warn(e.message);else{let t=ot.create(`idb-set`,{originalErrorMessage:e?.message});Ze.warn(t.message)}}}function gt(e){return`${e.name}!${e.options.appId}`}
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var _t=class{constructor(e){this.container=e,this._heartbeatsCache=null;let t=this.container.getProvider(`app`).getImmediate();this._storage=new bt(t),this._heartbeatsCachePromise=this._storage.read().then(e=>(this._heartbeatsCache=e,e))}async triggerHeartbeat(){try{let e=this.container.getProvider(`platform-logger`).getImmediate().getPlatformInfoString(),t=vt();if(this._heartbeatsCache?.heartbeats==null&&(this._heartbeatsCache=await this._heartbeatsCachePromise,this._heartbeatsCache?.heartbeats==null)||this._heartbeatsCache.lastSentHeartbeatDate===t||this._heartbeatsCache.heartbeats.some(e=>e.date===t))return;if(this._heartbeatsCache.heartbeats.push({date:t,agent:e}),this._heartbeatsCache.heartbeats.length>30){let e=St(this._heartbeatsCache.heartbeats);this._heartbeatsCache.heartbeats.splice(e,1)}return this._storage.overwrite(this._heartbeatsCache)}catch(e){Ze.warn(e)}}async getHeartbeatsHeader(){try{if(this._heartbeatsCache===null&&await this._heartbeatsCachePromise,this._heartbeatsCache?.heartbeats==null||this._heartbeatsCache.heartbeats.length===0)return``;let e=vt(),{heartbeatsToSend:t,unsentEntries:n}=yt(this._heartbeatsCache.heartbeats),r=o(JSON.stringify({version:2,heartbeats:t}));return this._heartbeatsCache.lastSentHeartbeatDate=e,n.length>0?(this._heartbeatsCache.heartbeats=n,await this._storage.overwrite(this._heartbeatsCache)):(this._heartbeatsCache.heartbeats=[],this._storage.overwrite(this._heartbeatsCache)),r}catch(e){return Ze.warn(e),``}}};function vt(){return(/* @__PURE__ */ new Date()).toISOString().substring(0,10)}function yt(e,t=1024){let n=[],r=e.slice();for(let i of e){let e=n.find(e=>e.agent===i.agent);if(!e){if(n.push({agent:i.agent,dates:[i.date]}),xt(n)>t){n.pop();break}}else if(e.dates.push(i.date),xt(n)>t){e.dates.pop();break}r=r.slice(1)}return{heartbeatsToSend:n,unsentEntries:r}}var bt=class{constructor(e){this.app=e,this._canUseIndexedDBPromise=this.runIndexedDBEnvironmentCheck()}async runIndexedDBEnvironmentCheck(){return ae()?oe().then(()=>!0).catch(()=>!1):!1}async read(){if(await this._canUseIndexedDBPromise){let e=await mt(this.app);return e?.heartbeats?e:{heartbeats:[]}}return{heartbeats:[]}}async overwrite(e){if(await this._canUseIndexedDBPromise){let t=await this.read();return ht(this.app,{lastSentHeartbeatDate:e.lastSentHeartbeatDate??t.lastSentHeartbeatDate,heartbeats:e.heartbeats})}}async add(e){if(await this._canUseIndexedDBPromise){let t=await this.read();return ht(this.app,{lastSentHeartbeatDate:e.lastSentHeartbeatDate??t.lastSentHeartbeatDate,heartbeats:[...t.heartbeats,...e.heartbeats]})}}};function xt(e){return o(JSON.stringify({version:2,heartbeats:e})).length}function St(e){if(e.length===0)return-1;let t=0,n=e[0].date;for(let r=1;r<e.length;r++)e[r].date<n&&(n=e[r].date,t=r);return t}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function Ct(e){b(new me(`platform-logger`,e=>new qe(e),`PRIVATE`)),b(new me(`heartbeat`,e=>new _t(e),`PRIVATE`)),ut(Ye,Xe,e),ut(Ye,Xe,`esm2020`),ut(`fire-js`,``)}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
Ct(``),ut(`firebase`,`12.19.0`,`app`);var wt=typeof globalThis<`u`?globalThis:typeof window<`u`?window:typeof global<`u`?global:typeof self<`u`?self:{},Tt={},Et,Dt
/** @license
Copyright The Closure Library Authors.
SPDX-License-Identifier: Apache-2.0
*/
;(function(){var e;
/** @license

Copyright The Closure Library Authors.
SPDX-License-Identifier: Apache-2.0
*/
function t(e,t){function n(){}n.prototype=t.prototype,e.F=t.prototype,e.prototype=new n,e.prototype.constructor=e,e.D=function(e,n,r){for(var i=Array(arguments.length-2),a=2;a<arguments.length;a++)i[a-2]=arguments[a];return t.prototype[n].apply(e,i)}}function n(){this.blockSize=-1}function r(){this.blockSize=-1,this.blockSize=64,this.g=[,,,,],this.C=Array(this.blockSize),this.o=this.h=0,this.u()}t(r,n),r.prototype.u=function(){this.g[0]=1732584193,this.g[1]=4023233417,this.g[2]=2562383102,this.g[3]=271733878,this.o=this.h=0};function i(e,t,n){n||=0;let r=Array(16);if(typeof t==`string`)for(var i=0;i<16;++i)r[i]=t.charCodeAt(n++)|t.charCodeAt(n++)<<8|t.charCodeAt(n++)<<16|t.charCodeAt(n++)<<24;else for(i=0;i<16;++i)r[i]=t[n++]|t[n++]<<8|t[n++]<<16|t[n++]<<24;t=e.g[0],n=e.g[1],i=e.g[2];let a=e.g[3],o;o=t+(a^n&(i^a))+r[0]+3614090360|0,t=n+(o<<7|o>>>25),o=a+(i^t&(n^i))+r[1]+3905402710|0,a=t+(o<<12|o>>>20),o=i+(n^a&(t^n))+r[2]+606105819|0,i=a+(o<<17|o>>>15),o=n+(t^i&(a^t))+r[3]+3250441966|0,n=i+(o<<22|o>>>10),o=t+(a^n&(i^a))+r[4]+4118548399|0,t=n+(o<<7|o>>>25),o=a+(i^t&(n^i))+r[5]+1200080426|0,a=t+(o<<12|o>>>20),o=i+(n^a&(t^n))+r[6]+2821735955|0,i=a+(o<<17|o>>>15),o=n+(t^i&(a^t))+r[7]+4249261313|0,n=i+(o<<22|o>>>10),o=t+(a^n&(i^a))+r[8]+1770035416|0,t=n+(o<<7|o>>>25),o=a+(i^t&(n^i))+r[9]+2336552879|0,a=t+(o<<12|o>>>20),o=i+(n^a&(t^n))+r[10]+4294925233|0,i=a+(o<<17|o>>>15),o=n+(t^i&(a^t))+r[11]+2304563134|0,n=i+(o<<22|o>>>10),o=t+(a^n&(i^a))+r[12]+1804603682|0,t=n+(o<<7|o>>>25),o=a+(i^t&(n^i))+r[13]+4254626195|0,a=t+(o<<12|o>>>20),o=i+(n^a&(t^n))+r[14]+2792965006|0,i=a+(o<<17|o>>>15),o=n+(t^i&(a^t))+r[15]+1236535329|0,n=i+(o<<22|o>>>10),o=t+(i^a&(n^i))+r[1]+4129170786|0,t=n+(o<<5|o>>>27),o=a+(n^i&(t^n))+r[6]+3225465664|0,a=t+(o<<9|o>>>23),o=i+(t^n&(a^t))+r[11]+643717713|0,i=a+(o<<14|o>>>18),o=n+(a^t&(i^a))+r[0]+3921069994|0,n=i+(o<<20|o>>>12),o=t+(i^a&(n^i))+r[5]+3593408605|0,t=n+(o<<5|o>>>27),o=a+(n^i&(t^n))+r[10]+38016083|0,a=t+(o<<9|o>>>23),o=i+(t^n&(a^t))+r[15]+3634488961|0,i=a+(o<<14|o>>>18),o=n+(a^t&(i^a))+r[4]+3889429448|0,n=i+(o<<20|o>>>12),o=t+(i^a&(n^i))+r[9]+568446438|0,t=n+(o<<5|o>>>27),o=a+(n^i&(t^n))+r[14]+3275163606|0,a=t+(o<<9|o>>>23),o=i+(t^n&(a^t))+r[3]+4107603335|0,i=a+(o<<14|o>>>18),o=n+(a^t&(i^a))+r[8]+1163531501|0,n=i+(o<<20|o>>>12),o=t+(i^a&(n^i))+r[13]+2850285829|0,t=n+(o<<5|o>>>27),o=a+(n^i&(t^n))+r[2]+4243563512|0,a=t+(o<<9|o>>>23),o=i+(t^n&(a^t))+r[7]+1735328473|0,i=a+(o<<14|o>>>18),o=n+(a^t&(i^a))+r[12]+2368359562|0,n=i+(o<<20|o>>>12),o=t+(n^i^a)+r[5]+4294588738|0,t=n+(o<<4|o>>>28),o=a+(t^n^i)+r[8]+2272392833|0,a=t+(o<<11|o>>>21),o=i+(a^t^n)+r[11]+1839030562|0,i=a+(o<<16|o>>>16),o=n+(i^a^t)+r[14]+4259657740|0,n=i+(o<<23|o>>>9),o=t+(n^i^a)+r[1]+2763975236|0,t=n+(o<<4|o>>>28),o=a+(t^n^i)+r[4]+1272893353|0,a=t+(o<<11|o>>>21),o=i+(a^t^n)+r[7]+4139469664|0,i=a+(o<<16|o>>>16),o=n+(i^a^t)+r[10]+3200236656|0,n=i+(o<<23|o>>>9),o=t+(n^i^a)+r[13]+681279174|0,t=n+(o<<4|o>>>28),o=a+(t^n^i)+r[0]+3936430074|0,a=t+(o<<11|o>>>21),o=i+(a^t^n)+r[3]+3572445317|0,i=a+(o<<16|o>>>16),o=n+(i^a^t)+r[6]+76029189|0,n=i+(o<<23|o>>>9),o=t+(n^i^a)+r[9]+3654602809|0,t=n+(o<<4|o>>>28),o=a+(t^n^i)+r[12]+3873151461|0,a=t+(o<<11|o>>>21),o=i+(a^t^n)+r[15]+530742520|0,i=a+(o<<16|o>>>16),o=n+(i^a^t)+r[2]+3299628645|0,n=i+(o<<23|o>>>9),o=t+(i^(n|~a))+r[0]+4096336452|0,t=n+(o<<6|o>>>26),o=a+(n^(t|~i))+r[7]+1126891415|0,a=t+(o<<10|o>>>22),o=i+(t^(a|~n))+r[14]+2878612391|0,i=a+(o<<15|o>>>17),o=n+(a^(i|~t))+r[5]+4237533241|0,n=i+(o<<21|o>>>11),o=t+(i^(n|~a))+r[12]+1700485571|0,t=n+(o<<6|o>>>26),o=a+(n^(t|~i))+r[3]+2399980690|0,a=t+(o<<10|o>>>22),o=i+(t^(a|~n))+r[10]+4293915773|0,i=a+(o<<15|o>>>17),o=n+(a^(i|~t))+r[1]+2240044497|0,n=i+(o<<21|o>>>11),o=t+(i^(n|~a))+r[8]+1873313359|0,t=n+(o<<6|o>>>26),o=a+(n^(t|~i))+r[15]+4264355552|0,a=t+(o<<10|o>>>22),o=i+(t^(a|~n))+r[6]+2734768916|0,i=a+(o<<15|o>>>17),o=n+(a^(i|~t))+r[13]+1309151649|0,n=i+(o<<21|o>>>11),o=t+(i^(n|~a))+r[4]+4149444226|0,t=n+(o<<6|o>>>26),o=a+(n^(t|~i))+r[11]+3174756917|0,a=t+(o<<10|o>>>22),o=i+(t^(a|~n))+r[2]+718787259|0,i=a+(o<<15|o>>>17),o=n+(a^(i|~t))+r[9]+3951481745|0,e.g[0]=e.g[0]+t|0,e.g[1]=e.g[1]+(i+(o<<21|o>>>11))|0,e.g[2]=e.g[2]+i|0,e.g[3]=e.g[3]+a|0}r.prototype.v=function(e,t){t===void 0&&(t=e.length);let n=t-this.blockSize,r=this.C,a=this.h,o=0;for(;o<t;){if(a==0)for(;o<=n;)i(this,e,o),o+=this.blockSize;if(typeof e==`string`){for(;o<t;)if(r[a++]=e.charCodeAt(o++),a==this.blockSize){i(this,r),a=0;break}}else for(;o<t;)if(r[a++]=e[o++],a==this.blockSize){i(this,r),a=0;break}}this.h=a,this.o+=t},r.prototype.A=function(){var e=Array((this.h<56?this.blockSize:this.blockSize*2)-this.h);e[0]=128;for(var t=1;t<e.length-8;++t)e[t]=0;t=this.o*8;for(var n=e.length-8;n<e.length;++n)e[n]=t&255,t/=256;for(this.v(e),e=Array(16),t=0,n=0;n<4;++n)for(let r=0;r<32;r+=8)e[t++]=this.g[n]>>>r&255;return e};function a(e,t){var n=s;return Object.prototype.hasOwnProperty.call(n,e)?n[e]:n[e]=t(e)}function o(e,t){this.h=t;let n=[],r=!0;for(let i=e.length-1;i>=0;i--){let a=e[i]|0;r&&a==t||(n[i]=a,r=!1)}this.g=n}var s={};function c(e){return-128<=e&&e<128?a(e,function(e){return new o([e|0],e<0?-1:0)}):new o([e|0],e<0?-1:0)}function l(e){if(isNaN(e)||!isFinite(e))return d;if(e<0)return h(l(-e));let t=[],n=1;for(let r=0;e>=n;r++)t[r]=e/n|0,n*=4294967296;return new o(t,0)}function u(e,t){if(e.length==0)throw Error(`number format error: empty string`);if(t||=10,t<2||36<t)throw Error(`radix out of range: `+t);if(e.charAt(0)==`-`)return h(u(e.substring(1),t));if(e.indexOf(`-`)>=0)throw Error(`number format error: interior "-" character`);let n=l(t**8),r=d;for(let a=0;a<e.length;a+=8){var i=Math.min(8,e.length-a);let o=parseInt(e.substring(a,a+i),t);i<8?(i=l(t**+i),r=r.j(i).add(l(o))):(r=r.j(n),r=r.add(l(o)))}return r}var d=c(0),f=c(1),p=c(16777216);e=o.prototype,e.m=function(){if(m(this))return-h(this).m();let e=0,t=1;for(let n=0;n<this.g.length;n++){let r=this.i(n);e+=(r>=0?r:4294967296+r)*t,t*=4294967296}return e},e.toString=function(e){if(e||=10,e<2||36<e)throw Error(`radix out of range: `+e);if(ee(this))return`0`;if(m(this))return`-`+h(this).toString(e);let t=l(e**6);var n=this;let r=``;for(;;){let i=ie(n,t).g;n=te(n,i.j(t));let a=((n.g.length>0?n.g[0]:n.h)>>>0).toString(e);if(n=i,ee(n))return a+r;for(;a.length<6;)a=`0`+a;r=a+r}},e.i=function(e){return e<0?0:e<this.g.length?this.g[e]:this.h};function ee(e){if(e.h!=0)return!1;for(let t=0;t<e.g.length;t++)if(e.g[t]!=0)return!1;return!0}function m(e){return e.h==-1}e.l=function(e){return e=te(this,e),m(e)?-1:+!ee(e)};function h(e){let t=e.g.length,n=[];for(let r=0;r<t;r++)n[r]=~e.g[r];return new o(n,~e.h).add(f)}e.abs=function(){return m(this)?h(this):this},e.add=function(e){let t=Math.max(this.g.length,e.g.length),n=[],r=0;for(let i=0;i<=t;i++){let t=r+(this.i(i)&65535)+(e.i(i)&65535),a=(t>>>16)+(this.i(i)>>>16)+(e.i(i)>>>16);r=a>>>16,t&=65535,a&=65535,n[i]=a<<16|t}return new o(n,n[n.length-1]&-2147483648?-1:0)};function te(e,t){return e.add(h(t))}e.j=function(e){if(ee(this)||ee(e))return d;if(m(this))return m(e)?h(this).j(h(e)):h(h(this).j(e));if(m(e))return h(this.j(h(e)));if(this.l(p)<0&&e.l(p)<0)return l(this.m()*e.m());let t=this.g.length+e.g.length,n=[];for(var r=0;r<2*t;r++)n[r]=0;for(r=0;r<this.g.length;r++)for(let t=0;t<e.g.length;t++){let i=this.i(r)>>>16,a=this.i(r)&65535,o=e.i(t)>>>16,s=e.i(t)&65535;n[2*r+2*t]+=a*s,ne(n,2*r+2*t),n[2*r+2*t+1]+=i*s,ne(n,2*r+2*t+1),n[2*r+2*t+1]+=a*o,ne(n,2*r+2*t+1),n[2*r+2*t+2]+=i*o,ne(n,2*r+2*t+2)}for(e=0;e<t;e++)n[e]=n[2*e+1]<<16|n[2*e];for(e=t;e<2*t;e++)n[e]=0;return new o(n,0)};function ne(e,t){for(;(e[t]&65535)!=e[t];)e[t+1]+=e[t]>>>16,e[t]&=65535,t++}function re(e,t){this.g=e,this.h=t}function ie(e,t){if(ee(t))throw Error(`division by zero`);if(ee(e))return new re(d,d);if(m(e))return t=ie(h(e),t),new re(h(t.g),h(t.h));if(m(t))return t=ie(e,h(t)),new re(h(t.g),t.h);if(e.g.length>30){if(m(e)||m(t))throw Error(`slowDivide_ only works with positive integers.`);for(var n=f,r=t;r.l(e)<=0;)n=ae(n),r=ae(r);var i=oe(n,1),a=oe(r,1);for(r=oe(r,2),n=oe(n,2);!ee(r);){var o=a.add(r);o.l(e)<=0&&(i=i.add(n),a=o),r=oe(r,1),n=oe(n,1)}return t=te(e,i.j(t)),new re(i,t)}for(i=d;e.l(t)>=0;){for(n=Math.max(1,Math.floor(e.m()/t.m())),r=Math.ceil(Math.log(n)/Math.LN2),r=r<=48?1:2**(r-48),a=l(n),o=a.j(t);m(o)||o.l(e)>0;)n-=r,a=l(n),o=a.j(t);ee(a)&&(a=f),i=i.add(a),e=te(e,o)}return new re(i,e)}e.B=function(e){return ie(this,e).h},e.and=function(e){let t=Math.max(this.g.length,e.g.length),n=[];for(let r=0;r<t;r++)n[r]=this.i(r)&e.i(r);return new o(n,this.h&e.h)},e.or=function(e){let t=Math.max(this.g.length,e.g.length),n=[];for(let r=0;r<t;r++)n[r]=this.i(r)|e.i(r);return new o(n,this.h|e.h)},e.xor=function(e){let t=Math.max(this.g.length,e.g.length),n=[];for(let r=0;r<t;r++)n[r]=this.i(r)^e.i(r);return new o(n,this.h^e.h)};function ae(e){let t=e.g.length+1,n=[];for(let r=0;r<t;r++)n[r]=e.i(r)<<1|e.i(r-1)>>>31;return new o(n,e.h)}function oe(e,t){let n=t>>5;t%=32;let r=e.g.length-n,i=[];for(let a=0;a<r;a++)i[a]=t>0?e.i(a+n)>>>t|e.i(a+n+1)<<32-t:e.i(a+n);return new o(i,e.h)}r.prototype.digest=r.prototype.A,r.prototype.reset=r.prototype.u,r.prototype.update=r.prototype.v,Dt=Tt.Md5=r,o.prototype.add=o.prototype.add,o.prototype.multiply=o.prototype.j,o.prototype.modulo=o.prototype.B,o.prototype.compare=o.prototype.l,o.prototype.toNumber=o.prototype.m,o.prototype.toString=o.prototype.toString,o.prototype.getBits=o.prototype.i,o.fromNumber=l,o.fromString=u,Et=Tt.Integer=o}).apply(wt===void 0?typeof self<`u`?self:typeof window<`u`?window:{}:wt);var Ot=typeof globalThis<`u`?globalThis:typeof window<`u`?window:typeof global<`u`?global:typeof self<`u`?self:{},kt={},At,jt,Mt,Nt,Pt,Ft,It,Lt
/** @license
Copyright The Closure Library Authors.
SPDX-License-Identifier: Apache-2.0
*/
;(function(){var e,t=Object.defineProperty;function n(e){e=[typeof globalThis==`object`&&globalThis,e,typeof window==`object`&&window,typeof self==`object`&&self,typeof Ot==`object`&&Ot];for(var t=0;t<e.length;++t){var n=e[t];if(n&&n.Math==Math)return n}throw Error(`Cannot find global object`)}var r=n(this);function i(e,n){if(n)a:{var i=r;e=e.split(`.`);for(var a=0;a<e.length-1;a++){var o=e[a];if(!(o in i))break a;i=i[o]}e=e[e.length-1],a=i[e],n=n(a),n!=a&&n!=null&&t(i,e,{configurable:!0,writable:!0,value:n})}}i(`Symbol.dispose`,function(e){return e||Symbol(`Symbol.dispose`)}),i(`Array.prototype.values`,function(e){return e||function(){return this[Symbol.iterator]()}}),i(`Object.entries`,function(e){return e||function(e){var t=[],n;for(n in e)Object.prototype.hasOwnProperty.call(e,n)&&t.push([n,e[n]]);return t}});
/** @license

Copyright The Closure Library Authors.
SPDX-License-Identifier: Apache-2.0
*/
var a=a||{},o=this||self;function s(e){var t=typeof e;return t==`object`&&e!=null||t==`function`}function c(e,t,n){return e.call.apply(e.bind,arguments)}function l(e,t,n){return l=c,l.apply(null,arguments)}function u(e,t){var n=Array.prototype.slice.call(arguments,1);return function(){var t=n.slice();return t.push.apply(t,arguments),e.apply(this,t)}}function d(e,t){function n(){}n.prototype=t.prototype,e.Z=t.prototype,e.prototype=new n,e.prototype.constructor=e,e.Ob=function(e,n,r){for(var i=Array(arguments.length-2),a=2;a<arguments.length;a++)i[a-2]=arguments[a];return t.prototype[n].apply(e,i)}}var f=typeof AsyncContext<`u`&&typeof AsyncContext.Snapshot==`function`?e=>e&&AsyncContext.Snapshot.wrap(e):e=>e;function p(e){let t=e.length;if(t>0){let n=Array(t);for(let r=0;r<t;r++)n[r]=e[r];return n}return[]}function ee(e,t){for(let t=1;t<arguments.length;t++){let r=arguments[t];var n=typeof r;if(n=n==`object`?r?Array.isArray(r)?`array`:n:`null`:n,n==`array`||n==`object`&&typeof r.length==`number`){n=e.length||0;let t=r.length||0;e.length=n+t;for(let i=0;i<t;i++)e[n+i]=r[i]}else e.push(r)}}class m{constructor(e,t){this.i=e,this.j=t,this.h=0,this.g=null}get(){let e;return this.h>0?(this.h--,e=this.g,this.g=e.next,e.next=null):e=this.i(),e}}function h(e){o.setTimeout(()=>{throw e},0)}function te(){var e=se;let t=null;return e.g&&(t=e.g,e.g=e.g.next,e.g||(e.h=null),t.next=null),t}class ne{constructor(){this.h=this.g=null}add(e,t){let n=re.get();n.set(e,t),this.h?this.h.next=n:this.g=n,this.h=n}}var re=new m(()=>new ie,e=>e.reset());class ie{constructor(){this.next=this.g=this.h=null}set(e,t){this.h=e,this.g=t,this.next=null}reset(){this.next=this.g=this.h=null}}let ae,oe=!1,se=new ne,ce=()=>{let e=Promise.resolve(void 0);ae=()=>{e.then(le)}};function le(){for(var e;e=te();){try{e.h.call(e.g)}catch(e){h(e)}var t=re;t.j(e),t.h<100&&(t.h++,e.next=t.g,t.g=e)}oe=!1}function ue(){this.u=this.u,this.C=this.C}ue.prototype.u=!1,ue.prototype.dispose=function(){this.u||(this.u=!0,this.N())},ue.prototype[Symbol.dispose]=function(){this.dispose()},ue.prototype.N=function(){if(this.C)for(;this.C.length;)this.C.shift()()};function g(e,t){this.type=e,this.g=this.target=t,this.defaultPrevented=!1}g.prototype.h=function(){this.defaultPrevented=!0};var de=function(){if(!o.addEventListener||!Object.defineProperty)return!1;var e=!1,t=Object.defineProperty({},"passive",{get:function(){e=!0}});try{let e=()=>{};o.addEventListener(`test`,e,t),o.removeEventListener(`test`,e,t)}catch{}return e}();function fe(e){return/^[\s\xa0]*$/.test(e)}function pe(e,t){g.call(this,e?e.type:``),this.relatedTarget=this.g=this.target=null,this.button=this.screenY=this.screenX=this.clientY=this.clientX=0,this.key=``,this.metaKey=this.shiftKey=this.altKey=this.ctrlKey=!1,this.state=null,this.pointerId=0,this.pointerType=``,this.i=null,e&&this.init(e,t)}d(pe,g),pe.prototype.init=function(e,t){let n=this.type=e.type,r=e.changedTouches&&e.changedTouches.length?e.changedTouches[0]:null;this.target=e.target||e.srcElement,this.g=t,t=e.relatedTarget,t||(n==`mouseover`?t=e.fromElement:n==`mouseout`&&(t=e.toElement)),this.relatedTarget=t,r?(this.clientX=r.clientX===void 0?r.pageX:r.clientX,this.clientY=r.clientY===void 0?r.pageY:r.clientY,this.screenX=r.screenX||0,this.screenY=r.screenY||0):(this.clientX=e.clientX===void 0?e.pageX:e.clientX,this.clientY=e.clientY===void 0?e.pageY:e.clientY,this.screenX=e.screenX||0,this.screenY=e.screenY||0),this.button=e.button,this.key=e.key||``,this.ctrlKey=e.ctrlKey,this.altKey=e.altKey,this.shiftKey=e.shiftKey,this.metaKey=e.metaKey,this.pointerId=e.pointerId||0,this.pointerType=e.pointerType,this.state=e.state,this.i=e,e.defaultPrevented&&pe.Z.h.call(this)},pe.prototype.h=function(){pe.Z.h.call(this);let e=this.i;e.preventDefault?e.preventDefault():e.returnValue=!1};var me=`closure_listenable_`+(Math.random()*1e6|0),he=0;function ge(e,t,n,r,i){this.listener=e,this.proxy=null,this.src=t,this.type=n,this.capture=!!r,this.ha=i,this.key=++he,this.da=this.fa=!1}function _e(e){e.da=!0,e.listener=null,e.proxy=null,e.src=null,e.ha=null}function ve(e,t,n){for(let r in e)t.call(n,e[r],r,e)}function ye(e,t){for(let n in e)t.call(void 0,e[n],n,e)}function be(e){let t={};for(let n in e)t[n]=e[n];return t}let _=`constructor hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString toString valueOf`.split(` `);function xe(e,t){let n,r;for(let t=1;t<arguments.length;t++){for(n in r=arguments[t],r)e[n]=r[n];for(let t=0;t<_.length;t++)n=_[t],Object.prototype.hasOwnProperty.call(r,n)&&(e[n]=r[n])}}function Se(e){this.src=e,this.g={},this.h=0}Se.prototype.add=function(e,t,n,r,i){let a=e.toString();e=this.g[a],e||(e=this.g[a]=[],this.h++);let o=we(e,t,r,i);return o>-1?(t=e[o],n||(t.fa=!1)):(t=new ge(t,this.src,a,!!r,i),t.fa=n,e.push(t)),t};function Ce(e,t){let n=t.type;if(n in e.g){var r=e.g[n],i=Array.prototype.indexOf.call(r,t,void 0),a;(a=i>=0)&&Array.prototype.splice.call(r,i,1),a&&(_e(t),e.g[n].length==0&&(delete e.g[n],e.h--))}}function we(e,t,n,r){for(let i=0;i<e.length;++i){let a=e[i];if(!a.da&&a.listener==t&&a.capture==!!n&&a.ha==r)return i}return-1}var Te=`closure_lm_`+(Math.random()*1e6|0),Ee={};function De(e,t,n,r,i){if(Array.isArray(t)){for(let a=0;a<t.length;a++)De(e,t[a],n,r,i);return null}return n=Ie(n),e&&e[me]?e.J(t,n,s(r)?!!r.capture:!1,i):Oe(e,t,n,!1,r,i)}function Oe(e,t,n,r,i,a){if(!t)throw Error(`Invalid event type`);let o=s(i)?!!i.capture:!!i,c=Pe(e);if(c||(e[Te]=c=new Se(e)),n=c.add(t,n,r,o,a),n.proxy)return n;if(r=ke(),n.proxy=r,r.src=e,r.listener=n,e.addEventListener)de||(i=o),i===void 0&&(i=!1),e.addEventListener(t.toString(),r,i);else if(e.attachEvent)e.attachEvent(Me(t.toString()),r);else if(e.addListener&&e.removeListener)e.addListener(r);else throw Error(`addEventListener and attachEvent are unavailable.`);return n}function ke(){function e(n){return t.call(e.src,e.listener,n)}let t=Ne;return e}function Ae(e,t,n,r,i){if(Array.isArray(t))for(var a=0;a<t.length;a++)Ae(e,t[a],n,r,i);else r=s(r)?!!r.capture:!!r,n=Ie(n),e&&e[me]?(e=e.i,a=String(t).toString(),a in e.g&&(t=e.g[a],n=we(t,n,r,i),n>-1&&(_e(t[n]),Array.prototype.splice.call(t,n,1),t.length==0&&(delete e.g[a],e.h--)))):(e&&=Pe(e))&&(t=e.g[t.toString()],e=-1,t&&(e=we(t,n,r,i)),(n=e>-1?t[e]:null)&&je(n))}function je(e){if(typeof e!=`number`&&e&&!e.da){var t=e.src;if(t&&t[me])Ce(t.i,e);else{var n=e.type,r=e.proxy;t.removeEventListener?t.removeEventListener(n,r,e.capture):t.detachEvent?t.detachEvent(Me(n),r):t.addListener&&t.removeListener&&t.removeListener(r),(n=Pe(t))?(Ce(n,e),n.h==0&&(n.src=null,t[Te]=null)):_e(e)}}}function Me(e){return e in Ee?Ee[e]:Ee[e]=`on`+e}function Ne(e,t){if(e.da)e=!0;else{t=new pe(t,this);let n=e.listener,r=e.ha||e.src;e.fa&&je(e),e=n.call(r,t)}return e}function Pe(e){return e=e[Te],e instanceof Se?e:null}var Fe=`__closure_events_fn_`+(Math.random()*1e9>>>0);function Ie(e){return typeof e==`function`?e:(e[Fe]||(e[Fe]=function(t){return e.handleEvent(t)}),e[Fe])}function v(){ue.call(this),this.i=new Se(this),this.M=this,this.G=null}d(v,ue),v.prototype[me]=!0,v.prototype.removeEventListener=function(e,t,n,r){Ae(this,e,t,n,r)};function y(e,t){var n,r=e.G;if(r)for(n=[];r;r=r.G)n.push(r);if(e=e.M,r=t.type||t,typeof t==`string`)t=new g(t,e);else if(t instanceof g)t.target=t.target||e;else{var i=t;t=new g(r,e),xe(t,i)}i=!0;let a,o;if(n)for(o=n.length-1;o>=0;o--)a=t.g=n[o],i=Le(a,r,!0,t)&&i;if(a=t.g=e,i=Le(a,r,!0,t)&&i,i=Le(a,r,!1,t)&&i,n)for(o=0;o<n.length;o++)a=t.g=n[o],i=Le(a,r,!1,t)&&i}v.prototype.N=function(){if(v.Z.N.call(this),this.i){var e=this.i;for(let t in e.g){let n=e.g[t];for(let e=0;e<n.length;e++)_e(n[e]);delete e.g[t],e.h--}}this.G=null},v.prototype.J=function(e,t,n,r){return this.i.add(String(e),t,!1,n,r)},v.prototype.K=function(e,t,n,r){return this.i.add(String(e),t,!0,n,r)};function Le(e,t,n,r){if(t=e.i.g[String(t)],!t)return!0;t=t.concat();let i=!0;for(let a=0;a<t.length;++a){let o=t[a];if(o&&!o.da&&o.capture==n){let t=o.listener,n=o.ha||o.src;o.fa&&Ce(e.i,o),i=t.call(n,r)!==!1&&i}}return i&&!r.defaultPrevented}function Re(e,t){if(typeof e!=`function`){if(e&&typeof e.handleEvent==`function`)e=l(e.handleEvent,e);else throw Error(`Invalid listener argument`)}return Number(t)>2147483647?-1:o.setTimeout(e,t||0)}function ze(e){e.g=Re(()=>{e.g=null,e.i&&(e.i=!1,ze(e))},e.l);let t=e.h;e.h=null,e.m.apply(null,t)}class Be extends ue{constructor(e,t){super(),this.m=e,this.l=t,this.h=null,this.i=!1,this.g=null}j(e){this.h=arguments,this.g?this.i=!0:ze(this)}N(){super.N(),this.g&&(o.clearTimeout(this.g),this.g=null,this.i=!1,this.h=null)}}function Ve(e){ue.call(this),this.h=e,this.g={}}d(Ve,ue);var He=[];function Ue(e){ve(e.g,function(e,t){this.g.hasOwnProperty(t)&&je(e)},e),e.g={}}Ve.prototype.N=function(){Ve.Z.N.call(this),Ue(this)},Ve.prototype.handleEvent=function(){throw Error(`EventHandler.handleEvent not implemented`)};var We=o.JSON.stringify,Ge=o.JSON.parse,Ke=class{stringify(e){return o.JSON.stringify(e,void 0)}parse(e){return o.JSON.parse(e,void 0)}};function qe(){}function Je(){}var Ye={OPEN:`a`,hb:`b`,ERROR:`c`,tb:`d`};function Xe(){g.call(this,`d`)}d(Xe,g);function Ze(){g.call(this,`c`)}d(Ze,g);var Qe={},$e=null;function et(){return $e||=new v}Qe.Ia=`serverreachability`;function tt(e){g.call(this,Qe.Ia,e)}d(tt,g);function nt(e){let t=et();y(t,new tt(t))}Qe.STAT_EVENT=`statevent`;function rt(e,t){g.call(this,Qe.STAT_EVENT,e),this.stat=t}d(rt,g);function b(e){let t=et();y(t,new rt(t,e))}Qe.Ja=`timingevent`;function it(e,t){g.call(this,Qe.Ja,e),this.size=t}d(it,g);function at(e,t){if(typeof e!=`function`)throw Error(`Fn must not be null and must be a function`);return o.setTimeout(function(){e()},t)}function ot(){this.g=!0}ot.prototype.ua=function(){this.g=!1};function st(e,t,n,r,i,a){e.info(function(){if(e.g){if(a){var o=``,s=a.split(`&`);for(let e=0;e<s.length;e++){var c=s[e].split(`=`);if(c.length>1){let e=c[0];c=c[1];let t=e.split(`_`);o=t.length>=2&&t[1]==`type`?o+(e+`=`+c+`&`):o+(e+`=redacted&`)}}}else o=null}else o=a;return`XMLHTTP REQ (`+r+`) [attempt `+i+`]: `+t+`
`+n+`
`+o})}function ct(e,t,n,r,i,a,o){e.info(function(){return`XMLHTTP RESP (`+r+`) [ attempt `+i+`]: `+t+`
`+n+`
`+a+` `+o})}function lt(e,t,n,r){e.info(function(){return`XMLHTTP TEXT (`+t+`): `+dt(e,n)+(r?` `+r:``)})}function ut(e,t){e.info(function(){return`TIMEOUT: `+t})}ot.prototype.info=function(){};function dt(e,t){if(!e.g)return t;if(!t)return null;try{let a=JSON.parse(t);if(a){for(e=0;e<a.length;e++)if(Array.isArray(a[e])){var n=a[e];if(!(n.length<2)){var r=n[1];if(Array.isArray(r)&&!(r.length<1)){var i=r[0];if(i!=`noop`&&i!=`stop`&&i!=`close`)for(let e=1;e<r.length;e++)r[e]=``}}}}return We(a)}catch{return t}}var ft={NO_ERROR:0,cb:1,qb:2,pb:3,kb:4,ob:5,rb:6,Ga:7,TIMEOUT:8,ub:9},pt={ib:`complete`,Fb:`success`,ERROR:`error`,Ga:`abort`,xb:`ready`,yb:`readystatechange`,TIMEOUT:`timeout`,sb:`incrementaldata`,wb:`progress`,lb:`downloadprogress`,Nb:`uploadprogress`},mt;function ht(){}d(ht,qe),ht.prototype.g=function(){return new XMLHttpRequest},mt=new ht;function gt(e){return encodeURIComponent(String(e))}function _t(e){var t=1;e=e.split(`:`);let n=[];for(;t>0&&e.length;)n.push(e.shift()),t--;return e.length&&n.push(e.join(`:`)),n}function vt(e,t,n,r){this.j=e,this.i=t,this.l=n,this.S=r||1,this.V=new Ve(this),this.H=45e3,this.J=null,this.o=!1,this.u=this.B=this.A=this.M=this.F=this.T=this.D=null,this.G=[],this.g=null,this.C=0,this.m=this.v=null,this.X=-1,this.K=!1,this.P=0,this.O=null,this.W=this.L=this.U=this.R=!1,this.h=new yt}function yt(){this.i=null,this.g=``,this.h=!1}var bt={},xt={};function St(e,t,n){e.M=1,e.A=$t(T(t)),e.u=n,e.R=!0,Ct(e,null)}function Ct(e,t){e.F=Date.now(),Dt(e),e.B=T(e.A);var n=e.B,r=e.S;Array.isArray(r)||(r=[String(r)]),ln(n.i,`t`,r),e.C=0,n=e.j.L,e.h=new yt,e.g=z(e.j,n?t:null,!e.u),e.P>0&&(e.O=new Be(l(e.Y,e,e.g),e.P)),t=e.V,n=e.g,r=e.ba;var i=`readystatechange`;Array.isArray(i)||(i&&(He[0]=i.toString()),i=He);for(let e=0;e<i.length;e++){let a=De(n,i[e],r||t.handleEvent,!1,t.h||t);if(!a)break;t.g[a.key]=a}t=e.J?be(e.J):{},e.u?(e.v||=`POST`,t[`Content-Type`]=`application/x-www-form-urlencoded`,e.g.ea(e.B,e.v,e.u,t)):(e.v=`GET`,e.g.ea(e.B,e.v,null,t)),nt(),st(e.i,e.v,e.B,e.l,e.S,e.u)}vt.prototype.ba=function(e){e=e.target;let t=this.O;t&&Tn(e)==3?t.j():this.Y(e)},vt.prototype.Y=function(e){try{if(e==this.g)a:{let s=Tn(this.g),c=this.g.ya(),l=this.g.ca();if(!(s<3)&&(s!=3||this.g&&(this.h.h||this.g.la()||En(this.g)))){this.K||s!=4||c==7||nt(c==8||l<=0?3:2),zt(this);var t=this.g.ca();this.X=t;var n=wt(this);if(this.o=t==200,ct(this.i,this.v,this.B,this.l,this.S,s,t),this.o){if(this.U&&!this.L){b:{if(this.g){var r,i=this.g;if((r=i.g?i.g.getResponseHeader(`X-HTTP-Initial-Response`):null)&&!fe(r)){var a=r;break b}}a=null}if(e=a)lt(this.i,this.l,e,`Initial handshake response via X-HTTP-Initial-Response`),this.L=!0,Ht(this,e);else{this.o=!1,this.m=3,b(12),Vt(this),Bt(this);break a}}if(this.R){e=!0;let t;for(;!this.K&&this.C<n.length;)if(t=Et(this,n),t==xt){s==4&&(this.m=4,b(14),e=!1),lt(this.i,this.l,null,`[Incomplete Response]`);break}else if(t==bt){this.m=4,b(15),lt(this.i,this.l,n,`[Invalid Chunk]`),e=!1;break}else lt(this.i,this.l,t,null),Ht(this,t);if(Tt(this)&&this.C!=0&&(this.h.g=this.h.g.slice(this.C),this.C=0),s!=4||n.length!=0||this.h.h||(this.m=1,b(16),e=!1),this.o=this.o&&e,!e)lt(this.i,this.l,n,`[Invalid Chunked Response]`),Vt(this),Bt(this);else if(n.length>0&&!this.W){this.W=!0;var o=this.j;o.g==this&&o.aa&&!o.P&&(o.j.info(`Great, no buffering proxy detected. Bytes received: `+n.length),Bn(o),o.P=!0,b(11))}}else lt(this.i,this.l,n,null),Ht(this,n);s==4&&Vt(this),this.o&&!this.K&&(s==4?Un(this.j,this):(this.o=!1,Dt(this)))}else Dn(this.g),t==400&&n.indexOf(`Unknown SID`)>0?(this.m=3,b(12)):(this.m=0,b(13)),Vt(this),Bt(this)}}}catch{}};function wt(e){if(!Tt(e))return e.g.la();let t=En(e.g);if(t===``)return``;let n=``,r=t.length,i=Tn(e.g)==4;if(!e.h.i){if(typeof TextDecoder>`u`)return Vt(e),Bt(e),``;e.h.i=new o.TextDecoder}for(let a=0;a<r;a++)e.h.h=!0,n+=e.h.i.decode(t[a],{stream:!(i&&a==r-1)});return t.length=0,e.h.g+=n,e.C=0,e.h.g}function Tt(e){return e.g?e.v==`GET`&&e.M!=2&&e.j.Aa:!1}function Et(e,t){var n=e.C,r=t.indexOf(`
`,n);return r==-1?xt:(n=Number(t.substring(n,r)),isNaN(n)?bt:(r+=1,r+n>t.length?xt:(t=t.slice(r,r+n),e.C=r+n,t)))}vt.prototype.cancel=function(){this.K=!0,Vt(this)};function Dt(e){e.T=Date.now()+e.H,Rt(e,e.H)}function Rt(e,t){if(e.D!=null)throw Error(`WatchDog timer not null`);e.D=at(l(e.aa,e),t)}function zt(e){e.D&&=(o.clearTimeout(e.D),null)}vt.prototype.aa=function(){this.D=null;let e=Date.now();e-this.T>=0?(ut(this.i,this.B),this.M!=2&&(nt(),b(17)),Vt(this),this.m=2,Bt(this)):Rt(this,this.T-e)};function Bt(e){e.j.I==0||e.K||Un(e.j,e)}function Vt(e){zt(e);var t=e.O;t&&typeof t.dispose==`function`&&t.dispose(),e.O=null,Ue(e.V),e.g&&(t=e.g,e.g=null,t.abort(),t.dispose())}function Ht(e,t){try{var n=e.j;if(n.I!=0&&(n.g==e||Kt(n.h,e))){if(!e.L&&Kt(n.h,e)&&n.I==3){try{var r=n.Ba.g.parse(t)}catch{r=null}if(Array.isArray(r)&&r.length==3){var i=r;if(i[0]==0){a:if(!n.v){if(n.g){if(n.g.F+3e3<e.F)Hn(n),jn(n);else break a}zn(n),b(18)}}else n.xa=i[1],0<n.xa-n.K&&i[2]<37500&&n.F&&n.A==0&&!n.C&&(n.C=at(l(n.Va,n),6e3));Gt(n.h)<=1&&n.ta&&(n.ta=void 0)}else Gn(n,11)}else if((e.L||n.g==e)&&Hn(n),!fe(t))for(i=n.Ba.g.parse(t),t=0;t<i.length;t++){let l=i[t],u=l[0];if(!(u<=n.K)){if(n.K=u,l=l[1],n.I==2){if(l[0]==`c`){n.M=l[1],n.ba=l[2];let t=l[3];t!=null&&(n.ka=t,n.j.info(`VER=`+n.ka));let i=l[4];i!=null&&(n.za=i,n.j.info(`SVER=`+n.za));let u=l[5];u!=null&&typeof u==`number`&&u>0&&(r=1.5*u,n.O=r,n.j.info(`backChannelRequestTimeoutMs_=`+r)),r=n;let d=e.g;if(d){let e=d.g?d.g.getResponseHeader(`X-Client-Wire-Protocol`):null;if(e){var a=r.h;a.g||e.indexOf(`spdy`)==-1&&e.indexOf(`quic`)==-1&&e.indexOf(`h2`)==-1||(a.j=a.l,a.g=/* @__PURE__ */ new Set,a.h&&=(S(a,a.h),null))}if(r.G){let e=d.g?d.g.getResponseHeader(`X-HTTP-Session-Id`):null;e&&(r.wa=e,E(r.J,r.G,e))}}n.I=3,n.l&&n.l.ra(),n.aa&&(n.T=Date.now()-e.F,n.j.info(`Handshake RTT: `+n.T+`ms`)),r=n;var o=e;if(r.na=R(r,r.L?r.ba:null,r.W),o.L){qt(r.h,o);var s=o,c=r.O;c&&(s.H=c),s.D&&(zt(s),Dt(s)),r.g=o}else Rn(r);n.i.length>0&&Nn(n)}else l[0]!=`stop`&&l[0]!=`close`||Gn(n,7)}else n.I==3&&(l[0]==`stop`||l[0]==`close`?l[0]==`stop`?Gn(n,7):An(n):l[0]!=`noop`&&n.l&&n.l.qa(l),n.A=0)}}}nt(4)}catch{}}var Ut=class{constructor(e,t){this.g=e,this.map=t}};function x(e){this.l=e||10,o.PerformanceNavigationTiming?(e=o.performance.getEntriesByType(`navigation`),e=e.length>0&&(e[0].nextHopProtocol==`hq`||e[0].nextHopProtocol==`h2`)):e=!!(o.chrome&&o.chrome.loadTimes&&o.chrome.loadTimes()&&o.chrome.loadTimes().wasFetchedViaSpdy),this.j=e?this.l:1,this.g=null,this.j>1&&(this.g=/* @__PURE__ */ new Set),this.h=null,this.i=[]}function Wt(e){return e.h?!0:e.g?e.g.size>=e.j:!1}function Gt(e){return e.h?1:e.g?e.g.size:0}function Kt(e,t){return e.h?e.h==t:e.g?e.g.has(t):!1}function S(e,t){e.g?e.g.add(t):e.h=t}function qt(e,t){e.h&&e.h==t?e.h=null:e.g&&e.g.has(t)&&e.g.delete(t)}x.prototype.cancel=function(){if(this.i=C(this),this.h)this.h.cancel(),this.h=null;else if(this.g&&this.g.size!==0){for(let e of this.g.values())e.cancel();this.g.clear()}};function C(e){if(e.h!=null)return e.i.concat(e.h.G);if(e.g!=null&&e.g.size!==0){let t=e.i;for(let n of e.g.values())t=t.concat(n.G);return t}return p(e.i)}var w=RegExp(`^(?:([^:/?#.]+):)?(?://(?:([^\\\\/?#]*)@)?([^\\\\/?#]*?)(?::([0-9]+))?(?=[\\\\/?#]|$))?([^?#]+)?(?:\\?([^#]*))?(?:#([\\s\\S]*))?$`);function Jt(e,t){if(e){e=e.split(`&`);for(let n=0;n<e.length;n++){let r=e[n].indexOf(`=`),i,a=null;r>=0?(i=e[n].substring(0,r),a=e[n].substring(r+1)):i=e[n],t(i,a?decodeURIComponent(a.replace(/\+/g,` `)):``)}}}function Yt(e){this.g=this.o=this.j=``,this.u=null,this.m=this.h=``,this.l=!1;let t;e instanceof Yt?(this.l=e.l,Xt(this,e.j),this.o=e.o,this.g=e.g,Zt(this,e.u),this.h=e.h,Qt(this,un(e.i)),this.m=e.m):e&&(t=String(e).match(w))?(this.l=!1,Xt(this,t[1]||``,!0),this.o=en(t[2]||``),this.g=en(t[3]||``,!0),Zt(this,t[4]),this.h=en(t[5]||``,!0),Qt(this,t[6]||``,!0),this.m=en(t[7]||``)):(this.l=!1,this.i=new an(null,this.l))}Yt.prototype.toString=function(){let e=[];var t=this.j;t&&e.push(D(t,O,!0),`:`);var n=this.g;return(n||t==`file`)&&(e.push(`//`),(t=this.o)&&e.push(D(t,O,!0),`@`),e.push(gt(n).replace(/%25([0-9a-fA-F]{2})/g,`%$1`)),n=this.u,n!=null&&e.push(`:`,String(n))),(n=this.h)&&(this.g&&n.charAt(0)!=`/`&&e.push(`/`),e.push(D(n,n.charAt(0)==`/`?nn:k,!0))),(n=this.i.toString())&&e.push(`?`,n),(n=this.m)&&e.push(`#`,D(n,A)),e.join(``)},Yt.prototype.resolve=function(e){let t=T(this),n=!!e.j;n?Xt(t,e.j):n=!!e.o,n?t.o=e.o:n=!!e.g,n?t.g=e.g:n=e.u!=null;var r=e.h;if(n)Zt(t,e.u);else if(n=!!e.h){if(r.charAt(0)!=`/`){if(this.g&&!this.h)r=`/`+r;else{var i=t.h.lastIndexOf(`/`);i!=-1&&(r=t.h.slice(0,i+1)+r)}}if(i=r,i==`..`||i==`.`)r=``;else if(i.indexOf(`./`)!=-1||i.indexOf(`/.`)!=-1){r=i.lastIndexOf(`/`,0)==0,i=i.split(`/`);let e=[];for(let t=0;t<i.length;){let n=i[t++];n==`.`?r&&t==i.length&&e.push(``):n==`..`?((e.length>1||e.length==1&&e[0]!=``)&&e.pop(),r&&t==i.length&&e.push(``)):(e.push(n),r=!0)}r=e.join(`/`)}else r=i}return n?t.h=r:n=e.i.toString()!==``,n?Qt(t,un(e.i)):n=!!e.m,n&&(t.m=e.m),t};function T(e){return new Yt(e)}function Xt(e,t,n){e.j=n?en(t,!0):t,e.j&&=e.j.replace(/:$/,``)}function Zt(e,t){if(t){if(t=Number(t),isNaN(t)||t<0)throw Error(`Bad port number `+t);e.u=t}else e.u=null}function Qt(e,t,n){t instanceof an?(e.i=t,dn(e.i,e.l)):(n||(t=D(t,rn)),e.i=new an(t,e.l))}function E(e,t,n){e.i.set(t,n)}function $t(e){return E(e,`zx`,Math.floor(Math.random()*2147483648).toString(36)+Math.abs(Math.floor(Math.random()*2147483648)^Date.now()).toString(36)),e}function en(e,t){return e?t?decodeURI(e.replace(/%25/g,`%2525`)):decodeURIComponent(e):``}function D(e,t,n){return typeof e==`string`?(e=encodeURI(e).replace(t,tn),n&&(e=e.replace(/%25([0-9a-fA-F]{2})/g,`%$1`)),e):null}function tn(e){return e=e.charCodeAt(0),`%`+(e>>4&15).toString(16)+(e&15).toString(16)}var O=/[#\/\?@]/g,k=/[#\?:]/g,nn=/[#\?]/g,rn=/[#\?@]/g,A=/#/g;function an(e,t){this.h=this.g=null,this.i=e||null,this.j=!!t}function j(e){e.g||(e.g=/* @__PURE__ */ new Map,e.h=0,e.i&&Jt(e.i,function(t,n){e.add(decodeURIComponent(t.replace(/\+/g,` `)),n)}))}e=an.prototype,e.add=function(e,t){j(this),this.i=null,e=M(this,e);let n=this.g.get(e);return n||this.g.set(e,n=[]),n.push(t),this.h+=1,this};function on(e,t){j(e),t=M(e,t),e.g.has(t)&&(e.i=null,e.h-=e.g.get(t).length,e.g.delete(t))}function sn(e,t){return j(e),t=M(e,t),e.g.has(t)}e.forEach=function(e,t){j(this),this.g.forEach(function(n,r){n.forEach(function(n){e.call(t,n,r,this)},this)},this)};function cn(e,t){j(e);let n=[];if(typeof t==`string`)sn(e,t)&&(n=n.concat(e.g.get(M(e,t))));else for(e=Array.from(e.g.values()),t=0;t<e.length;t++)n=n.concat(e[t]);return n}e.set=function(e,t){return j(this),this.i=null,e=M(this,e),sn(this,e)&&(this.h-=this.g.get(e).length),this.g.set(e,[t]),this.h+=1,this},e.get=function(e,t){return e?(e=cn(this,e),e.length>0?String(e[0]):t):t};function ln(e,t,n){on(e,t),n.length>0&&(e.i=null,e.g.set(M(e,t),p(n)),e.h+=n.length)}e.toString=function(){if(this.i)return this.i;if(!this.g)return``;let e=[],t=Array.from(this.g.keys());for(let r=0;r<t.length;r++){var n=t[r];let i=gt(n);n=cn(this,n);for(let t=0;t<n.length;t++){let r=i;n[t]!==``&&(r+=`=`+gt(n[t])),e.push(r)}}return this.i=e.join(`&`)};function un(e){let t=new an;return t.i=e.i,e.g&&(t.g=new Map(e.g),t.h=e.h),t}function M(e,t){return t=String(t),e.j&&(t=t.toLowerCase()),t}function dn(e,t){t&&!e.j&&(j(e),e.i=null,e.g.forEach(function(e,t){let n=t.toLowerCase();t!=n&&(on(this,t),ln(this,n,e))},e)),e.j=t}function fn(e,t){let n=new ot;if(o.Image){let r=new Image;r.onload=u(mn,n,`TestLoadImage: loaded`,!0,t,r),r.onerror=u(mn,n,`TestLoadImage: error`,!1,t,r),r.onabort=u(mn,n,`TestLoadImage: abort`,!1,t,r),r.ontimeout=u(mn,n,`TestLoadImage: timeout`,!1,t,r),o.setTimeout(function(){r.ontimeout&&r.ontimeout()},1e4),r.src=e}else t(!1)}function pn(e,t){let n=new ot,r=new AbortController,i=setTimeout(()=>{r.abort(),mn(n,`TestPingServer: timeout`,!1,t)},1e4);fetch(e,{signal:r.signal}).then(e=>{clearTimeout(i),e.ok?mn(n,`TestPingServer: ok`,!0,t):mn(n,`TestPingServer: server error`,!1,t)}).catch(()=>{clearTimeout(i),mn(n,`TestPingServer: error`,!1,t)})}function mn(e,t,n,r,i){try{i&&(i.onload=null,i.onerror=null,i.onabort=null,i.ontimeout=null),r(n)}catch{}}function hn(){this.g=new Ke}function gn(e){this.i=e.Sb||null,this.h=e.ab||!1}d(gn,qe),gn.prototype.g=function(){return new N(this.i,this.h)};function N(e,t){v.call(this),this.H=e,this.o=t,this.m=void 0,this.status=this.readyState=0,this.responseType=this.responseText=this.response=this.statusText=``,this.onreadystatechange=null,this.A=new Headers,this.h=null,this.F=`GET`,this.D=``,this.g=!1,this.B=this.j=this.l=null,this.v=new AbortController}d(N,v),e=N.prototype,e.open=function(e,t){if(this.readyState!=0)throw this.abort(),Error(`Error reopening a connection`);this.F=e,this.D=t,this.readyState=1,vn(this)},e.send=function(e){if(this.readyState!=1)throw this.abort(),Error(`need to call open() first. `);if(this.v.signal.aborted)throw this.abort(),Error(`Request was aborted.`);this.g=!0;let t={headers:this.A,method:this.F,credentials:this.m,cache:void 0,signal:this.v.signal};e&&(t.body=e),(this.H||o).fetch(new Request(this.D,t)).then(this.Pa.bind(this),this.ga.bind(this))},e.abort=function(){this.response=this.responseText=``,this.A=new Headers,this.status=0,this.v.abort(),this.j&&this.j.cancel(`Request was aborted.`).catch(()=>{}),this.readyState>=1&&this.g&&this.readyState!=4&&(this.g=!1,P(this)),this.readyState=0},e.Pa=function(e){if(this.g&&(this.l=e,this.h||(this.status=this.l.status,this.statusText=this.l.statusText,this.h=e.headers,this.readyState=2,vn(this)),this.g&&(this.readyState=3,vn(this),this.g))){if(this.responseType===`arraybuffer`)e.arrayBuffer().then(this.Na.bind(this),this.ga.bind(this));else if(o.ReadableStream!==void 0&&`body`in e){if(this.j=e.body.getReader(),this.o){if(this.responseType)throw Error(`responseType must be empty for "streamBinaryChunks" mode responses.`);this.response=[]}else this.response=this.responseText=``,this.B=new TextDecoder;_n(this)}else e.text().then(this.Oa.bind(this),this.ga.bind(this))}};function _n(e){e.j.read().then(e.Ma.bind(e)).catch(e.ga.bind(e))}e.Ma=function(e){if(this.g){if(this.o&&e.value)this.response.push(e.value);else if(!this.o){var t=e.value?e.value:/* @__PURE__ */ new Uint8Array;(t=this.B.decode(t,{stream:!e.done}))&&(this.response=this.responseText+=t)}e.done?P(this):vn(this),this.readyState==3&&_n(this)}},e.Oa=function(e){this.g&&(this.response=this.responseText=e,P(this))},e.Na=function(e){this.g&&(this.response=e,P(this))},e.ga=function(){this.g&&P(this)};function P(e){e.readyState=4,e.l=null,e.j=null,e.B=null,vn(e)}e.setRequestHeader=function(e,t){this.A.append(e,t)},e.getResponseHeader=function(e){return this.h&&this.h.get(e.toLowerCase())||``},e.getAllResponseHeaders=function(){if(!this.h)return``;let e=[],t=this.h.entries();for(var n=t.next();!n.done;)n=n.value,e.push(n[0]+`: `+n[1]),n=t.next();return e.join(`\r
`)};function vn(e){e.onreadystatechange&&e.onreadystatechange.call(e)}Object.defineProperty(N.prototype,"withCredentials",{get:function(){return this.m===`include`},set:function(e){this.m=e?`include`:`same-origin`}});function yn(e){let t=``;return ve(e,function(e,n){t+=n,t+=`:`,t+=e,t+=`\r
`}),t}function bn(e,t,n){a:{for(r in n){var r=!1;break a}r=!0}r||(n=yn(n),typeof e==`string`||E(e,t,n))}function F(e){v.call(this),this.headers=/* @__PURE__ */ new Map,this.L=e||null,this.h=!1,this.g=null,this.D=``,this.o=0,this.l=``,this.j=this.B=this.v=this.A=!1,this.m=null,this.F=``,this.H=!1}d(F,v);var xn=/^https?$/i,I=[`POST`,`PUT`];e=F.prototype,e.Fa=function(e){this.H=e},e.ea=function(e,t,n,r){if(this.g)throw Error(`[goog.net.XhrIo] Object is active with another request=`+this.D+`; newUri=`+e);t=t?t.toUpperCase():`GET`,this.D=e,this.l=``,this.o=0,this.A=!1,this.h=!0,this.g=this.L?this.L.g():mt.g(),this.g.onreadystatechange=f(l(this.Ca,this));try{this.B=!0,this.g.open(t,String(e),!0),this.B=!1}catch(e){Sn(this,e);return}if(e=n||``,n=new Map(this.headers),r){if(Object.getPrototypeOf(r)===Object.prototype)for(var i in r)n.set(i,r[i]);else if(typeof r.keys==`function`&&typeof r.get==`function`)for(let e of r.keys())n.set(e,r.get(e));else throw Error(`Unknown input type for opt_headers: `+String(r))}r=Array.from(n.keys()).find(e=>e.toLowerCase()==`content-type`),i=o.FormData&&e instanceof o.FormData,!(Array.prototype.indexOf.call(I,t,void 0)>=0)||r||i||n.set(`Content-Type`,`application/x-www-form-urlencoded;charset=utf-8`);for(let[e,t]of n)this.g.setRequestHeader(e,t);this.F&&(this.g.responseType=this.F),`withCredentials`in this.g&&this.g.withCredentials!==this.H&&(this.g.withCredentials=this.H);try{this.m&&=(clearTimeout(this.m),null),this.v=!0,this.g.send(e),this.v=!1}catch(e){Sn(this,e)}};function Sn(e,t){e.h=!1,e.g&&(e.j=!0,e.g.abort(),e.j=!1),e.l=t,e.o=5,Cn(e),wn(e)}function Cn(e){e.A||(e.A=!0,y(e,`complete`),y(e,`error`))}e.abort=function(e){this.g&&this.h&&(this.h=!1,this.j=!0,this.g.abort(),this.j=!1,this.o=e||7,y(this,`complete`),y(this,`abort`),wn(this))},e.N=function(){this.g&&(this.h&&(this.h=!1,this.j=!0,this.g.abort(),this.j=!1),wn(this,!0)),F.Z.N.call(this)},e.Ca=function(){this.u||(this.B||this.v||this.j?L(this):this.Xa())},e.Xa=function(){L(this)};function L(e){if(e.h&&a!==void 0){if(e.v&&Tn(e)==4)setTimeout(e.Ca.bind(e),0);else if(y(e,`readystatechange`),Tn(e)==4){e.h=!1;try{let a=e.ca();a:switch(a){case 200:case 201:case 202:case 204:case 206:case 304:case 1223:var t=!0;break a;default:t=!1}var n;if(!(n=t)){var r;if(r=a===0){let t=String(e.D).match(w)[1]||null;!t&&o.self&&o.self.location&&(t=o.self.location.protocol.slice(0,-1)),r=!xn.test(t?t.toLowerCase():``)}n=r}if(n)y(e,`complete`),y(e,`success`);else{e.o=6;try{var i=Tn(e)>2?e.g.statusText:``}catch{i=``}e.l=i+` [`+e.ca()+`]`,Cn(e)}}finally{wn(e)}}}}function wn(e,t){if(e.g){e.m&&=(clearTimeout(e.m),null);let n=e.g;e.g=null,t||y(e,`ready`);try{n.onreadystatechange=null}catch{}}}e.isActive=function(){return!!this.g};function Tn(e){return e.g?e.g.readyState:0}e.ca=function(){try{return Tn(this)>2?this.g.status:-1}catch{return-1}},e.la=function(){try{return this.g?this.g.responseText:``}catch{return``}},e.La=function(e){if(this.g){var t=this.g.responseText;return e&&t.indexOf(e)==0&&(t=t.substring(e.length)),Ge(t)}};function En(e){try{if(!e.g)return null;if(`response`in e.g)return e.g.response;switch(e.F){case``:case`text`:return e.g.responseText;case`arraybuffer`:if(`mozResponseArrayBuffer`in e.g)return e.g.mozResponseArrayBuffer}return null}catch{return null}}function Dn(e){let t={};e=(e.g&&Tn(e)>=2&&e.g.getAllResponseHeaders()||``).split(`\r
`);for(let r=0;r<e.length;r++){if(fe(e[r]))continue;var n=_t(e[r]);let i=n[0];if(n=n[1],typeof n!=`string`)continue;n=n.trim();let a=t[i]||[];t[i]=a,a.push(n)}ye(t,function(e){return e.join(`, `)})}e.ya=function(){return this.o},e.Ha=function(){return typeof this.l==`string`?this.l:String(this.l)};function On(e,t,n){return n&&n.internalChannelParams&&n.internalChannelParams[e]||t}function kn(e){this.za=0,this.i=[],this.j=new ot,this.ba=this.na=this.J=this.W=this.g=this.wa=this.G=this.H=this.u=this.U=this.o=null,this.Ya=this.V=0,this.Sa=On(`failFast`,!1,e),this.F=this.C=this.v=this.m=this.l=null,this.X=!0,this.xa=this.K=-1,this.Y=this.A=this.D=0,this.Qa=On(`baseRetryDelayMs`,5e3,e),this.Za=On(`retryDelaySeedMs`,1e4,e),this.Ta=On(`forwardChannelMaxRetries`,2,e),this.va=On(`forwardChannelRequestTimeoutMs`,2e4,e),this.ma=e&&e.xmlHttpFactory||void 0,this.Ua=e&&e.Rb||void 0,this.Aa=e&&e.useFetchStreams||!1,this.O=void 0,this.L=e&&e.supportsCrossDomainXhr||!1,this.M=``,this.h=new x(e&&e.concurrentRequestLimit),this.Ba=new hn,this.S=e&&e.fastHandshake||!1,this.R=e&&e.encodeInitMessageHeaders||!1,this.S&&this.R&&(this.R=!1),this.Ra=e&&e.Pb||!1,e&&e.ua&&this.j.ua(),e&&e.forceLongPolling&&(this.X=!1),this.aa=!this.S&&this.X&&e&&e.detectBufferingProxy||!1,this.ia=void 0,e&&e.longPollingTimeout&&e.longPollingTimeout>0&&(this.ia=e.longPollingTimeout),this.ta=void 0,this.T=0,this.P=!1,this.ja=this.B=null}e=kn.prototype,e.ka=8,e.I=1,e.connect=function(e,t,n,r){b(0),this.W=e,this.H=t||{},n&&r!==void 0&&(this.H.OSID=n,this.H.OAID=r),this.F=this.X,this.J=R(this,null,this.W),Nn(this)};function An(e){if(Mn(e),e.I==3){var t=e.V++,n=T(e.J);if(E(n,`SID`,e.M),E(n,`RID`,t),E(n,`TYPE`,`terminate`),In(e,n),t=new vt(e,e.j,t),t.M=2,t.A=$t(T(n)),n=!1,o.navigator&&o.navigator.sendBeacon)try{n=o.navigator.sendBeacon(t.A.toString(),``)}catch{}!n&&o.Image&&(new Image().src=t.A,n=!0),n||(t.g=z(t.j,null),t.g.ea(t.A)),t.F=Date.now(),Dt(t)}Kn(e)}function jn(e){e.g&&=(Bn(e),e.g.cancel(),null)}function Mn(e){jn(e),e.v&&=(o.clearTimeout(e.v),null),Hn(e),e.h.cancel(),e.m&&=(typeof e.m==`number`&&o.clearTimeout(e.m),null)}function Nn(e){if(!Wt(e.h)&&!e.m){e.m=!0;var t=e.Ea;ae||ce(),oe||=(ae(),!0),se.add(t,e),e.D=0}}function Pn(e,t){return Gt(e.h)>=e.h.j-+!!e.m?!1:e.m?(e.i=t.G.concat(e.i),!0):e.I==1||e.I==2||e.D>=(e.Sa?0:e.Ta)?!1:(e.m=at(l(e.Ea,e,t),Wn(e,e.D)),e.D++,!0)}e.Ea=function(e){if(this.m){if(this.m=null,this.I==1){if(!e){this.V=Math.floor(Math.random()*1e5),e=this.V++;let i=new vt(this,this.j,e),a=this.o;if(this.U&&(a?(a=be(a),xe(a,this.U)):a=this.U),this.u!==null||this.R||(i.J=a,a=null),this.S)a:{for(var t=0,n=0;n<this.i.length;n++){b:{var r=this.i[n];if(`__data__`in r.map&&(r=r.map.__data__,typeof r==`string`)){r=r.length;break b}r=void 0}if(r===void 0)break;if(t+=r,t>4096){t=n;break a}if(t===4096||n===this.i.length-1){t=n+1;break a}}t=1e3}else t=1e3;t=Ln(this,i,t),n=T(this.J),E(n,`RID`,e),E(n,`CVER`,22),this.G&&E(n,`X-HTTP-Session-Id`,this.G),In(this,n),a&&(this.R?t=`headers=`+gt(yn(a))+`&`+t:this.u&&bn(n,this.u,a)),S(this.h,i),this.Ra&&E(n,`TYPE`,`init`),this.S?(E(n,`$req`,t),E(n,`SID`,`null`),i.U=!0,St(i,n,null)):St(i,n,t),this.I=2}}else this.I==3&&(e?Fn(this,e):this.i.length==0||Wt(this.h)||Fn(this))}};function Fn(e,t){var n=t?t.l:e.V++;let r=T(e.J);E(r,`SID`,e.M),E(r,`RID`,n),E(r,`AID`,e.K),In(e,r),e.u&&e.o&&bn(r,e.u,e.o),n=new vt(e,e.j,n,e.D+1),e.u===null&&(n.J=e.o),t&&(e.i=t.G.concat(e.i)),t=Ln(e,n,1e3),n.H=Math.round(e.va*.5)+Math.round(e.va*.5*Math.random()),S(e.h,n),St(n,r,t)}function In(e,t){e.H&&ve(e.H,function(e,n){E(t,n,e)}),e.l&&ve({},function(e,n){E(t,n,e)})}function Ln(e,t,n){n=Math.min(e.i.length,n);let r=e.l?l(e.l.Ka,e.l,e):null;a:{var i=e.i;let t=-1;for(;;){let e=[`count=`+n];t==-1?n>0?(t=i[0].g,e.push(`ofs=`+t)):t=0:e.push(`ofs=`+t);let c=!0;for(let l=0;l<n;l++){var a=i[l].g;let n=i[l].map;if(a-=t,a<0)t=Math.max(0,i[l].g-100),c=!1;else try{a=`req`+a+`_`||``;try{var o=n instanceof Map?n:Object.entries(n);for(let[t,n]of o){let r=n;s(n)&&(r=We(n)),e.push(a+t+`=`+encodeURIComponent(r))}}catch(t){throw e.push(a+`type=_badmap`),t}}catch{r&&r(n)}}if(c){o=e.join(`&`);break a}}o=void 0}return e=e.i.splice(0,n),t.G=e,o}function Rn(e){if(!e.g&&!e.v){e.Y=1;var t=e.Da;ae||ce(),oe||=(ae(),!0),se.add(t,e),e.A=0}}function zn(e){return e.g||e.v||e.A>=3?!1:(e.Y++,e.v=at(l(e.Da,e),Wn(e,e.A)),e.A++,!0)}e.Da=function(){if(this.v=null,Vn(this),this.aa&&!(this.P||this.g==null||this.T<=0)){var e=4*this.T;this.j.info(`BP detection timer enabled: `+e),this.B=at(l(this.Wa,this),e)}},e.Wa=function(){this.B&&(this.B=null,this.j.info(`BP detection timeout reached.`),this.j.info(`Buffering proxy detected and switch to long-polling!`),this.F=!1,this.P=!0,b(10),jn(this),Vn(this))};function Bn(e){e.B!=null&&(o.clearTimeout(e.B),e.B=null)}function Vn(e){e.g=new vt(e,e.j,`rpc`,e.Y),e.u===null&&(e.g.J=e.o),e.g.P=0;var t=T(e.na);E(t,`RID`,`rpc`),E(t,`SID`,e.M),E(t,`AID`,e.K),E(t,`CI`,e.F?`0`:`1`),!e.F&&e.ia&&E(t,`TO`,e.ia),E(t,`TYPE`,`xmlhttp`),In(e,t),e.u&&e.o&&bn(t,e.u,e.o),e.O&&(e.g.H=e.O);var n=e.g;e=e.ba,n.M=1,n.A=$t(T(t)),n.u=null,n.R=!0,Ct(n,e)}e.Va=function(){this.C!=null&&(this.C=null,jn(this),zn(this),b(19))};function Hn(e){e.C!=null&&(o.clearTimeout(e.C),e.C=null)}function Un(e,t){var n=null;if(e.g==t){Hn(e),Bn(e),e.g=null;var r=2}else if(Kt(e.h,t))n=t.G,qt(e.h,t),r=1;else return;if(e.I!=0){if(t.o){if(r==1){n=t.u?t.u.length:0,t=Date.now()-t.F;var i=e.D;r=et(),y(r,new it(r,n)),Nn(e)}else Rn(e)}else if(i=t.m,i==3||i==0&&t.X>0||!(r==1&&Pn(e,t)||r==2&&zn(e)))switch(n&&n.length>0&&(t=e.h,t.i=t.i.concat(n)),i){case 1:Gn(e,5);break;case 4:Gn(e,10);break;case 3:Gn(e,6);break;default:Gn(e,2)}}}function Wn(e,t){let n=e.Qa+Math.floor(Math.random()*e.Za);return e.isActive()||(n*=2),n*t}function Gn(e,t){if(e.j.info(`Error code `+t),t==2){var n=l(e.bb,e),r=e.Ua;let t=!r;r=new Yt(r||`//www.google.com/images/cleardot.gif`),o.location&&o.location.protocol==`http`||Xt(r,`https`),$t(r),t?fn(r.toString(),n):pn(r.toString(),n)}else b(2);e.I=0,e.l&&e.l.pa(t),Kn(e),Mn(e)}e.bb=function(e){e?(this.j.info(`Successfully pinged google.com`),b(2)):(this.j.info(`Failed to ping google.com`),b(1))};function Kn(e){if(e.I=0,e.ja=[],e.l){let t=C(e.h);(t.length!=0||e.i.length!=0)&&(ee(e.ja,t),ee(e.ja,e.i),e.h.i.length=0,p(e.i),e.i.length=0),e.l.oa()}}function R(e,t,n){var r=n instanceof Yt?T(n):new Yt(n);if(r.g!=``)t&&(r.g=t+`.`+r.g),Zt(r,r.u);else{var i=o.location;r=i.protocol,t=t?t+`.`+i.hostname:i.hostname,i=+i.port;let e=new Yt(null);r&&Xt(e,r),t&&(e.g=t),i&&Zt(e,i),n&&(e.h=n),r=e}return n=e.G,t=e.wa,n&&t&&E(r,n,t),E(r,`VER`,e.ka),In(e,r),r}function z(e,t,n){if(t&&!e.L)throw Error(`Can't create secondary domain capable XhrIo object.`);return t=e.Aa&&!e.ma?new F(new gn({ab:n})):new F(e.ma),t.Fa(e.L),t}e.isActive=function(){return!!this.l&&this.l.isActive(this)};function qn(){}e=qn.prototype,e.ra=function(){},e.qa=function(){},e.pa=function(){},e.oa=function(){},e.isActive=function(){return!0},e.Ka=function(){};function Jn(){}Jn.prototype.g=function(e,t){return new B(e,t)};function B(e,t){v.call(this),this.g=new kn(t),this.l=e,this.h=t&&t.messageUrlParams||null,e=t&&t.messageHeaders||null,t&&t.clientProtocolHeaderRequired&&(e?e[`X-Client-Protocol`]=`webchannel`:e={"X-Client-Protocol":`webchannel`}),this.g.o=e,e=t&&t.initMessageHeaders||null,t&&t.messageContentType&&(e?e[`X-WebChannel-Content-Type`]=t.messageContentType:e={"X-WebChannel-Content-Type":t.messageContentType}),t&&t.sa&&(e?e[`X-WebChannel-Client-Profile`]=t.sa:e={"X-WebChannel-Client-Profile":t.sa}),this.g.U=e,(e=t&&t.Qb)&&!fe(e)&&(this.g.u=e),this.A=t&&t.supportsCrossDomainXhr||!1,this.v=t&&t.sendRawJson||!1,(t&&=t.httpSessionIdParam)&&!fe(t)&&(this.g.G=t,e=this.h,e!==null&&t in e&&(e=this.h,t in e&&delete e[t])),this.j=new Zn(this)}d(B,v),B.prototype.m=function(){this.g.l=this.j,this.A&&(this.g.L=!0),this.g.connect(this.l,this.h||void 0)},B.prototype.close=function(){An(this.g)},B.prototype.o=function(e){var t=this.g;if(typeof e==`string`){var n={};n.__data__=e,e=n}else this.v&&(n={},n.__data__=We(e),e=n);t.i.push(new Ut(t.Ya++,e)),t.I==3&&Nn(t)},B.prototype.N=function(){this.g.l=null,delete this.j,An(this.g),delete this.g,B.Z.N.call(this)};function Yn(e){Xe.call(this),e.__headers__&&(this.headers=e.__headers__,this.statusCode=e.__status__,delete e.__headers__,delete e.__status__);var t=e.__sm__;if(t){a:{for(let n in t){e=n;break a}e=void 0}(this.i=e)&&(e=this.i,t=t!==null&&e in t?t[e]:void 0),this.data=t}else this.data=e}d(Yn,Xe);function Xn(){Ze.call(this),this.status=1}d(Xn,Ze);function Zn(e){this.g=e}d(Zn,qn),Zn.prototype.ra=function(){y(this.g,`a`)},Zn.prototype.qa=function(e){y(this.g,new Yn(e))},Zn.prototype.pa=function(e){y(this.g,new Xn)},Zn.prototype.oa=function(){y(this.g,`b`)},Jn.prototype.createWebChannel=Jn.prototype.g,B.prototype.send=B.prototype.o,B.prototype.open=B.prototype.m,B.prototype.close=B.prototype.close,Lt=kt.createWebChannelTransport=function(){return new Jn},It=kt.getStatEventTarget=function(){return et()},Ft=kt.Event=Qe,Pt=kt.Stat={jb:0,mb:1,nb:2,Hb:3,Mb:4,Jb:5,Kb:6,Ib:7,Gb:8,Lb:9,PROXY:10,NOPROXY:11,Eb:12,Ab:13,Bb:14,zb:15,Cb:16,Db:17,fb:18,eb:19,gb:20},ft.NO_ERROR=0,ft.TIMEOUT=8,ft.HTTP_ERROR=6,Nt=kt.ErrorCode=ft,pt.COMPLETE=`complete`,Mt=kt.EventType=pt,Je.EventType=Ye,Ye.OPEN=`a`,Ye.CLOSE=`b`,Ye.ERROR=`c`,Ye.MESSAGE=`d`,v.prototype.listen=v.prototype.J,jt=kt.WebChannel=Je,F.prototype.listenOnce=F.prototype.K,F.prototype.getLastError=F.prototype.Ha,F.prototype.getLastErrorCode=F.prototype.ya,F.prototype.getStatus=F.prototype.ca,F.prototype.getResponseJson=F.prototype.La,F.prototype.getResponseText=F.prototype.la,F.prototype.send=F.prototype.ea,F.prototype.setWithCredentials=F.prototype.Fa,At=kt.XhrIo=F}).apply(Ot===void 0?typeof self<`u`?self:typeof window<`u`?window:{}:Ot);const Rt={compile(e){throw Error(`regular expressions are not bundled (pattern ${e}): see web/src/backend/firebase/no-regex-pipelines.ts`)}};
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var zt=class{constructor(e,t,n){this.alias=e,this.aggregateType=t,this.fieldPath=n}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
let Bt=`12.19.0`;function Vt(e){Bt=e}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const Ht=new Te(`@firebase/firestore`);function Ut(){return Ht.logLevel}function x(e,...t){if(Ht.logLevel<=_.DEBUG){let n=t.map(Kt);Ht.debug(`Firestore (${Bt}): ${e}`,...n)}}function Wt(e,...t){if(Ht.logLevel<=_.ERROR){let n=t.map(Kt);Ht.error(`Firestore (${Bt}): ${e}`,...n)}}function Gt(e,...t){if(Ht.logLevel<=_.WARN){let n=t.map(Kt);Ht.warn(`Firestore (${Bt}): ${e}`,...n)}}function Kt(e){if(typeof e==`string`)return e;try{return function(e){return JSON.stringify(e)}(e)}catch{return e}}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/function S(e,t,n){let r=`Unexpected state`;typeof t==`string`?r=t:n=t,qt(e,r,n)}function qt(e,t,n){let r=`FIRESTORE (${Bt}) INTERNAL ASSERTION FAILED: ${t} (ID: ${e.toString(16)})`;if(n!==void 0)try{r+=` CONTEXT: `+JSON.stringify(n)}catch{r+=` CONTEXT: `+n}throw Wt(r),Error(r)}function C(e,t,n,r){let i=`Unexpected state`;typeof n==`string`?i=n:r=n,e||qt(t,i,r)}function w(e,t){return e}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function Jt(e){let t=typeof self<`u`&&(self.crypto||self.msCrypto),n=new Uint8Array(e);if(t&&typeof t.getRandomValues==`function`)t.getRandomValues(n);else for(let t=0;t<e;t++)n[t]=Math.floor(256*Math.random());return n}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Yt=class{static newId(){let e=``;for(;e.length<20;){let t=Jt(40);for(let n=0;n<t.length;++n)e.length<20&&t[n]<248&&(e+=`ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789`.charAt(t[n]%62))}return e}};function T(e,t){return e<t?-1:+(e>t)}function Xt(e,t){let n=Math.min(e.length,t.length);for(let r=0;r<n;r++){let n=e.charAt(r),i=t.charAt(r);if(n!==i)return Zt(n)===Zt(i)?T(n,i):Zt(n)?1:-1}return T(e.length,t.length)}function Zt(e){let t=e.charCodeAt(0);return t>=55296&&t<=57343}function Qt(e,t,n){return e.length===t.length&&e.every(((e,r)=>n(e,t[r])))}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var E=class e{constructor(e,t){this.comparator=e,this.root=t||en.EMPTY}insert(t,n){return new e(this.comparator,this.root.insert(t,n,this.comparator).copy(null,null,en.BLACK,null,null))}remove(t){return new e(this.comparator,this.root.remove(t,this.comparator).copy(null,null,en.BLACK,null,null))}get(e){let t=this.root;for(;!t.isEmpty();){let n=this.comparator(e,t.key);if(n===0)return t.value;n<0?t=t.left:n>0&&(t=t.right)}return null}indexOf(e){let t=0,n=this.root;for(;!n.isEmpty();){let r=this.comparator(e,n.key);if(r===0)return t+n.left.size;r<0?n=n.left:(t+=n.left.size+1,n=n.right)}return-1}isEmpty(){return this.root.isEmpty()}get size(){return this.root.size}minKey(){return this.root.minKey()}maxKey(){return this.root.maxKey()}inorderTraversal(e){return this.root.inorderTraversal(e)}forEach(e){this.inorderTraversal(((t,n)=>(e(t,n),!1)))}toString(){let e=[];return this.inorderTraversal(((t,n)=>(e.push(`${t}:${n}`),!1))),`{${e.join(`, `)}}`}reverseTraversal(e){return this.root.reverseTraversal(e)}getIterator(){return new $t(this.root,null,this.comparator,!1)}getIteratorFrom(e){return new $t(this.root,e,this.comparator,!1)}getReverseIterator(){return new $t(this.root,null,this.comparator,!0)}getReverseIteratorFrom(e){return new $t(this.root,e,this.comparator,!0)}},$t=class{constructor(e,t,n,r){this.isReverse=r,this.nodeStack=[];let i=1;for(;!e.isEmpty();)if(i=t?n(e.key,t):1,t&&r&&(i*=-1),i<0)e=this.isReverse?e.left:e.right;else{if(i===0){this.nodeStack.push(e);break}this.nodeStack.push(e),e=this.isReverse?e.right:e.left}}getNext(){let e=this.nodeStack.pop(),t={key:e.key,value:e.value};if(this.isReverse)for(e=e.left;!e.isEmpty();)this.nodeStack.push(e),e=e.right;else for(e=e.right;!e.isEmpty();)this.nodeStack.push(e),e=e.left;return t}hasNext(){return this.nodeStack.length>0}peek(){if(this.nodeStack.length===0)return null;let e=this.nodeStack[this.nodeStack.length-1];return{key:e.key,value:e.value}}},en=class e{constructor(t,n,r,i,a){this.key=t,this.value=n,this.color=r??e.RED,this.left=i??e.EMPTY,this.right=a??e.EMPTY,this.size=this.left.size+1+this.right.size}copy(t,n,r,i,a){return new e(t??this.key,n??this.value,r??this.color,i??this.left,a??this.right)}isEmpty(){return!1}inorderTraversal(e){return this.left.inorderTraversal(e)||e(this.key,this.value)||this.right.inorderTraversal(e)}reverseTraversal(e){return this.right.reverseTraversal(e)||e(this.key,this.value)||this.left.reverseTraversal(e)}min(){return this.left.isEmpty()?this:this.left.min()}minKey(){return this.min().key}maxKey(){return this.right.isEmpty()?this.key:this.right.maxKey()}insert(e,t,n){let r=this,i=n(e,r.key);return r=i<0?r.copy(null,null,null,r.left.insert(e,t,n),null):i===0?r.copy(null,t,null,null,null):r.copy(null,null,null,null,r.right.insert(e,t,n)),r.fixUp()}removeMin(){if(this.left.isEmpty())return e.EMPTY;let t=this;return t.left.isRed()||t.left.left.isRed()||(t=t.moveRedLeft()),t=t.copy(null,null,null,t.left.removeMin(),null),t.fixUp()}remove(t,n){let r,i=this;if(n(t,i.key)<0)i.left.isEmpty()||i.left.isRed()||i.left.left.isRed()||(i=i.moveRedLeft()),i=i.copy(null,null,null,i.left.remove(t,n),null);else{if(i.left.isRed()&&(i=i.rotateRight()),i.right.isEmpty()||i.right.isRed()||i.right.left.isRed()||(i=i.moveRedRight()),n(t,i.key)===0){if(i.right.isEmpty())return e.EMPTY;r=i.right.min(),i=i.copy(r.key,r.value,null,null,i.right.removeMin())}i=i.copy(null,null,null,null,i.right.remove(t,n))}return i.fixUp()}isRed(){return this.color}fixUp(){let e=this;return e.right.isRed()&&!e.left.isRed()&&(e=e.rotateLeft()),e.left.isRed()&&e.left.left.isRed()&&(e=e.rotateRight()),e.left.isRed()&&e.right.isRed()&&(e=e.colorFlip()),e}moveRedLeft(){let e=this.colorFlip();return e.right.left.isRed()&&(e=e.copy(null,null,null,null,e.right.rotateRight()),e=e.rotateLeft(),e=e.colorFlip()),e}moveRedRight(){let e=this.colorFlip();return e.left.left.isRed()&&(e=e.rotateRight(),e=e.colorFlip()),e}rotateLeft(){let t=this.copy(null,null,e.RED,null,this.right.left);return this.right.copy(null,null,this.color,t,null)}rotateRight(){let t=this.copy(null,null,e.RED,this.left.right,null);return this.left.copy(null,null,this.color,null,t)}colorFlip(){let e=this.left.copy(null,null,!this.left.color,null,null),t=this.right.copy(null,null,!this.right.color,null,null);return this.copy(null,null,!this.color,e,t)}checkMaxDepth(){return 2**this.check()<=this.size+1}check(){if(this.isRed()&&this.left.isRed())throw S(43730,{key:this.key,value:this.value});if(this.right.isRed())throw S(14113,{key:this.key,value:this.value});let e=this.left.check();if(e!==this.right.check())throw S(27949);return e+ +!this.isRed()}};en.EMPTY=null,en.RED=!0,en.BLACK=!1,en.EMPTY=new class{constructor(){this.size=0}get key(){throw S(57766)}get value(){throw S(16141)}get color(){throw S(16727)}get left(){throw S(29726)}get right(){throw S(36894)}copy(e,t,n,r,i){return this}insert(e,t,n){return new en(e,t)}remove(e,t){return this}isEmpty(){return!0}inorderTraversal(e){return!1}reverseTraversal(e){return!1}minKey(){return null}maxKey(){return null}isRed(){return!1}checkMaxDepth(){return!0}check(){return 0}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var D=class e{constructor(e){this.comparator=e,this.data=new E(this.comparator)}has(e){return this.data.get(e)!==null}first(){return this.data.minKey()}last(){return this.data.maxKey()}get size(){return this.data.size}indexOf(e){return this.data.indexOf(e)}forEach(e){this.data.inorderTraversal(((t,n)=>(e(t),!1)))}forEachInRange(e,t){let n=this.data.getIteratorFrom(e[0]);for(;n.hasNext();){let r=n.getNext();if(this.comparator(r.key,e[1])>=0)return;t(r.key)}}forEachWhile(e,t){let n;for(n=t===void 0?this.data.getIterator():this.data.getIteratorFrom(t);n.hasNext();)if(!e(n.getNext().key))return}firstAfterOrEqual(e){let t=this.data.getIteratorFrom(e);return t.hasNext()?t.getNext().key:null}getIterator(){return new tn(this.data.getIterator())}getIteratorFrom(e){return new tn(this.data.getIteratorFrom(e))}add(e){return this.copy(this.data.remove(e).insert(e,!0))}delete(e){return this.has(e)?this.copy(this.data.remove(e)):this}isEmpty(){return this.data.isEmpty()}unionWith(e){let t=this;return t.size<e.size&&(t=e,e=this),e.forEach((e=>{t=t.add(e)})),t}isEqual(t){if(!(t instanceof e)||this.size!==t.size)return!1;let n=this.data.getIterator(),r=t.data.getIterator();for(;n.hasNext();){let e=n.getNext().key,t=r.getNext().key;if(this.comparator(e,t)!==0)return!1}return!0}toArray(){let e=[];return this.forEach((t=>{e.push(t)})),e}toString(){let e=[];return this.forEach((t=>e.push(t))),`SortedSet(`+e.toString()+`)`}copy(t){let n=new e(this.comparator);return n.data=t,n}},tn=class{constructor(e){this.iter=e}getNext(){return this.iter.getNext().key}hasNext(){return this.iter.hasNext()}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const O={OK:`ok`,CANCELLED:`cancelled`,UNKNOWN:`unknown`,INVALID_ARGUMENT:`invalid-argument`,DEADLINE_EXCEEDED:`deadline-exceeded`,NOT_FOUND:`not-found`,ALREADY_EXISTS:`already-exists`,PERMISSION_DENIED:`permission-denied`,UNAUTHENTICATED:`unauthenticated`,RESOURCE_EXHAUSTED:`resource-exhausted`,FAILED_PRECONDITION:`failed-precondition`,ABORTED:`aborted`,OUT_OF_RANGE:`out-of-range`,UNIMPLEMENTED:`unimplemented`,INTERNAL:`internal`,UNAVAILABLE:`unavailable`,DATA_LOSS:`data-loss`};var k=class extends se{constructor(e,t){super(e,t),this.code=e,this.message=t,this.toString=()=>`${this.name}: [code=${this.code}]: ${this.message}`}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const nn=`__name__`;var rn=class e{constructor(e,t,n){t===void 0?t=0:t>e.length&&S(637,{offset:t,range:e.length}),n===void 0?n=e.length-t:n>e.length-t&&S(1746,{length:n,range:e.length-t}),this.segments=e,this.offset=t,this.len=n}get length(){return this.len}isEqual(t){return e.comparator(this,t)===0}child(t){let n=this.segments.slice(this.offset,this.limit());return t instanceof e?t.forEach((e=>{n.push(e)})):n.push(t),this.construct(n)}limit(){return this.offset+this.length}popFirst(e){return e=e===void 0?1:e,this.construct(this.segments,this.offset+e,this.length-e)}popLast(){return this.construct(this.segments,this.offset,this.length-1)}firstSegment(){return this.segments[this.offset]}lastSegment(){return this.get(this.length-1)}get(e){return this.segments[this.offset+e]}isEmpty(){return this.length===0}isPrefixOf(e){if(e.length<this.length)return!1;for(let t=0;t<this.length;t++)if(this.get(t)!==e.get(t))return!1;return!0}isImmediateParentOf(e){if(this.length+1!==e.length)return!1;for(let t=0;t<this.length;t++)if(this.get(t)!==e.get(t))return!1;return!0}forEach(e){for(let t=this.offset,n=this.limit();t<n;t++)e(this.segments[t])}toArray(){return this.segments.slice(this.offset,this.limit())}static comparator(t,n){let r=Math.min(t.length,n.length);for(let i=0;i<r;i++){let r=e.compareSegments(t.get(i),n.get(i));if(r!==0)return r}return T(t.length,n.length)}static compareSegments(t,n){let r=e.isNumericId(t),i=e.isNumericId(n);return r&&!i?-1:!r&&i?1:r&&i?e.extractNumericId(t).compare(e.extractNumericId(n)):Xt(t,n)}static isNumericId(e){return e.startsWith(`__id`)&&e.endsWith(`__`)}static extractNumericId(e){return Et.fromString(e.substring(4,e.length-2))}},A=class e extends rn{construct(t,n,r){return new e(t,n,r)}canonicalString(){return this.toArray().join(`/`)}toString(){return this.canonicalString()}toStringWithLeadingSlash(){return`/${this.canonicalString()}`}toUriEncodedString(){return this.toArray().map(encodeURIComponent).join(`/`)}static fromString(...t){let n=[];for(let e of t){if(e.indexOf(`//`)>=0)throw new k(O.INVALID_ARGUMENT,`Invalid segment (${e}). Paths must not contain // in them.`);n.push(...e.split(`/`).filter((e=>e.length>0)))}return new e(n)}static emptyPath(){return new e([])}};const an=/^[_a-zA-Z][_a-zA-Z0-9]*$/;let j=class e extends rn{construct(t,n,r){return new e(t,n,r)}static isValidIdentifier(e){return an.test(e)}canonicalString(){return this.toArray().map((t=>(t=t.replace(/\\/g,`\\\\`).replace(/`/g,"\\`"),e.isValidIdentifier(t)||(t="`"+t+"`"),t))).join(`.`)}toString(){return this.canonicalString()}isKeyField(){return this.length===1&&this.get(0)===nn}static keyField(){return new e([nn])}static fromServerFormat(t){let n=[],r=``,i=0,a=()=>{if(r.length===0)throw new k(O.INVALID_ARGUMENT,`Invalid field path (${t}). Paths must not be empty, begin with '.', end with '.', or contain '..'`);n.push(r),r=``},o=!1;for(;i<t.length;){let e=t[i];if(e===`\\`){if(i+1===t.length)throw new k(O.INVALID_ARGUMENT,`Path has trailing escape character: `+t);let e=t[i+1];if(e!==`\\`&&e!==`.`&&e!=="`")throw new k(O.INVALID_ARGUMENT,`Path has invalid escape sequence: `+t);r+=e,i+=2}else e==="`"?(o=!o,i++):e!==`.`||o?(r+=e,i++):(a(),i++)}if(a(),o)throw new k(O.INVALID_ARGUMENT,"Unterminated ` in path: "+t);return new e(n)}static emptyPath(){return new e([])}};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var on=class e{constructor(e){this.fields=e,e.sort(j.comparator)}static empty(){return new e([])}unionWith(t){let n=new D(j.comparator);for(let e of this.fields)n=n.add(e);for(let e of t)n=n.add(e);return new e(n.toArray())}covers(e){for(let t of this.fields)if(t.isPrefixOf(e))return!0;return!1}isEqual(e){return Qt(this.fields,e.fields,((e,t)=>e.isEqual(t)))}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/function sn(e){let t=0;for(let n in e)Object.prototype.hasOwnProperty.call(e,n)&&t++;return t}function cn(e,t){for(let n in e)Object.prototype.hasOwnProperty.call(e,n)&&t(n,e[n])}function ln(e,t){let n=[];for(let r in e)Object.prototype.hasOwnProperty.call(e,r)&&n.push(t(e[r],r,e));return n}function un(e){for(let t in e)if(Object.prototype.hasOwnProperty.call(e,t))return!1;return!0}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var M=class e{constructor(e){this.path=e}static fromPath(t){return new e(A.fromString(t))}static fromName(t){return new e(A.fromString(t).popFirst(5))}static empty(){return new e(A.emptyPath())}get collectionGroup(){return this.path.popLast().lastSegment()}hasCollectionId(e){return this.path.length>=2&&this.path.get(this.path.length-2)===e}getCollectionGroup(){return this.path.get(this.path.length-2)}getCollectionPath(){return this.path.popLast()}isEqual(e){return e!==null&&A.comparator(this.path,e.path)===0}toString(){return this.path.toString()}static comparator(e,t){return A.comparator(e.path,t.path)}static isDocumentKey(e){return e.length%2==0}static fromSegments(t){return new e(new A(t.slice()))}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/function dn(e,t,n){if(!n)throw new k(O.INVALID_ARGUMENT,`Function ${e}() cannot be called with an empty ${t}.`)}function fn(e,t,n,r){if(!0===t&&!0===r)throw new k(O.INVALID_ARGUMENT,`${e} and ${n} cannot be used together.`)}function pn(e){if(!M.isDocumentKey(e))throw new k(O.INVALID_ARGUMENT,`Invalid document reference. Document references must have an even number of segments, but ${e} has ${e.length}.`)}function mn(e){if(M.isDocumentKey(e))throw new k(O.INVALID_ARGUMENT,`Invalid collection reference. Collection references must have an odd number of segments, but ${e} has ${e.length}.`)}function hn(e){return typeof e==`object`&&!!e&&(Object.getPrototypeOf(e)===Object.prototype||Object.getPrototypeOf(e)===null)}function gn(e){if(e===void 0)return`undefined`;if(e===null)return`null`;if(typeof e==`string`)return e.length>20&&(e=`${e.substring(0,20)}...`),JSON.stringify(e);if(typeof e==`number`||typeof e==`boolean`)return``+e;if(typeof e==`object`){if(e instanceof Array)return`an array`;{let t=function(e){return e.constructor?e.constructor.name:null}(e);return t?`a custom ${t} object`:`an object`}}return typeof e==`function`?`a function`:S(12329,{type:typeof e})}function N(e,t){if(`_delegate`in e&&(e=e._delegate),!(e instanceof t)){if(t.name===e.constructor.name)throw new k(O.INVALID_ARGUMENT,`Type does not match the expected instance. Did you pass a reference from a different Firestore SDK?`);{let n=gn(e);throw new k(O.INVALID_ARGUMENT,`Expected type '${t.name}', but it was: ${n}`)}}return e}function _n(e,t){if(t<=0)throw new k(O.INVALID_ARGUMENT,`Function ${e}() requires a positive number, but it was: ${t}.`)}
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function P(e,t){let n={typeString:e};return t&&(n.value=t),n}function vn(e,t){if(!hn(e))throw new k(O.INVALID_ARGUMENT,`JSON must be an object`);let n;for(let r in t)if(t[r]){let i=t[r].typeString,a=`value`in t[r]?{value:t[r].value}:void 0;if(!(r in e)){n=`JSON missing required field: '${r}'`;break}let o=e[r];if(i&&typeof o!==i){n=`JSON field '${r}' must be a ${i}.`;break}if(a!==void 0&&o!==a.value){n=`Expected '${r}' field to equal '${a.value}'`;break}}if(n)throw new k(O.INVALID_ARGUMENT,n);return!0}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const yn=-62135596800,bn=1e6;var F=class e{static now(){return e.fromMillis(Date.now())}static fromDate(t){return e.fromMillis(t.getTime())}static fromMillis(t){let n=Math.floor(t/1e3),r=Math.floor((t-1e3*n)*bn);return new e(n,r)}static fromInstant(t){if(!t||typeof t.t!=`bigint`)throw new k(O.INVALID_ARGUMENT,`Invalid Temporal.Instant object provided.`);return e._fromEpochNanoseconds(t.t)}static _fromEpochNanoseconds(t){let n,r;if(t>=0n)n=Number(t/1000000000n),r=Number(t%1000000000n);else{let e=t%1000000000n;e===0n?(n=Number(t/1000000000n),r=0):(n=Number(t/1000000000n-1n),r=Number(e+1000000000n))}return new e(n,r)}constructor(e,t){if(this.seconds=e,this.nanoseconds=t,t<0||t>=1e9)throw new k(O.INVALID_ARGUMENT,`Timestamp nanoseconds out of range: `+t);if(e<yn||e>=253402300800)throw new k(O.INVALID_ARGUMENT,`Timestamp seconds out of range: `+e)}toDate(){return new Date(this.toMillis())}toMillis(){return 1e3*this.seconds+this.nanoseconds/bn}toInstant(){if(typeof Temporal>`u`||!Temporal.Instant)throw new k(O.FAILED_PRECONDITION,`The Temporal object is not available in the current environment.`);let e=1000000000n*BigInt(this.seconds)+BigInt(this.nanoseconds);return Temporal.Instant.__PRIVATE_fromEpochNanoseconds(e)}_compareTo(e){return this.seconds===e.seconds?T(this.nanoseconds,e.nanoseconds):T(this.seconds,e.seconds)}isEqual(e){return e.seconds===this.seconds&&e.nanoseconds===this.nanoseconds}toString(){return`Timestamp(seconds=`+this.seconds+`, nanoseconds=`+this.nanoseconds+`)`}toJSON(){return{type:e._jsonSchemaVersion,seconds:this.seconds,nanoseconds:this.nanoseconds}}static fromJSON(t){if(vn(t,e._jsonSchema))return new e(t.seconds,t.nanoseconds)}valueOf(){let e=this.seconds-yn;return String(e).padStart(12,`0`)+`.`+String(this.nanoseconds).padStart(9,`0`)}};F._jsonSchemaVersion=`firestore/timestamp/1.0`,F._jsonSchema={type:P(`string`,F._jsonSchemaVersion),seconds:P(`number`),nanoseconds:P(`number`)};
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var xn=class extends Error{constructor(){super(...arguments),this.name=`Base64DecodeError`}},I=class e{constructor(e){
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.binaryString=e}static fromBase64String(t){let n=function(e){try{return atob(e)}catch(e){throw typeof DOMException<`u`&&e instanceof DOMException?new xn(`Invalid base64 string: `+e):e}}(t);return new e(n)}static fromUint8Array(t){let n=function(e){let t=``;for(let n=0;n<e.length;++n)t+=String.fromCharCode(e[n]);return t}(t);return new e(n)}[Symbol.iterator](){let e=0;return{next:()=>e<this.binaryString.length?{value:this.binaryString.charCodeAt(e++),done:!1}:{value:void 0,done:!0}}}toBase64(){return function(e){return btoa(e)}(this.binaryString)}toUint8Array(){return function(e){let t=new Uint8Array(e.length);for(let n=0;n<e.length;n++)t[n]=e.charCodeAt(n);return t}(this.binaryString)
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
}approximateByteSize(){return 2*this.binaryString.length}compareTo(e){return T(this.binaryString,e.binaryString)}isEqual(e){return this.binaryString===e.binaryString}};I.EMPTY_BYTE_STRING=new I(``);const Sn=/* @__PURE__ */ new RegExp(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.(\d+))?Z$/);function Cn(e){if(C(!!e,39018),typeof e==`string`){let t=0,n=Sn.exec(e);if(C(!!n,46558,{timestamp:e}),n[1]){let e=n[1];e=(e+`000000000`).substr(0,9),t=Number(e)}let r=new Date(e);return{seconds:Math.floor(r.getTime()/1e3),nanos:t}}return{seconds:L(e.seconds),nanos:L(e.nanos)}}function L(e){return typeof e==`number`?e:typeof e==`string`?Number(e):0}function wn(e){return typeof e==`string`?I.fromBase64String(e):I.fromUint8Array(e)}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const Tn=`server_timestamp`,En=`__type__`,Dn=`__previous_value__`,On=`__local_write_time__`;function kn(e){return(e?.mapValue?.fields||{})[En]?.stringValue===Tn}function An(e){let t=e.mapValue.fields[Dn];return kn(t)?An(t):t}function jn(e){let t=Cn(e.mapValue.fields[On].timestampValue);return new F(t.seconds,t.nanos)}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/var Mn=class{constructor(e,t,n,r,i,a,o,s,c,l,u,d,f){this.databaseId=e,this.appId=t,this.persistenceKey=n,this.host=r,this.ssl=i,this.forceLongPolling=a,this.autoDetectLongPolling=o,this.longPollingOptions=s,this.useFetchStreams=c,this.isUsingEmulator=l,this.apiKey=u,this._customHeaders=d,this.grpcFlowControlWindow=f}};const Nn=`(default)`;var Pn=class e{constructor(e,t){this.projectId=e,this.database=t||Nn}static empty(){return new e(``,``)}get isDefaultDatabase(){return this.database===Nn}isEqual(t){return t instanceof e&&t.projectId===this.projectId&&t.database===this.database}};function Fn(e,t){if(!Object.prototype.hasOwnProperty.apply(e.options,[`projectId`]))throw new k(O.INVALID_ARGUMENT,`"projectId" not provided in firebase.initializeApp.`);return new Pn(e.options.projectId,t)}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function In(e){return e==null}function Ln(e){return e===0&&1/e==-1/0}function Rn(e){return typeof e==`number`&&Number.isInteger(e)&&!Ln(e)&&e<=2**53-1&&e>=-(2**53-1)}function zn(e){return typeof e==`string`}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const Bn=`__type__`,Vn=`__max__`,Hn={mapValue:{fields:{__type__:{stringValue:Vn}}}},Un=`__vector__`,Wn=`value`,Gn={nullValue:`NULL_VALUE`},Kn={booleanValue:!0},R={booleanValue:!1};function z(e){return`nullValue`in e?0:`booleanValue`in e?1:`integerValue`in e||`doubleValue`in e?2:`timestampValue`in e?3:`stringValue`in e?5:`bytesValue`in e?6:`referenceValue`in e?7:`geoPointValue`in e?8:`arrayValue`in e?9:`mapValue`in e?kn(e)?4:dr(e)?9007199254740991:cr(e)?10:11:S(28295,{value:e})}function qn(e,t,n){if(e===t)return!0;let r=z(e);if(r!==z(t))return!1;switch(r){case 0:case 9007199254740991:return!0;case 1:return e.booleanValue===t.booleanValue;case 4:return jn(e).isEqual(jn(t));case 3:return function(e,t){if(typeof e.timestampValue==`string`&&typeof t.timestampValue==`string`&&e.timestampValue.length===t.timestampValue.length)return e.timestampValue===t.timestampValue;let n=Cn(e.timestampValue),r=Cn(t.timestampValue);return n.seconds===r.seconds&&n.nanos===r.nanos}(e,t);case 5:return e.stringValue===t.stringValue;case 6:return function(e,t){return wn(e.bytesValue).isEqual(wn(t.bytesValue))}(e,t);case 7:return e.referenceValue===t.referenceValue;case 8:return function(e,t){return L(e.geoPointValue.latitude)===L(t.geoPointValue.latitude)&&L(e.geoPointValue.longitude)===L(t.geoPointValue.longitude)}(e,t);case 2:return function(e,t,n){if(`integerValue`in e&&`integerValue`in t)return L(e.integerValue)===L(t.integerValue);let r,i;if(`doubleValue`in e&&`doubleValue`in t)r=L(e.doubleValue),i=L(t.doubleValue);else{if(!n?.i)return!1;r=L(e.integerValue??e.doubleValue),i=L(t.integerValue??t.doubleValue)}return r===i?!!n?.o||Ln(r)===Ln(i):!!(n===void 0||n.u)&&isNaN(r)&&isNaN(i)}(e,t,n);case 9:return Qt(e.arrayValue.values||[],t.arrayValue.values||[],((e,t)=>qn(e,t,n)));case 10:case 11:return function(e,t,n){let r=e.mapValue.fields||{},i=t.mapValue.fields||{};if(sn(r)!==sn(i))return!1;for(let e in r)if(r.hasOwnProperty(e)&&(i[e]===void 0||!qn(r[e],i[e],n)))return!1;return!0}(e,t,n);default:return S(52216,{left:e})}}function Jn(e,t){return(e.values||[]).find((e=>qn(e,t)))!==void 0}function B(e,t){if(e===t)return 0;let n=z(e),r=z(t);if(n!==r)return T(n,r);switch(n){case 0:case 9007199254740991:return 0;case 1:return T(e.booleanValue,t.booleanValue);case 2:return function(e,t){let n=L(e.integerValue||e.doubleValue),r=L(t.integerValue||t.doubleValue);return n<r?-1:n>r?1:n===r?0:isNaN(n)?isNaN(r)?0:-1:1}(e,t);case 3:return Yn(e.timestampValue,t.timestampValue);case 4:return Yn(jn(e),jn(t));case 5:return Xt(e.stringValue,t.stringValue);case 6:return function(e,t){let n=wn(e),r=wn(t);return n.compareTo(r)}(e.bytesValue,t.bytesValue);case 7:return function(e,t){let n=e.split(`/`),r=t.split(`/`);for(let e=0;e<n.length&&e<r.length;e++){let t=T(n[e],r[e]);if(t!==0)return t}return T(n.length,r.length)}(e.referenceValue,t.referenceValue);case 8:return function(e,t){let n=T(L(e.latitude),L(t.latitude));return n===0?T(L(e.longitude),L(t.longitude)):n}(e.geoPointValue,t.geoPointValue);case 9:return Xn(e.arrayValue,t.arrayValue);case 10:return function(e,t){let n=e.fields||{},r=t.fields||{},i=n[Wn]?.arrayValue,a=r[Wn]?.arrayValue,o=T(i?.values?.length||0,a?.values?.length||0);return o===0?Xn(i,a):o}(e.mapValue,t.mapValue);case 11:return function(e,t){if(e===Hn.mapValue&&t===Hn.mapValue)return 0;if(e===Hn.mapValue)return 1;if(t===Hn.mapValue)return-1;let n=e.fields||{},r=Object.keys(n),i=t.fields||{},a=Object.keys(i);r.sort(),a.sort();for(let e=0;e<r.length&&e<a.length;++e){let t=Xt(r[e],a[e]);if(t!==0)return t;let o=B(n[r[e]],i[a[e]]);if(o!==0)return o}return T(r.length,a.length)}(e.mapValue,t.mapValue);default:throw S(23264,{l:n})}}function Yn(e,t){if(typeof e==`string`&&typeof t==`string`&&e.length===t.length)return T(e,t);let n=Cn(e),r=Cn(t),i=T(n.seconds,r.seconds);return i===0?T(n.nanos,r.nanos):i}function Xn(e,t){let n=e.values||[],r=t.values||[];for(let e=0;e<n.length&&e<r.length;++e){let t=B(n[e],r[e]);if(t!==void 0&&t!==0)return t}return T(n.length,r.length)}function Zn(e){return Qn(e)}function Qn(e){return`nullValue`in e?`null`:`booleanValue`in e?``+e.booleanValue:`integerValue`in e?``+e.integerValue:`doubleValue`in e?``+e.doubleValue:`timestampValue`in e?function(e){let t=Cn(e);return`time(${t.seconds},${t.nanos})`}(e.timestampValue):`stringValue`in e?e.stringValue:`bytesValue`in e?function(e){return wn(e).toBase64()}(e.bytesValue):`referenceValue`in e?function(e){return M.fromName(e).toString()}(e.referenceValue):`geoPointValue`in e?function(e){return`geo(${e.latitude},${e.longitude})`}(e.geoPointValue):`arrayValue`in e?function(e){let t=`[`,n=!0;for(let r of e.values||[])n?n=!1:t+=`,`,t+=Qn(r);return t+`]`}(e.arrayValue):`mapValue`in e?function(e){let t=Object.keys(e.fields||{}).sort(),n=`{`,r=!0;for(let i of t)r?r=!1:n+=`,`,n+=`${i}:${Qn(e.fields[i])}`;return n+`}`}(e.mapValue):S(61005,{value:e})}function $n(e){switch(z(e)){case 0:case 1:return 4;case 2:return 8;case 3:case 8:return 16;case 4:let t=An(e);return t?16+$n(t):16;case 5:return 2*e.stringValue.length;case 6:return wn(e.bytesValue).approximateByteSize();case 7:return e.referenceValue.length;case 9:return function(e){return(e.values||[]).reduce(((e,t)=>e+$n(t)),0)}(e.arrayValue);case 10:case 11:return function(e){let t=0;return cn(e.fields,((e,n)=>{t+=e.length+$n(n)})),t}(e.mapValue);default:throw S(13486,{value:e})}}function er(e,t){return{referenceValue:`projects/${e.projectId}/databases/${e.database}/documents/${t.path.canonicalString()}`}}function tr(e){return!!e&&`integerValue`in e}function nr(e){return!!e&&`doubleValue`in e}function rr(e){return tr(e)||nr(e)}function ir(e){return!!e&&`arrayValue`in e}function ar(e){return!!e&&`nullValue`in e}function or(e){return!!e&&`doubleValue`in e&&isNaN(Number(e.doubleValue))}function sr(e){return!!e&&`mapValue`in e}function cr(e){return(e?.mapValue?.fields||{})[Bn]?.stringValue===Un}function lr(e){return(e?.mapValue?.fields||{})[Wn]?.arrayValue}function ur(e){if(e.geoPointValue)return{geoPointValue:{...e.geoPointValue}};if(e.timestampValue&&typeof e.timestampValue==`object`)return{timestampValue:{...e.timestampValue}};if(e.mapValue){let t={mapValue:{fields:{}}};return cn(e.mapValue.fields,((e,n)=>t.mapValue.fields[e]=ur(n))),t}if(e.arrayValue){let t={arrayValue:{values:[]}};for(let n=0;n<(e.arrayValue.values||[]).length;++n)t.arrayValue.values[n]=ur(e.arrayValue.values[n]);return t}return{...e}}function dr(e){return(((e.mapValue||{}).fields||{}).__type__||{}).stringValue===Vn}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var fr=class e{constructor(e){this.value=e}static empty(){return new e({mapValue:{}})}field(e){if(e.isEmpty())return this.value;{let t=this.value;for(let n=0;n<e.length-1;++n)if(t=(t.mapValue.fields||{})[e.get(n)],!sr(t))return null;return t=(t.mapValue.fields||{})[e.lastSegment()],t||null}}set(e,t){this.getFieldsMap(e.popLast())[e.lastSegment()]=ur(t)}setAll(e){let t=j.emptyPath(),n={},r=[];e.forEach(((e,i)=>{if(!t.isImmediateParentOf(i)){let e=this.getFieldsMap(t);this.applyChanges(e,n,r),n={},r=[],t=i.popLast()}e?n[i.lastSegment()]=ur(e):r.push(i.lastSegment())}));let i=this.getFieldsMap(t);this.applyChanges(i,n,r)}delete(e){let t=this.field(e.popLast());sr(t)&&t.mapValue.fields&&delete t.mapValue.fields[e.lastSegment()]}isEqual(e){return qn(this.value,e.value)}getFieldsMap(e){let t=this.value;t.mapValue.fields||(t.mapValue={fields:{}});for(let n=0;n<e.length;++n){let r=t.mapValue.fields[e.get(n)];sr(r)&&r.mapValue.fields||(r={mapValue:{fields:{}}},t.mapValue.fields[e.get(n)]=r),t=r}return t.mapValue.fields}applyChanges(e,t,n){cn(t,((t,n)=>e[t]=n));for(let t of n)delete e[t]}clone(){return new e(ur(this.value))}};function pr(e){let t=[];return cn(e.fields,((e,n)=>{let r=new j([e]);if(sr(n)){let e=pr(n.mapValue).fields;if(e.length===0)t.push(r);else for(let n of e)t.push(r.child(n))}else t.push(r)})),new on(t)}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function mr(e,t){if(e.useProto3Json){if(isNaN(t))return{doubleValue:`NaN`};if(t===1/0)return{doubleValue:`Infinity`};if(t===-1/0)return{doubleValue:`-Infinity`}}return{doubleValue:Ln(t)?`-0`:t}}function hr(e){return{integerValue:``+e}}function gr(e,t,n){return Rn(t)?hr(t):mr(e,t)}
/**
* @license
* Copyright 2018 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var _r=class{constructor(){this._=void 0}};function vr(e,t,n){return e instanceof xr?function(e,t){let n={fields:{[En]:{stringValue:Tn},[On]:{timestampValue:{seconds:e.seconds,nanos:e.nanoseconds}}}};return t&&kn(t)&&(t=An(t)),t&&(n.fields[Dn]=t),{mapValue:n}}(n,t):e instanceof Sr?Cr(e,t):e instanceof wr?Tr(e,t):e instanceof Dr?function(e,t){let n=br(e,t),r=jr(n)+jr(e.h);return tr(n)&&tr(e.h)?hr(r):mr(e.serializer,r)}(e,t):e instanceof Or?function(e,t){return Ar(e,t,Math.min)}(e,t):e instanceof kr?function(e,t){return Ar(e,t,Math.max)}(e,t):void 0}function yr(e,t,n){return e instanceof Sr?Cr(e,t):e instanceof wr?Tr(e,t):n}function br(e,t){return e instanceof Dr?rr(t)?t:{integerValue:0}:null}var xr=class extends _r{},Sr=class extends _r{constructor(e){super(),this.elements=e}};function Cr(e,t){let n=Mr(t);for(let t of e.elements)n.some((e=>qn(e,t)))||n.push(t);return{arrayValue:{values:n}}}var wr=class extends _r{constructor(e){super(),this.elements=e}};function Tr(e,t){let n=Mr(t);for(let t of e.elements)n=n.filter((e=>!qn(e,t)));return{arrayValue:{values:n}}}var Er=class extends _r{constructor(e,t){super(),this.serializer=e,this.h=t}},Dr=class extends Er{},Or=class extends Er{},kr=class extends Er{};function Ar(e,t,n){if(!rr(t))return e.h;let r=n(jr(t),jr(e.h));return tr(t)&&tr(e.h)?hr(r):mr(e.serializer,r)}function jr(e){return L(e.integerValue||e.doubleValue)}function Mr(e){return ir(e)&&e.arrayValue.values?e.arrayValue.values.slice():[]}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Nr=class{constructor(e,t){this.field=e,this.transform=t}};function Pr(e,t){return e.field.isEqual(t.field)&&function(e,t){return e instanceof Sr&&t instanceof Sr||e instanceof wr&&t instanceof wr?Qt(e.elements,t.elements,qn):e instanceof Dr&&t instanceof Dr||e instanceof Or&&t instanceof Or||e instanceof kr&&t instanceof kr?qn(e.h,t.h):e instanceof xr&&t instanceof xr}(e.transform,t.transform)}var Fr=class{constructor(e,t){this.version=e,this.transformResults=t}},Ir=class e{constructor(e,t){this.updateTime=e,this.exists=t}static none(){return new e}static exists(t){return new e(void 0,t)}static updateTime(t){return new e(t)}get isNone(){return this.updateTime===void 0&&this.exists===void 0}isEqual(e){return this.exists===e.exists&&(this.updateTime?!!e.updateTime&&this.updateTime.isEqual(e.updateTime):!e.updateTime)}};function Lr(e,t){return e.updateTime===void 0?e.exists===void 0||e.exists===t.isFoundDocument():t.isFoundDocument()&&t.version.isEqual(e.updateTime)}var Rr=class{};function zr(e,t){if(!e.hasLocalMutations||t&&t.fields.length===0)return null;if(t===null)return e.isNoDocument()?new Yr(e.key,Ir.none()):new Wr(e.key,e.data,Ir.none());{let n=e.data,r=fr.empty(),i=new D(j.comparator);for(let e of t.fields)if(!i.has(e)){let t=n.field(e);t===null&&e.length>1&&(e=e.popLast(),t=n.field(e)),t===null?r.delete(e):r.set(e,t),i=i.add(e)}return new Gr(e.key,r,new on(i.toArray()),Ir.none())}}function Br(e,t,n){e instanceof Wr?function(e,t,n){let r=e.value.clone(),i=qr(e.fieldTransforms,t,n.transformResults);r.setAll(i),t.convertToFoundDocument(n.version,r).setHasCommittedMutations()}(e,t,n):e instanceof Gr?function(e,t,n){if(!Lr(e.precondition,t))return void t.convertToUnknownDocument(n.version);let r=qr(e.fieldTransforms,t,n.transformResults),i=t.data;i.setAll(Kr(e)),i.setAll(r),t.convertToFoundDocument(n.version,i).setHasCommittedMutations()}(e,t,n):function(e,t,n){t.convertToNoDocument(n.version).setHasCommittedMutations()}(0,t,n)}function Vr(e,t,n,r){return e instanceof Wr?function(e,t,n,r){if(!Lr(e.precondition,t))return n;let i=e.value.clone(),a=Jr(e.fieldTransforms,r,t);return i.setAll(a),t.convertToFoundDocument(t.version,i).setHasLocalMutations(),null}(e,t,n,r):e instanceof Gr?function(e,t,n,r){if(!Lr(e.precondition,t))return n;let i=Jr(e.fieldTransforms,r,t),a=t.data;return a.setAll(Kr(e)),a.setAll(i),t.convertToFoundDocument(t.version,a).setHasLocalMutations(),n===null?null:n.unionWith(e.fieldMask.fields).unionWith(e.fieldTransforms.map((e=>e.field)))}(e,t,n,r):function(e,t,n){return Lr(e.precondition,t)?(t.convertToNoDocument(t.version).setHasLocalMutations(),null):n}(e,t,n)}function Hr(e,t){let n=null;for(let r of e.fieldTransforms){let e=t.data.field(r.field),i=br(r.transform,e||null);i!=null&&(n===null&&(n=fr.empty()),n.set(r.field,i))}return n||null}function Ur(e,t){return e.type===t.type&&!!e.key.isEqual(t.key)&&!!e.precondition.isEqual(t.precondition)&&!!function(e,t){return e===void 0&&t===void 0||!(!e||!t)&&Qt(e,t,((e,t)=>Pr(e,t)))}(e.fieldTransforms,t.fieldTransforms)&&(e.type===0?e.value.isEqual(t.value):e.type!==1||e.data.isEqual(t.data)&&e.fieldMask.isEqual(t.fieldMask))}var Wr=class extends Rr{constructor(e,t,n,r=[]){super(),this.key=e,this.value=t,this.precondition=n,this.fieldTransforms=r,this.type=0}getFieldMask(){return null}},Gr=class extends Rr{constructor(e,t,n,r,i=[]){super(),this.key=e,this.data=t,this.fieldMask=n,this.precondition=r,this.fieldTransforms=i,this.type=1}getFieldMask(){return this.fieldMask}};function Kr(e){let t=/* @__PURE__ */ new Map;return e.fieldMask.fields.forEach((n=>{if(!n.isEmpty()){let r=e.data.field(n);t.set(n,r)}})),t}function qr(e,t,n){let r=/* @__PURE__ */ new Map;C(e.length===n.length,32656,{T:n.length,P:e.length});for(let i=0;i<n.length;i++){let a=e[i],o=a.transform,s=t.data.field(a.field);r.set(a.field,yr(o,s,n[i]))}return r}function Jr(e,t,n){let r=/* @__PURE__ */ new Map;for(let i of e){let e=i.transform,a=n.data.field(i.field);r.set(i.field,vr(e,a,t))}return r}var Yr=class extends Rr{constructor(e,t){super(),this.key=e,this.precondition=t,this.type=2,this.fieldTransforms=[]}getFieldMask(){return null}},Xr=class extends Rr{constructor(e,t){super(),this.key=e,this.precondition=t,this.type=3,this.fieldTransforms=[]}getFieldMask(){return null}},Zr=class{constructor(e,t){
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.position=e,this.inclusive=t}};function Qr(e,t,n){let r=0;for(let i=0;i<e.position.length;i++){let a=t[i],o=e.position[i];if(r=a.field.isKeyField()?M.comparator(M.fromName(o.referenceValue),n.key):B(o,n.data.field(a.field)),a.dir===`desc`&&(r*=-1),r!==0)break}return r}function $r(e,t){if(e===null)return t===null;if(t===null||e.inclusive!==t.inclusive||e.position.length!==t.position.length)return!1;for(let n=0;n<e.position.length;n++)if(!qn(e.position[n],t.position[n]))return!1;return!0}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/var ei=class{},V=class e extends ei{constructor(e,t,n){super(),this.field=e,this.op=t,this.value=n}static create(t,n,r){return t.isKeyField()?n===`in`||n===`not-in`?this.createKeyFieldInFilter(t,n,r):new ci(t,n,r):n===`array-contains`?new fi(t,r):n===`in`?new pi(t,r):n===`not-in`?new mi(t,r):n===`array-contains-any`?new hi(t,r):new e(t,n,r)}static createKeyFieldInFilter(e,t,n){return t===`in`?new li(e,n):new ui(e,n)}matches(e){let t=e.data.field(this.field);return this.op===`!=`?t!==null&&t.nullValue===void 0&&this.matchesComparison(B(t,this.value)):t!==null&&z(this.value)===z(t)&&this.matchesComparison(B(t,this.value))}matchesComparison(e){switch(this.op){case`<`:return e<0;case`<=`:return e<=0;case`==`:return e===0;case`!=`:return e!==0;case`>`:return e>0;case`>=`:return e>=0;default:return S(47266,{operator:this.op})}}isInequality(){return[`<`,`<=`,`>`,`>=`,`!=`,`not-in`].indexOf(this.op)>=0}getFlattenedFilters(){return[this]}getFilters(){return[this]}},ti=class e extends ei{constructor(e,t){super(),this.filters=e,this.op=t,this.I=null}static create(t,n){return new e(t,n)}matches(e){return ni(this)?this.filters.find((t=>!t.matches(e)))===void 0:this.filters.find((t=>t.matches(e)))!==void 0}getFlattenedFilters(){return this.I!==null||(this.I=this.filters.reduce(((e,t)=>e.concat(t.getFlattenedFilters())),[])),this.I}getFilters(){return Object.assign([],this.filters)}};function ni(e){return e.op===`and`}function ri(e){return ii(e)&&ni(e)}function ii(e){for(let t of e.filters)if(t instanceof ti)return!1;return!0}function ai(e){if(e instanceof V)return e.field.canonicalString()+e.op.toString()+Zn(e.value);if(ri(e))return e.filters.map((e=>ai(e))).join(`,`);{let t=e.filters.map((e=>ai(e))).join(`,`);return`${e.op}(${t})`}}function oi(e,t){return e instanceof V?function(e,t){return t instanceof V&&e.op===t.op&&e.field.isEqual(t.field)&&qn(e.value,t.value)}(e,t):e instanceof ti?function(e,t){return t instanceof ti&&e.op===t.op&&e.filters.length===t.filters.length&&e.filters.reduce(((e,n,r)=>e&&oi(n,t.filters[r])),!0)}(e,t):void S(19439)}function si(e){return e instanceof V?function(e){return`${e.field.canonicalString()} ${e.op} ${Zn(e.value)}`}(e):e instanceof ti?function(e){return e.op.toString()+` {`+e.getFilters().map(si).join(` ,`)+`}`}(e):`Filter`}var ci=class extends V{constructor(e,t,n){super(e,t,n),this.key=M.fromName(n.referenceValue)}matches(e){let t=M.comparator(e.key,this.key);return this.matchesComparison(t)}},li=class extends V{constructor(e,t){super(e,`in`,t),this.keys=di(`in`,t)}matches(e){return this.keys.some((t=>t.isEqual(e.key)))}},ui=class extends V{constructor(e,t){super(e,`not-in`,t),this.keys=di(`not-in`,t)}matches(e){return!this.keys.some((t=>t.isEqual(e.key)))}};function di(e,t){return(t.arrayValue?.values||[]).map((e=>M.fromName(e.referenceValue)))}var fi=class extends V{constructor(e,t){super(e,`array-contains`,t)}matches(e){let t=e.data.field(this.field);return ir(t)&&Jn(t.arrayValue,this.value)}},pi=class extends V{constructor(e,t){super(e,`in`,t)}matches(e){let t=e.data.field(this.field);return t!==null&&Jn(this.value.arrayValue,t)}},mi=class extends V{constructor(e,t){super(e,`not-in`,t)}matches(e){if(Jn(this.value.arrayValue,{nullValue:`NULL_VALUE`}))return!1;let t=e.data.field(this.field);return t!==null&&t.nullValue===void 0&&!Jn(this.value.arrayValue,t)}},hi=class extends V{constructor(e,t){super(e,`array-contains-any`,t)}matches(e){let t=e.data.field(this.field);return!(!ir(t)||!t.arrayValue.values)&&t.arrayValue.values.some((e=>Jn(this.value.arrayValue,e)))}},gi=class{constructor(e,t=`asc`){
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.field=e,this.dir=t}};function _i(e,t){return e.dir===t.dir&&e.field.isEqual(t.field)}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var H=class e{static fromTimestamp(t){return new e(t)}static min(){return new e(new F(0,0))}static max(){return new e(new F(253402300799,999999999))}constructor(e){this.timestamp=e}compareTo(e){return this.timestamp._compareTo(e.timestamp)}isEqual(e){return this.timestamp.isEqual(e.timestamp)}toMicroseconds(){return 1e6*this.timestamp.seconds+this.timestamp.nanoseconds/1e3}toString(){return`SnapshotVersion(`+this.timestamp.toString()+`)`}toTimestamp(){return this.timestamp}},vi=class e{constructor(e,t,n,r,i,a,o){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.key=e,this.documentType=t,this.version=n,this.readTime=r,this.createTime=i,this.data=a,this.documentState=o}static newInvalidDocument(t){return new e(t,0,H.min(),H.min(),H.min(),fr.empty(),0)}static newFoundDocument(t,n,r,i){return new e(t,1,n,H.min(),r,i,0)}static newNoDocument(t,n){return new e(t,2,n,H.min(),H.min(),fr.empty(),0)}static newUnknownDocument(t,n){return new e(t,3,n,H.min(),H.min(),fr.empty(),2)}convertToFoundDocument(e,t){return!this.createTime.isEqual(H.min())||this.documentType!==2&&this.documentType!==0||(this.createTime=e),this.version=e,this.documentType=1,this.data=t,this.documentState=0,this}convertToNoDocument(e){return this.version=e,this.documentType=2,this.data=fr.empty(),this.documentState=0,this}convertToUnknownDocument(e){return this.version=e,this.documentType=3,this.data=fr.empty(),this.documentState=2,this}setHasCommittedMutations(){return this.documentState=2,this}setHasLocalMutations(){return this.documentState=1,this.version=H.min(),this}setReadTime(e){return this.readTime=e,this}get hasLocalMutations(){return this.documentState===1}get hasCommittedMutations(){return this.documentState===2}get hasPendingWrites(){return this.hasLocalMutations||this.hasCommittedMutations}isValidDocument(){return this.documentType!==0}isFoundDocument(){return this.documentType===1}isNoDocument(){return this.documentType===2}isUnknownDocument(){return this.documentType===3}isEqual(t){return t instanceof e&&this.key.isEqual(t.key)&&this.version.isEqual(t.version)&&this.documentType===t.documentType&&this.documentState===t.documentState&&this.data.isEqual(t.data)}mutableCopy(){return new e(this.key,this.documentType,this.version,this.readTime,this.createTime,this.data.clone(),this.documentState)}toString(){return`Document(${this.key}, ${this.version}, ${JSON.stringify(this.data.value)}, {createTime: ${this.createTime}}), {documentType: ${this.documentType}}), {documentState: ${this.documentState}})`}}
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
;function yi(e,t){let n=e.toTimestamp().seconds,r=e.toTimestamp().nanoseconds+1;return new xi(H.fromTimestamp(r===1e9?new F(n+1,0):new F(n,r)),M.empty(),t)}function bi(e){return new xi(e.readTime,e.key,-1)}var xi=class e{constructor(e,t,n){this.readTime=e,this.documentKey=t,this.largestBatchId=n}static min(){return new e(H.min(),M.empty(),-1)}static max(){return new e(H.max(),M.empty(),-1)}};function Si(e,t){let n=e.readTime.compareTo(t.readTime);return n===0?(n=M.comparator(e.documentKey,t.documentKey),n===0?T(e.largestBatchId,t.largestBatchId):n):n}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Ci=class{constructor(e,t=null,n=[],r=[],i=null,a=null,o=null){this.path=e,this.collectionGroup=t,this.orderBy=n,this.filters=r,this.limit=i,this.startAt=a,this.endAt=o,this.R=null}};function wi(e,t=null,n=[],r=[],i=null,a=null,o=null){return new Ci(e,t,n,r,i,a,o)}function Ti(e){let t=w(e);if(t.R===null){let e=t.path.canonicalString();t.collectionGroup!==null&&(e+=`|cg:`+t.collectionGroup),e+=`|f:`,e+=t.filters.map((e=>ai(e))).join(`,`),e+=`|ob:`,e+=t.orderBy.map((e=>function(e){return e.field.canonicalString()+e.dir}(e))).join(`,`),In(t.limit)||(e+=`|l:`,e+=t.limit),t.startAt&&(e+=`|lb:`,e+=t.startAt.inclusive?`b:`:`a:`,e+=t.startAt.position.map((e=>Zn(e))).join(`,`)),t.endAt&&(e+=`|ub:`,e+=t.endAt.inclusive?`a:`:`b:`,e+=t.endAt.position.map((e=>Zn(e))).join(`,`)),t.R=e}return t.R}function Ei(e,t){if(e.limit!==t.limit||e.orderBy.length!==t.orderBy.length)return!1;for(let n=0;n<e.orderBy.length;n++)if(!_i(e.orderBy[n],t.orderBy[n]))return!1;if(e.filters.length!==t.filters.length)return!1;for(let n=0;n<e.filters.length;n++)if(!oi(e.filters[n],t.filters[n]))return!1;return e.collectionGroup===t.collectionGroup&&!!e.path.isEqual(t.path)&&!!$r(e.startAt,t.startAt)&&$r(e.endAt,t.endAt)}function Di(e){return!!e.isCorePipeline}function Oi(e){return!!e.path&&M.isDocumentKey(e.path)&&e.collectionGroup===null&&e.filters.length===0}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ki=class{constructor(e,t=null,n=[],r=[],i=null,a=`F`,o=null,s=null){this.path=e,this.collectionGroup=t,this.explicitOrderBy=n,this.filters=r,this.limit=i,this.limitType=a,this.startAt=o,this.endAt=s,this.A=null,this.V=null,this.m=null,this.startAt,this.endAt}};function Ai(e,t,n,r,i,a,o,s){return new ki(e,t,n,r,i,a,o,s)}function ji(e){return new ki(e)}function Mi(e){return e.filters.length===0&&e.limit===null&&e.startAt==null&&e.endAt==null&&(e.explicitOrderBy.length===0||e.explicitOrderBy.length===1&&e.explicitOrderBy[0].field.isKeyField())}function Ni(e){return M.isDocumentKey(e.path)&&e.collectionGroup===null&&e.filters.length===0}function Pi(e){return e.collectionGroup!==null}function Fi(e){let t=w(e);if(t.A===null){t.A=[];let e=/* @__PURE__ */ new Set;for(let n of t.explicitOrderBy)t.A.push(n),e.add(n.field.canonicalString());let n=t.explicitOrderBy.length>0?t.explicitOrderBy[t.explicitOrderBy.length-1].dir:`asc`;(function(e){let t=new D(j.comparator);return e.filters.forEach((e=>{e.getFlattenedFilters().forEach((e=>{e.isInequality()&&(t=t.add(e.field))}))})),t})(t).forEach((r=>{e.has(r.canonicalString())||r.isKeyField()||t.A.push(new gi(r,n))})),e.has(j.keyField().canonicalString())||t.A.push(new gi(j.keyField(),n))}return t.A}function Ii(e){let t=w(e);return t.V||=Ri(t,Fi(e)),t.V}function Li(e){let t=w(e);return t.m||=Ri(t,e.explicitOrderBy),t.m}function Ri(e,t){if(e.limitType===`F`)return wi(e.path,e.collectionGroup,t,e.filters,e.limit,e.startAt,e.endAt);{t=t.map((e=>{let t=e.dir===`desc`?`asc`:`desc`;return new gi(e.field,t)}));let n=e.endAt?new Zr(e.endAt.position,e.endAt.inclusive):null,r=e.startAt?new Zr(e.startAt.position,e.startAt.inclusive):null;return wi(e.path,e.collectionGroup,t,e.filters,e.limit,n,r)}}function zi(e,t){let n=e.filters.concat([t]);return new ki(e.path,e.collectionGroup,e.explicitOrderBy.slice(),n,e.limit,e.limitType,e.startAt,e.endAt)}function Bi(e,t){let n=e.explicitOrderBy.concat([t]);return new ki(e.path,e.collectionGroup,n,e.filters.slice(),e.limit,e.limitType,e.startAt,e.endAt)}function Vi(e,t,n){return new ki(e.path,e.collectionGroup,e.explicitOrderBy.slice(),e.filters.slice(),t,n,e.startAt,e.endAt)}function Hi(e,t){return Ei(Ii(e),Ii(t))&&e.limitType===t.limitType}function Ui(e){return`Query(target=${function(e){let t=e.path.canonicalString();return e.collectionGroup!==null&&(t+=` collectionGroup=`+e.collectionGroup),e.filters.length>0&&(t+=`, filters: [${e.filters.map((e=>si(e))).join(`, `)}]`),In(e.limit)||(t+=`, limit: `+e.limit),e.orderBy.length>0&&(t+=`, orderBy: [${e.orderBy.map((e=>function(e){return`${e.field.canonicalString()} (${e.dir})`}(e))).join(`, `)}]`),e.startAt&&(t+=`, startAt: `,t+=e.startAt.inclusive?`b:`:`a:`,t+=e.startAt.position.map((e=>Zn(e))).join(`,`)),e.endAt&&(t+=`, endAt: `,t+=e.endAt.inclusive?`a:`:`b:`,t+=e.endAt.position.map((e=>Zn(e))).join(`,`)),`Target(${t})`}(Ii(e))}; limitType=${e.limitType})`}function Wi(e,t){return t.isFoundDocument()&&function(e,t){let n=t.key.path;return e.collectionGroup===null?M.isDocumentKey(e.path)?e.path.isEqual(n):e.path.isImmediateParentOf(n):t.key.hasCollectionId(e.collectionGroup)&&e.path.isPrefixOf(n)}(e,t)&&function(e,t){for(let n of Fi(e))if(!n.field.isKeyField()&&t.data.field(n.field)===null)return!1;return!0}(e,t)&&function(e,t){for(let n of e.filters)if(!n.matches(t))return!1;return!0}(e,t)&&function(e,t){return!(e.startAt&&!function(e,t,n){let r=Qr(e,t,n);return e.inclusive?r<=0:r<0}(e.startAt,Fi(e),t)||e.endAt&&!function(e,t,n){let r=Qr(e,t,n);return e.inclusive?r>=0:r>0}(e.endAt,Fi(e),t))}(e,t)}function Gi(e){return(t,n)=>{let r=!1;for(let i of Fi(e)){let e=Ki(i,t,n);if(e!==0)return e;r||=i.field.isKeyField()}return 0}}function Ki(e,t,n){let r=e.field.isKeyField()?M.comparator(t.key,n.key):function(e,t,n){let r=t.data.field(e),i=n.data.field(e);return r!==null&&i!==null?B(r,i):S(42886)}(e.field,t,n);switch(e.dir){case`asc`:return r;case`desc`:return-1*r;default:return S(19790,{direction:e.dir})}}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/var qi=class{constructor(e,t){this.count=e,this.unchangedNames=t}},U,W
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
;function Ji(e){switch(e){case O.OK:return S(64938);case O.CANCELLED:case O.UNKNOWN:case O.DEADLINE_EXCEEDED:case O.RESOURCE_EXHAUSTED:case O.INTERNAL:case O.UNAVAILABLE:case O.UNAUTHENTICATED:return!1;case O.INVALID_ARGUMENT:case O.NOT_FOUND:case O.ALREADY_EXISTS:case O.PERMISSION_DENIED:case O.FAILED_PRECONDITION:case O.ABORTED:case O.OUT_OF_RANGE:case O.UNIMPLEMENTED:case O.DATA_LOSS:return!0;default:return S(15467,{code:e})}}function Yi(e){if(e===void 0)return Wt(`GRPC error has no .code`),O.UNKNOWN;switch(e){case U.OK:return O.OK;case U.CANCELLED:return O.CANCELLED;case U.UNKNOWN:return O.UNKNOWN;case U.DEADLINE_EXCEEDED:return O.DEADLINE_EXCEEDED;case U.RESOURCE_EXHAUSTED:return O.RESOURCE_EXHAUSTED;case U.INTERNAL:return O.INTERNAL;case U.UNAVAILABLE:return O.UNAVAILABLE;case U.UNAUTHENTICATED:return O.UNAUTHENTICATED;case U.INVALID_ARGUMENT:return O.INVALID_ARGUMENT;case U.NOT_FOUND:return O.NOT_FOUND;case U.ALREADY_EXISTS:return O.ALREADY_EXISTS;case U.PERMISSION_DENIED:return O.PERMISSION_DENIED;case U.FAILED_PRECONDITION:return O.FAILED_PRECONDITION;case U.ABORTED:return O.ABORTED;case U.OUT_OF_RANGE:return O.OUT_OF_RANGE;case U.UNIMPLEMENTED:return O.UNIMPLEMENTED;case U.DATA_LOSS:return O.DATA_LOSS;default:return S(39323,{code:e})}}(W=U||={})[W.OK=0]=`OK`,W[W.CANCELLED=1]=`CANCELLED`,W[W.UNKNOWN=2]=`UNKNOWN`,W[W.INVALID_ARGUMENT=3]=`INVALID_ARGUMENT`,W[W.DEADLINE_EXCEEDED=4]=`DEADLINE_EXCEEDED`,W[W.NOT_FOUND=5]=`NOT_FOUND`,W[W.ALREADY_EXISTS=6]=`ALREADY_EXISTS`,W[W.PERMISSION_DENIED=7]=`PERMISSION_DENIED`,W[W.UNAUTHENTICATED=16]=`UNAUTHENTICATED`,W[W.RESOURCE_EXHAUSTED=8]=`RESOURCE_EXHAUSTED`,W[W.FAILED_PRECONDITION=9]=`FAILED_PRECONDITION`,W[W.ABORTED=10]=`ABORTED`,W[W.OUT_OF_RANGE=11]=`OUT_OF_RANGE`,W[W.UNIMPLEMENTED=12]=`UNIMPLEMENTED`,W[W.INTERNAL=13]=`INTERNAL`,W[W.UNAVAILABLE=14]=`UNAVAILABLE`,W[W.DATA_LOSS=15]=`DATA_LOSS`;
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Xi=class{constructor(e,t){this.mapKeyFn=e,this.equalsFn=t,this.inner={},this.innerSize=0}get(e){let t=this.mapKeyFn(e),n=this.inner[t];if(n!==void 0){for(let[t,r]of n)if(this.equalsFn(t,e))return r}}has(e){return this.get(e)!==void 0}set(e,t){let n=this.mapKeyFn(e),r=this.inner[n];if(r===void 0)return this.inner[n]=[[e,t]],void this.innerSize++;for(let n=0;n<r.length;n++)if(this.equalsFn(r[n][0],e))return void(r[n]=[e,t]);r.push([e,t]),this.innerSize++}delete(e){let t=this.mapKeyFn(e),n=this.inner[t];if(n===void 0)return!1;for(let r=0;r<n.length;r++)if(this.equalsFn(n[r][0],e))return n.length===1?delete this.inner[t]:n.splice(r,1),this.innerSize--,!0;return!1}forEach(e){cn(this.inner,((t,n)=>{for(let[t,r]of n)e(t,r)}))}isEmpty(){return un(this.inner)}size(){return this.innerSize}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const Zi=new E(M.comparator);function Qi(){return Zi}const $i=new E(M.comparator);function ea(...e){let t=$i;for(let n of e)t=t.insert(n.key,n);return t}function ta(e){let t=$i;return e.forEach(((e,n)=>t=t.insert(e,n.overlayedDocument))),t}function na(){return ia()}function ra(){return ia()}function ia(){return new Xi((e=>e.toString()),((e,t)=>e.isEqual(t)))}const aa=new E(M.comparator),oa=new D(M.comparator);function G(...e){let t=oa;for(let n of e)t=t.add(n);return t}const sa=new D(T);function ca(){return sa}
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function la(){return new TextEncoder}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const ua=new Et([4294967295,4294967295],0);function da(e){let t=la().encode(e),n=new Dt;return n.update(t),new Uint8Array(n.digest())}function fa(e){let t=new DataView(e.buffer),n=t.getUint32(0,!0),r=t.getUint32(4,!0),i=t.getUint32(8,!0),a=t.getUint32(12,!0);return[new Et([n,r],0),new Et([i,a],0)]}var pa=class e{constructor(e,t,n){if(this.bitmap=e,this.padding=t,this.hashCount=n,t<0||t>=8)throw new ma(`Invalid padding: ${t}`);if(n<0||e.length>0&&this.hashCount===0)throw new ma(`Invalid hash count: ${n}`);if(e.length===0&&t!==0)throw new ma(`Invalid padding when bitmap length is 0: ${t}`);this.p=8*e.length-t,this.S=Et.fromNumber(this.p)}v(e,t,n){let r=e.add(t.multiply(Et.fromNumber(n)));return r.compare(ua)===1&&(r=new Et([r.getBits(0),r.getBits(1)],0)),r.modulo(this.S).toNumber()}D(e){return!!(this.bitmap[Math.floor(e/8)]&1<<e%8)}mightContain(e){if(this.p===0)return!1;let[t,n]=fa(da(e));for(let e=0;e<this.hashCount;e++){let r=this.v(t,n,e);if(!this.D(r))return!1}return!0}static create(t,n,r){let i=t%8==0?0:8-t%8,a=new Uint8Array(Math.ceil(t/8)),o=new e(a,i,n);return r.forEach((e=>o.insert(e))),o}insert(e){if(this.p===0)return;let[t,n]=fa(da(e));for(let e=0;e<this.hashCount;e++){let r=this.v(t,n,e);this.C(r)}}C(e){let t=Math.floor(e/8),n=e%8;this.bitmap[t]|=1<<n}},ma=class extends Error{constructor(){super(...arguments),this.name=`BloomFilterError`}},ha=class e{constructor(e,t,n,r,i,a){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.snapshotVersion=e,this.targetChanges=t,this.targetMismatches=n,this.documentUpdates=r,this.augmentedDocumentUpdates=i,this.resolvedLimboDocuments=a}static createSynthesizedRemoteEventForCurrentChange(t,n,r){let i=/* @__PURE__ */ new Map;return i.set(t,ga.createSynthesizedTargetChangeForCurrentChange(t,n,r)),new e(H.min(),i,new E(T),Qi(),Qi(),G())}},ga=class e{constructor(e,t,n,r,i){this.resumeToken=e,this.current=t,this.addedDocuments=n,this.modifiedDocuments=r,this.removedDocuments=i}static createSynthesizedTargetChangeForCurrentChange(t,n,r){return new e(r,n,G(),G(),G())}},_a=class{constructor(e,t,n,r){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.F=e,this.removedTargetIds=t,this.key=n,this.O=r}},va=class{constructor(e,t){this.targetId=e,this.M=t}},ya=class{constructor(e,t,n=I.EMPTY_BYTE_STRING,r=null){this.state=e,this.targetIds=t,this.resumeToken=n,this.cause=r}},ba=class{constructor(e){this.targetId=e,this.N=0,this.L=wa(),this.B=I.EMPTY_BYTE_STRING,this.U=!1,this.k=!0}get current(){return this.U}get resumeToken(){return this.B}get q(){return this.N!==0}get $(){return this.k}K(e){e.approximateByteSize()>0&&(this.k=!0,this.B=e)}W(){let e=G(),t=G(),n=G();return this.L.forEach(((r,i)=>{switch(i){case 0:e=e.add(r);break;case 2:t=t.add(r);break;case 1:n=n.add(r);break;default:S(38017,{changeType:i})}})),new ga(this.B,this.U,e,t,n)}G(){this.k=!1,this.L=wa()}j(e,t){this.k=!0,this.L=this.L.insert(e,t)}H(e){this.k=!0,this.L=this.L.remove(e)}J(){this.N+=1}Y(){--this.N,C(this.N>=0,3241,{N:this.N,targetId:this.targetId})}Z(){this.k=!0,this.U=!0}};const xa=`WatchChangeAggregator`;var Sa=class{constructor(e){this.X=e,this.ee=/* @__PURE__ */ new Map,this.te=Qi(),this.ne=Ca(),this.re=Qi(),this.ie=Ca(),this.se=new E(T)}_e(e){for(let t of e.F)e.O&&e.O.isFoundDocument()?this.oe(t,e.O):this.ae(t,e.key,e.O);for(let t of e.removedTargetIds)this.ae(t,e.key,e.O)}ue(e){this.forEachTarget(e,(t=>{let n=this.ee.get(t);if(n)switch(e.state){case 0:this.ce(t)&&n.K(e.resumeToken);break;case 1:n.Y(),n.q||n.G(),n.K(e.resumeToken);break;case 2:n.Y(),n.q||this.removeTarget(t);break;case 3:this.ce(t)&&(n.Z(),n.K(e.resumeToken));break;case 4:this.ce(t)&&(this.le(t),n.K(e.resumeToken));break;default:S(56790,{state:e.state})}else x(xa,`handleTargetChange received targetChange for untracked target ID (${t}) with state (${e.state})`)}))}forEachTarget(e,t){e.targetIds.length>0?e.targetIds.forEach(t):this.ee.forEach(((e,n)=>{this.ce(n)&&t(n)}))}Ee(e){return Di(e)?e.getPipelineSourceType()===`documents`&&e.getPipelineDocuments()?.length===1:Oi(e)}he(e){let t=e.targetId,n=e.M.count,r=this.Te(t);if(r){let i=r.target;if(this.Ee(i)){if(n===0){let e=new M(Di(i)?A.fromString(i.getPipelineDocuments()[0]):i.path);this.ae(t,e,vi.newNoDocument(e,H.min()))}else C(n===1,20013,`Single document existence filter with count: `+n)}else{let r=this.Pe(t);if(r!==n){let n=this.Ie(e),i=n?this.Re(n,e,r):1;if(i!==0){this.le(t);let e=i===2?`TargetPurposeExistenceFilterMismatchBloom`:`TargetPurposeExistenceFilterMismatch`;this.se=this.se.insert(t,e)}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
}}}}Ie(e){let t=e.M.unchangedNames;if(!t||!t.bits)return null;let{bits:{bitmap:n=``,padding:r=0},hashCount:i=0}=t,a,o;try{a=wn(n).toUint8Array()}catch(e){if(e instanceof xn)return Gt(`Decoding the base64 bloom filter in existence filter failed (`+e.message+`); ignoring the bloom filter and falling back to full re-query.`),null;throw e}try{o=new pa(a,r,i)}catch(e){return Gt(e instanceof ma?`BloomFilter error: `:`Applying bloom filter failed: `,e),null}return o.p===0?null:o}Re(e,t,n){return t.M.count===n-this.de(e,t.targetId)?0:2}de(e,t){let n=this.X.getRemoteKeysForTarget(t),r=0;return n.forEach((n=>{let i=this.X.Ve(),a=`projects/${i.projectId}/databases/${i.database}/documents/${n.path.canonicalString()}`;e.mightContain(a)||(this.ae(t,n,null),r++)})),r}fe(e){let t=/* @__PURE__ */ new Map;this.ee.forEach(((n,r)=>{let i=this.Te(r);if(i){if(n.current&&this.Ee(i.target)){let t=new M(Di(i.target)?A.fromString(i.target.getPipelineDocuments()[0]):i.target.path);this.me(t).has(r)||this.pe(r,t)||this.ae(r,t,vi.newNoDocument(t,e))}n.$&&(t.set(r,n.W()),n.G())}}));let n=G();this.ie.forEach(((e,t)=>{let r=!0;t.forEachWhile((e=>{let t=this.Te(e);return!t||t.purpose===`TargetPurposeLimboResolution`||(r=!1,!1)})),r&&(n=n.add(e))})),this.te.forEach(((t,n)=>n.setReadTime(e))),this.re.forEach(((t,n)=>n.setReadTime(e)));let r=new ha(e,t,this.se,this.te,this.re,n);return this.te=Qi(),this.ne=Ca(),this.re=Qi(),this.ie=Ca(),this.se=new E(T),r}oe(e,t){let n=this.ee.get(e);if(!n||!this.ce(e))return void x(xa,`addDocumentToTarget received document for unknown inactive target (${e})`);let r=this.pe(e,t.key)?2:0;n.j(t.key,r),Di(this.Te(e).target)&&this.Te(e).target.getPipelineFlavor()!==`exact`?this.re=this.re.insert(t.key,t):this.te=this.te.insert(t.key,t),this.ne=this.ne.insert(t.key,this.me(t.key).add(e)),this.ie=this.ie.insert(t.key,this.ge(t.key).add(e))}ae(e,t,n){let r=this.ee.get(e);r&&this.ce(e)?(this.pe(e,t)?r.j(t,1):r.H(t),this.ie=this.ie.insert(t,this.ge(t).delete(e)),this.ie=this.ie.insert(t,this.ge(t).add(e)),n&&(Di(this.Te(e).target)&&this.Te(e).target.getPipelineFlavor()!==`exact`?this.re=this.re.insert(t,n):this.te=this.te.insert(t,n))):x(xa,`removeDocumentFromTarget received document for unknown or inactive target (${e})`)}removeTarget(e){this.ee.delete(e)}Pe(e){let t=this.ee.get(e);if(!t)return 0;let n=t.W();return this.X.getRemoteKeysForTarget(e).size+n.addedDocuments.size-n.removedDocuments.size}J(e){let t=this.ee.get(e);t||(x(xa,`recordPendingTargetRequest set up tracking for target ID ${e}`),t=new ba(e),this.ee.set(e,t)),t.J()}ge(e){let t=this.ie.get(e);return t||(t=new D(T),this.ie=this.ie.insert(e,t)),t}me(e){let t=this.ne.get(e);return t||(t=new D(T),this.ne=this.ne.insert(e,t)),t}ce(e){let t=this.Te(e)!==null;return t||x(xa,`Detected inactive target`,e),t}Te(e){let t=this.ee.get(e);return t===void 0||t.q?null:this.X.ye(e)}le(e){this.ee.set(e,new ba(e)),this.X.getRemoteKeysForTarget(e).forEach((t=>{this.ae(e,t,null)}))}pe(e,t){return this.X.getRemoteKeysForTarget(e).has(t)}};function Ca(){return new E(M.comparator)}function wa(){return new E(M.comparator)}const Ta={asc:`ASCENDING`,desc:`DESCENDING`},Ea={"<":`LESS_THAN`,"<=":`LESS_THAN_OR_EQUAL`,">":`GREATER_THAN`,">=":`GREATER_THAN_OR_EQUAL`,"==":`EQUAL`,"!=":`NOT_EQUAL`,"array-contains":`ARRAY_CONTAINS`,in:`IN`,"not-in":`NOT_IN`,"array-contains-any":`ARRAY_CONTAINS_ANY`},Da={and:`AND`,or:`OR`};var Oa=class{constructor(e,t){this.databaseId=e,this.useProto3Json=t}};function ka(e,t){return e.useProto3Json||In(t)?t:{value:t}}function Aa(e,t){return e.useProto3Json?`${(/* @__PURE__ */ new Date(1e3*t.seconds)).toISOString().replace(/\.\d*/,``).replace(`Z`,``)}.${(`000000000`+t.nanoseconds).slice(-9)}Z`:{seconds:``+t.seconds,nanos:t.nanoseconds}}function ja(e){let t=Cn(e);return new F(t.seconds,t.nanos)}function Ma(e,t){return e.useProto3Json?t.toBase64():t.toUint8Array()}function Na(e,t){return Aa(e,t.toTimestamp())}function Pa(e){return C(!!e,49232),H.fromTimestamp(ja(e))}function Fa(e,t){return Ia(e,t).canonicalString()}function Ia(e,t){let n=function(e){return new A([`projects`,e.projectId,`databases`,e.database])}(e).child(`documents`);return t===void 0?n:n.child(t)}function La(e){let t=A.fromString(e);return C(co(t),10190,{key:t.toString()}),t}function Ra(e,t){return Fa(e.databaseId,t.path)}function za(e,t){let n=La(t);if(n.get(1)!==e.databaseId.projectId)throw new k(O.INVALID_ARGUMENT,`Tried to deserialize key from different project: `+n.get(1)+` vs `+e.databaseId.projectId);if(n.get(3)!==e.databaseId.database)throw new k(O.INVALID_ARGUMENT,`Tried to deserialize key from different database: `+n.get(3)+` vs `+e.databaseId.database);return new M(Ua(n))}function Ba(e,t){return Fa(e.databaseId,t)}function Va(e){let t=La(e);return t.length===4?A.emptyPath():Ua(t)}function Ha(e){return new A([`projects`,e.databaseId.projectId,`databases`,e.databaseId.database]).canonicalString()}function Ua(e){return C(e.length>4&&e.get(4)===`documents`,29091,{key:e.toString()}),e.popFirst(5)}function Wa(e,t,n){return{name:Ra(e,t),fields:n.value.mapValue.fields}}function Ga(e,t){let n;if(`targetChange`in t){t.targetChange;let r=function(e){return e===`NO_CHANGE`?0:e===`ADD`?1:e===`REMOVE`?2:e===`CURRENT`?3:e===`RESET`?4:S(39313,{state:e})}(t.targetChange.targetChangeType||`NO_CHANGE`),i=t.targetChange.targetIds||[],a=function(e,t){return e.useProto3Json?(C(t===void 0||typeof t==`string`,58123),I.fromBase64String(t||``)):(C(t===void 0||t instanceof Buffer||t instanceof Uint8Array,16193),I.fromUint8Array(t||/* @__PURE__ */ new Uint8Array))}(e,t.targetChange.resumeToken),o=t.targetChange.cause;n=new ya(r,i,a,o&&function(e){return new k(e.code===void 0?O.UNKNOWN:Yi(e.code),e.message||``)}(o)||null)}else if(`documentChange`in t){t.documentChange;let r=t.documentChange;r.document,r.document.name,r.document.updateTime;let i=za(e,r.document.name),a=Pa(r.document.updateTime),o=r.document.createTime?Pa(r.document.createTime):H.min(),s=new fr({mapValue:{fields:r.document.fields}}),c=vi.newFoundDocument(i,a,o,s);n=new _a(r.targetIds||[],r.removedTargetIds||[],c.key,c)}else if(`documentDelete`in t){t.documentDelete;let r=t.documentDelete;r.document;let i=za(e,r.document),a=r.readTime?Pa(r.readTime):H.min(),o=vi.newNoDocument(i,a);n=new _a([],r.removedTargetIds||[],o.key,o)}else if(`documentRemove`in t){t.documentRemove;let r=t.documentRemove;r.document;let i=za(e,r.document);n=new _a([],r.removedTargetIds||[],i,null)}else{if(!(`filter`in t))return S(11601,{we:t});{t.filter;let e=t.filter;e.targetId;let{count:r=0,unchangedNames:i}=e,a=new qi(r,i),o=e.targetId;n=new va(o,a)}}return n}function Ka(e,t){let n;if(t instanceof Wr)n={update:Wa(e,t.key,t.value)};else if(t instanceof Yr)n={delete:Ra(e,t.key)};else if(t instanceof Gr)n={update:Wa(e,t.key,t.data),updateMask:so(t.fieldMask)};else{if(!(t instanceof Xr))return S(16599,{be:t.type});n={verify:Ra(e,t.key)}}return t.fieldTransforms.length>0&&(n.updateTransforms=t.fieldTransforms.map((e=>function(e,t){let n=t.transform;if(n instanceof xr)return{fieldPath:t.field.canonicalString(),setToServerValue:`REQUEST_TIME`};if(n instanceof Sr)return{fieldPath:t.field.canonicalString(),appendMissingElements:{values:n.elements}};if(n instanceof wr)return{fieldPath:t.field.canonicalString(),removeAllFromArray:{values:n.elements}};if(n instanceof Dr)return{fieldPath:t.field.canonicalString(),increment:n.h};if(n instanceof Or)return{fieldPath:t.field.canonicalString(),minimum:n.h};if(n instanceof kr)return{fieldPath:t.field.canonicalString(),maximum:n.h};throw S(20930,{transform:t.transform})}(0,e)))),t.precondition.isNone||(n.currentDocument=function(e,t){return t.updateTime===void 0?t.exists===void 0?S(27497):{exists:t.exists}:{updateTime:Na(e,t.updateTime)}}(e,t.precondition)),n}function qa(e,t){return e&&e.length>0?(C(t!==void 0,14353),e.map((e=>function(e,t){let n=e.updateTime?Pa(e.updateTime):Pa(t);return n.isEqual(H.min())&&(n=Pa(t)),new Fr(n,e.transformResults||[])}(e,t)))):[]}function Ja(e,t){return{documents:[Ba(e,t.path)]}}function Ya(e,t){let n={structuredQuery:{}},r=t.path,i;t.collectionGroup===null?(i=r.popLast(),n.structuredQuery.from=[{collectionId:r.lastSegment()}]):(i=r,n.structuredQuery.from=[{collectionId:t.collectionGroup,allDescendants:!0}]),n.parent=Ba(e,i);let a=function(e){if(e.length!==0)return oo(ti.create(e,`and`))}(t.filters);a&&(n.structuredQuery.where=a);let o=function(e){if(e.length!==0)return e.map((e=>function(e){return{field:io(e.field),direction:to(e.dir)}}(e)))}(t.orderBy);o&&(n.structuredQuery.orderBy=o);let s=ka(e,t.limit);return s!==null&&(n.structuredQuery.limit=s),t.startAt&&(n.structuredQuery.startAt=function(e){return{before:e.inclusive,values:e.position}}(t.startAt)),t.endAt&&(n.structuredQuery.endAt=function(e){return{before:!e.inclusive,values:e.position}}(t.endAt)),{Se:n,parent:i}}function Xa(e,t,n,r){let{Se:i,parent:a}=Ya(e,t),o={},s=[],c=0;return n.forEach((e=>{let t=r?e.alias:`aggregate_`+c++;o[t]=e.alias,e.aggregateType===`count`?s.push({alias:t,count:{}}):e.aggregateType===`avg`?s.push({alias:t,avg:{field:io(e.fieldPath)}}):e.aggregateType===`sum`&&s.push({alias:t,sum:{field:io(e.fieldPath)}})})),{request:{structuredAggregationQuery:{aggregations:s,structuredQuery:i.structuredQuery},parent:i.parent},ve:o,parent:a}}function Za(e){let t=Va(e.parent),n=e.structuredQuery,r=n.from?n.from.length:0,i=null;if(r>0){C(r===1,65062);let e=n.from[0];e.allDescendants?i=e.collectionId:t=t.child(e.collectionId)}let a=[];n.where&&(a=function(e){let t=eo(e);return t instanceof ti&&ri(t)?t.getFilters():[t]}(n.where));let o=[];n.orderBy&&(o=function(e){return e.map((e=>function(e){return new gi(ao(e.field),function(e){switch(e){case`ASCENDING`:return`asc`;case`DESCENDING`:return`desc`;default:return}}(e.direction))}(e)))}(n.orderBy));let s=null;n.limit&&(s=function(e){let t;return t=typeof e==`object`?e.value:e,In(t)?null:t}(n.limit));let c=null;n.startAt&&(c=function(e){let t=!!e.before;return new Zr(e.values||[],t)}(n.startAt));let l=null;return n.endAt&&(l=function(e){let t=!e.before;return new Zr(e.values||[],t)}(n.endAt)),Ai(t,i,o,a,s,`F`,c,l)}function Qa(e,t){let n=function(e){switch(e){case`TargetPurposeListen`:return null;case`TargetPurposeExistenceFilterMismatch`:return`existence-filter-mismatch`;case`TargetPurposeExistenceFilterMismatchBloom`:return`existence-filter-mismatch-bloom`;case`TargetPurposeLimboResolution`:return`limbo-document`;default:return S(28987,{purpose:e})}}(t.purpose);return n==null?null:{"goog-listen-tags":n}}function $a(e,t){return{structuredPipeline:{pipeline:{stages:t.stages.map((t=>t._toProto(e)))}}}}function eo(e){return e.unaryFilter===void 0?e.fieldFilter===void 0?e.compositeFilter===void 0?S(30097,{filter:e}):function(e){return ti.create(e.compositeFilter.filters.map((e=>eo(e))),function(e){switch(e){case`AND`:return`and`;case`OR`:return`or`;default:return S(1026)}}(e.compositeFilter.op))}(e):function(e){return V.create(ao(e.fieldFilter.field),function(e){switch(e){case`EQUAL`:return`==`;case`NOT_EQUAL`:return`!=`;case`GREATER_THAN`:return`>`;case`GREATER_THAN_OR_EQUAL`:return`>=`;case`LESS_THAN`:return`<`;case`LESS_THAN_OR_EQUAL`:return`<=`;case`ARRAY_CONTAINS`:return`array-contains`;case`IN`:return`in`;case`NOT_IN`:return`not-in`;case`ARRAY_CONTAINS_ANY`:return`array-contains-any`;case`OPERATOR_UNSPECIFIED`:return S(58110);default:return S(50506)}}(e.fieldFilter.op),e.fieldFilter.value)}(e):function(e){switch(e.unaryFilter.op){case`IS_NAN`:let t=ao(e.unaryFilter.field);return V.create(t,`==`,{doubleValue:NaN});case`IS_NULL`:let n=ao(e.unaryFilter.field);return V.create(n,`==`,{nullValue:`NULL_VALUE`});case`IS_NOT_NAN`:let r=ao(e.unaryFilter.field);return V.create(r,`!=`,{doubleValue:NaN});case`IS_NOT_NULL`:let i=ao(e.unaryFilter.field);return V.create(i,`!=`,{nullValue:`NULL_VALUE`});case`OPERATOR_UNSPECIFIED`:return S(61313);default:return S(60726)}}(e)}function to(e){return Ta[e]}function no(e){return Ea[e]}function ro(e){return Da[e]}function io(e){return{fieldPath:e.canonicalString()}}function ao(e){return j.fromServerFormat(e.fieldPath)}function oo(e){return e instanceof V?function(e){if(e.op===`==`){if(or(e.value))return{unaryFilter:{field:io(e.field),op:`IS_NAN`}};if(ar(e.value))return{unaryFilter:{field:io(e.field),op:`IS_NULL`}}}else if(e.op===`!=`){if(or(e.value))return{unaryFilter:{field:io(e.field),op:`IS_NOT_NAN`}};if(ar(e.value))return{unaryFilter:{field:io(e.field),op:`IS_NOT_NULL`}}}return{fieldFilter:{field:io(e.field),op:no(e.op),value:e.value}}}(e):e instanceof ti?function(e){let t=e.getFilters().map((e=>oo(e)));return t.length===1?t[0]:{compositeFilter:{op:ro(e.op),filters:t}}}(e):S(54877,{filter:e})}function so(e){let t=[];return e.fields.forEach((e=>t.push(e.canonicalString()))),{fieldPaths:t}}function co(e){return e.length>=4&&e.get(0)===`projects`&&e.get(2)===`databases`}function lo(e){return!!e&&typeof e._toProto==`function`&&e._protoValueType===`ProtoValue`}function uo(e,t){let n={fields:{}};return t.forEach(((t,r)=>{if(typeof r!=`string`)throw Error(`Cannot encode map with non-string key: ${r}`);n.fields[r]=t._toProto(e)})),{mapValue:n}}function fo(e){return{stringValue:e}}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/function po(e){return new Oa(e,!0)}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var mo=class e{constructor(e){this._byteString=e}static fromBase64String(t){try{return new e(I.fromBase64String(t))}catch(e){throw new k(O.INVALID_ARGUMENT,`Failed to construct data from Base64 string: `+e)}}static fromUint8Array(t){return new e(I.fromUint8Array(t))}toBase64(){return this._byteString.toBase64()}toUint8Array(){return this._byteString.toUint8Array()}toString(){return`Bytes(base64: `+this.toBase64()+`)`}isEqual(e){return this._byteString.isEqual(e._byteString)}toJSON(){return{type:e._jsonSchemaVersion,bytes:this.toBase64()}}static fromJSON(t){if(vn(t,e._jsonSchema))return e.fromBase64String(t.bytes)}};mo._jsonSchemaVersion=`firestore/bytes/1.0`,mo._jsonSchema={type:P(`string`,mo._jsonSchemaVersion),bytes:P(`string`)};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ho=class{constructor(...e){for(let t=0;t<e.length;++t)if(e[t].length===0)throw new k(O.INVALID_ARGUMENT,`Invalid field name at argument $(i + 1). Field names must not be empty.`);this._internalPath=new j(e)}isEqual(e){return this._internalPath.isEqual(e._internalPath)}};function go(){return new ho(nn)}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var _o=class{constructor(e){this._methodName=e}},vo=class e{constructor(e,t){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
if(!isFinite(e)||e<-90||e>90)throw new k(O.INVALID_ARGUMENT,`Latitude must be a number between -90 and 90, but was: `+e);if(!isFinite(t)||t<-180||t>180)throw new k(O.INVALID_ARGUMENT,`Longitude must be a number between -180 and 180, but was: `+t);this._lat=e,this._long=t}get latitude(){return this._lat}get longitude(){return this._long}isEqual(e){return this._lat===e._lat&&this._long===e._long}_compareTo(e){return T(this._lat,e._lat)||T(this._long,e._long)}toJSON(){return{latitude:this._lat,longitude:this._long,type:e._jsonSchemaVersion}}static fromJSON(t){if(vn(t,e._jsonSchema))return new e(t.latitude,t.longitude)}};vo._jsonSchemaVersion=`firestore/geoPoint/1.0`,vo._jsonSchema={type:P(`string`,vo._jsonSchemaVersion),latitude:P(`number`),longitude:P(`number`)};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var yo=class{constructor(e){this.uid=e}isAuthenticated(){return this.uid!=null}toKey(){return this.isAuthenticated()?`uid:`+this.uid:`anonymous-user`}isEqual(e){return e.uid===this.uid}};yo.UNAUTHENTICATED=new yo(null),yo.GOOGLE_CREDENTIALS=new yo(`google-credentials-uid`),yo.FIRST_PARTY=new yo(`first-party-uid`),yo.MOCK_USER=new yo(`mock-user`);
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var bo=class{constructor(){this.promise=new Promise(((e,t)=>{this.resolve=e,this.reject=t}))}},xo=class{constructor(e,t){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.user=t,this.type=`OAuth`,this.headers=/* @__PURE__ */ new Map,this.headers.set(`Authorization`,`Bearer ${e}`)}},So=class{getToken(){return Promise.resolve(null)}invalidateToken(){}start(e,t){e.enqueueRetryable((()=>t(yo.UNAUTHENTICATED)))}shutdown(){}},Co=class{constructor(e){this.token=e,this.changeListener=null}getToken(){return Promise.resolve(this.token)}invalidateToken(){}start(e,t){this.changeListener=t,e.enqueueRetryable((()=>t(this.token.user)))}shutdown(){this.changeListener=null}},wo=class{constructor(e){this.De=e,this.currentUser=yo.UNAUTHENTICATED,this.xe=0,this.forceRefresh=!1,this.auth=null}start(e,t){C(this.Ce===void 0,42304);let n=this.xe,r=e=>this.xe===n?Promise.resolve():(n=this.xe,t(e)),i=new bo;this.Ce=()=>{this.xe++,this.currentUser=this.Fe(),i.resolve(),i=new bo,e.enqueueRetryable((()=>r(this.currentUser)))};let a=()=>{let t=i;e.enqueueRetryable((async()=>{await t.promise,await r(this.currentUser)}))},o=e=>{x(`FirebaseAuthCredentialsProvider`,`Auth detected`),this.auth=e,this.Ce&&(this.auth.addAuthTokenListener(this.Ce),a())};this.De.onInit((e=>o(e))),setTimeout((()=>{if(!this.auth){let e=this.De.getImmediate({optional:!0});e?o(e):(x(`FirebaseAuthCredentialsProvider`,`Auth not yet detected`),i.resolve(),i=new bo)}}),0),a()}getToken(){let e=this.xe,t=this.forceRefresh;return this.forceRefresh=!1,this.auth?this.auth.getToken(t).then((t=>this.xe===e?t?(C(typeof t.accessToken==`string`,31837,{Oe:t}),new xo(t.accessToken,this.currentUser)):null:(x(`FirebaseAuthCredentialsProvider`,`getToken aborted due to token change.`),this.getToken()))):Promise.resolve(null)}invalidateToken(){this.forceRefresh=!0}shutdown(){this.auth&&this.Ce&&this.auth.removeAuthTokenListener(this.Ce),this.Ce=void 0}Fe(){let e=this.auth&&this.auth.getUid();return C(e===null||typeof e==`string`,2055,{Me:e}),new yo(e)}},To=class{constructor(e,t,n){this.Ne=e,this.Le=t,this.Be=n,this.type=`FirstParty`,this.user=yo.FIRST_PARTY,this.Ue=/* @__PURE__ */ new Map}ke(){return this.Be?this.Be():null}get headers(){this.Ue.set(`X-Goog-AuthUser`,this.Ne);let e=this.ke();return e&&this.Ue.set(`Authorization`,e),this.Le&&this.Ue.set(`X-Goog-Iam-Authorization-Token`,this.Le),this.Ue}},Eo=class{constructor(e,t,n){this.Ne=e,this.Le=t,this.Be=n}getToken(){return Promise.resolve(new To(this.Ne,this.Le,this.Be))}start(e,t){e.enqueueRetryable((()=>t(yo.FIRST_PARTY)))}shutdown(){}invalidateToken(){}},Do=class{constructor(e){this.value=e,this.type=`AppCheck`,this.headers=/* @__PURE__ */ new Map,e&&e.length>0&&this.headers.set(`x-firebase-appcheck`,this.value)}},Oo=class{constructor(e,t){this.qe=t,this.forceRefresh=!1,this.appCheck=null,this.$e=null,this.Ke=null,at(e)&&e.settings.appCheckToken&&(this.Ke=e.settings.appCheckToken)}start(e,t){C(this.Ce===void 0,3512);let n=e=>{e.error!=null&&x(`FirebaseAppCheckTokenProvider`,`Error getting App Check token; using placeholder token instead. Error: ${e.error.message}`);let n=e.token!==this.$e;return this.$e=e.token,x(`FirebaseAppCheckTokenProvider`,`Received ${n?`new`:`existing`} token.`),n?t(e.token):Promise.resolve()};this.Ce=t=>{e.enqueueRetryable((()=>n(t)))};let r=e=>{x(`FirebaseAppCheckTokenProvider`,`AppCheck detected`),this.appCheck=e,this.Ce&&this.appCheck.addTokenListener(this.Ce)};this.qe.onInit((e=>r(e))),setTimeout((()=>{if(!this.appCheck){let e=this.qe.getImmediate({optional:!0});e?r(e):x(`FirebaseAppCheckTokenProvider`,`AppCheck not yet detected`)}}),0)}getToken(){if(this.Ke)return Promise.resolve(new Do(this.Ke));let e=this.forceRefresh;return this.forceRefresh=!1,this.appCheck?this.appCheck.getToken(e).then((e=>e?(C(typeof e.token==`string`,44558,{tokenResult:e}),this.$e=e.token,new Do(e.token)):null)):Promise.resolve(null)}invalidateToken(){this.forceRefresh=!0}shutdown(){this.appCheck&&this.Ce&&this.appCheck.removeTokenListener(this.Ce),this.Ce=void 0}};function ko(e){let t={};return e.timeoutSeconds!==void 0&&(t.timeoutSeconds=e.timeoutSeconds),t}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/var Ao=class{Qe(e){}shutdown(){}};
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const jo=`ConnectivityMonitor`;var Mo=class{constructor(){this.We=()=>this.Ge(),this.ze=()=>this.je(),this.He=[],this.Je()}Qe(e){this.He.push(e)}shutdown(){window.removeEventListener(`online`,this.We),window.removeEventListener(`offline`,this.ze)}Je(){window.addEventListener(`online`,this.We),window.addEventListener(`offline`,this.ze)}Ge(){x(jo,`Network connectivity changed: AVAILABLE`);for(let e of this.He)e(0)}je(){x(jo,`Network connectivity changed: UNAVAILABLE`);for(let e of this.He)e(1)}static Ye(){return typeof window<`u`&&window.addEventListener!==void 0&&window.removeEventListener!==void 0}};
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
let No=null;function Po(){return No===null?No=function(){return 268435456+Math.round(2147483648*Math.random())}():No++,`0x`+No.toString(16)}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const Fo=`RestConnection`,Io={BatchGetDocuments:`batchGet`,Commit:`commit`,RunQuery:`runQuery`,RunAggregationQuery:`runAggregationQuery`,ExecutePipeline:`executePipeline`};var Lo=class{get Ze(){return!1}constructor(e){this.databaseInfo=e,this.databaseId=e.databaseId;let t=e.ssl?`https`:`http`,n=encodeURIComponent(this.databaseId.projectId),r=encodeURIComponent(this.databaseId.database);this.Xe=t+`://`+e.host,this.et=`projects/${n}/databases/${r}`,this.tt=this.databaseId.database===Nn?`project_id=${n}`:`project_id=${n}&database_id=${r}`}nt(e,t,n,r,i){let a=Po(),o=this.rt(e,t.toUriEncodedString());x(Fo,`Sending RPC '${e}' ${a}:`,o,n);let s={"google-cloud-resource-prefix":this.et,"x-goog-request-params":this.tt};this.it(s,r,i);let{host:c}=new URL(o),l=fe(c);return this.st(e,o,s,n,l).then((t=>(x(Fo,`Received RPC '${e}' ${a}: `,t),t)),(t=>{throw Gt(Fo,`RPC '${e}' ${a} failed with error: `,t,`url: `,o,`request:`,n),t}))}_t(e,t,n,r,i,a){return this.nt(e,t,n,r,i)}it(e,t,n){if(e[`X-Goog-Api-Client`]=function(){return`gl-js/ fire/`+Bt}(),e[`Content-Type`]=`text/plain`,this.databaseInfo.appId&&(e[`X-Firebase-GMPID`]=this.databaseInfo.appId),t&&t.headers.forEach(((t,n)=>e[n]=t)),n&&n.headers.forEach(((t,n)=>e[n]=t)),this.databaseInfo._customHeaders)for(let t of Object.keys(this.databaseInfo._customHeaders))e[t]=this.databaseInfo._customHeaders[t]}rt(e,t){let n=Io[e],r=`${this.Xe}/v1/${t}:${n}`;return this.databaseInfo.apiKey&&(r=`${r}?key=${encodeURIComponent(this.databaseInfo.apiKey)}`),r}terminate(){}},Ro=class{constructor(e){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.ot=e.ot,this.ut=e.ut}ct(e){this.lt=e}Et(e){this.ht=e}Tt(e){this.Pt=e}onMessage(e){this.It=e}close(){this.ut()}send(e){this.ot(e)}Rt(){this.lt()}At(){this.ht()}Vt(e){this.Pt(e)}dt(e){this.It(e)}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const zo=`WebChannelConnection`,Bo=(e,t,n)=>{e.listen(t,(e=>{try{n(e)}catch(e){setTimeout((()=>{throw e}),0)}}))};var Vo=class e extends Lo{constructor(e){super(e),this.ft=[],this.forceLongPolling=e.forceLongPolling,this.autoDetectLongPolling=e.autoDetectLongPolling,this.useFetchStreams=e.useFetchStreams,this.longPollingOptions=e.longPollingOptions}static gt(){if(!e.yt){let t=It();Bo(t,Ft.STAT_EVENT,(e=>{e.stat===Pt.PROXY?x(zo,`STAT_EVENT: detected buffering proxy`):e.stat===Pt.NOPROXY&&x(zo,`STAT_EVENT: detected no buffering proxy`)})),e.yt=!0}}st(e,t,n,r,i){let a=Po();return new Promise(((i,o)=>{let s=new At;s.setWithCredentials(!0),s.listenOnce(Mt.COMPLETE,(()=>{try{switch(s.getLastErrorCode()){case Nt.NO_ERROR:let t=s.getResponseJson();x(zo,`XHR for RPC '${e}' ${a} received:`,JSON.stringify(t)),i(t);break;case Nt.TIMEOUT:x(zo,`RPC '${e}' ${a} timed out`),o(new k(O.DEADLINE_EXCEEDED,`Request time out`));break;case Nt.HTTP_ERROR:let n=s.getStatus();if(x(zo,`RPC '${e}' ${a} failed with status:`,n,`response text:`,s.getResponseText()),n>0){let e=s.getResponseJson();Array.isArray(e)&&(e=e[0]);let t=e?.error;t&&t.status&&t.message?o(new k(function(e){let t=e.toLowerCase().replace(/_/g,`-`);return Object.values(O).indexOf(t)>=0?t:O.UNKNOWN}(t.status),t.message)):o(new k(O.UNKNOWN,`Server responded with status `+s.getStatus()))}else o(new k(O.UNAVAILABLE,`Connection failed.`));break;default:S(9055,{wt:e,streamId:a,bt:s.getLastErrorCode(),St:s.getLastError()})}}finally{x(zo,`RPC '${e}' ${a} completed.`)}}));let c=JSON.stringify(r);x(zo,`RPC '${e}' ${a} sending request:`,r),s.send(t,`POST`,c,n,15)}))}vt(t,n,r){let i=Po(),a=[this.Xe,`/`,`google.firestore.v1.Firestore`,`/`,t,`/channel`],o=this.createWebChannelTransport(),s={httpSessionIdParam:`gsessionid`,initMessageHeaders:{},messageUrlParams:{database:`projects/${this.databaseId.projectId}/databases/${this.databaseId.database}`},sendRawJson:!0,supportsCrossDomainXhr:!0,internalChannelParams:{forwardChannelRequestTimeoutMs:6e5},forceLongPolling:this.forceLongPolling,detectBufferingProxy:this.autoDetectLongPolling},c=this.longPollingOptions.timeoutSeconds;c!==void 0&&(s.longPollingTimeout=Math.round(1e3*c)),this.useFetchStreams&&(s.useFetchStreams=!0),this.it(s.initMessageHeaders,n,r),s.encodeInitMessageHeaders=!0;let l=a.join(``);x(zo,`Creating RPC '${t}' stream ${i}: ${l}`,s);let u=o.createWebChannel(l,s);this.Dt(u);let d=!1,f=!1,p=new Ro({ot:e=>{f?x(zo,`Not sending because RPC '${t}' stream ${i} is closed:`,e):(d||=(x(zo,`Opening RPC '${t}' stream ${i} transport.`),u.open(),!0),x(zo,`RPC '${t}' stream ${i} sending:`,e),u.send(e))},ut:()=>u.close()});return Bo(u,jt.EventType.OPEN,(()=>{f||(x(zo,`RPC '${t}' stream ${i} transport opened.`),p.Rt())})),Bo(u,jt.EventType.CLOSE,(()=>{f||(f=!0,x(zo,`RPC '${t}' stream ${i} transport closed`),p.Vt(),this.xt(u))})),Bo(u,jt.EventType.ERROR,(e=>{f||(f=!0,Gt(zo,`RPC '${t}' stream ${i} transport errored. Name:`,e.name,`Message:`,e.message),p.Vt(new k(O.UNAVAILABLE,`The operation could not be completed`)))})),Bo(u,jt.EventType.MESSAGE,(e=>{if(!f){let n=e.data[0];C(!!n,16349);let r=n,a=r?.error||r[0]?.error;if(a){x(zo,`RPC '${t}' stream ${i} received error:`,a);let e=a.status,n=function(e){let t=U[e];if(t!==void 0)return Yi(t)}(e),r=a.message;e===`NOT_FOUND`&&r.includes(`database`)&&r.includes(`does not exist`)&&r.includes(this.databaseId.database)&&Gt(`Database '${this.databaseId.database}' not found. Please check your project configuration.`),n===void 0&&(n=O.INTERNAL,r=`Unknown error status: `+e+` with message `+a.message),f=!0,p.Vt(new k(n,r)),u.close()}else x(zo,`RPC '${t}' stream ${i} received:`,n),p.dt(n)}})),e.gt(),setTimeout((()=>{p.At()}),0),p}terminate(){this.ft.forEach((e=>e.close())),this.ft=[]}Dt(e){this.ft.push(e)}xt(e){this.ft=this.ft.filter((t=>t===e))}it(e,t,n){super.it(e,t,n),this.databaseInfo.apiKey&&(e[`x-goog-api-key`]=this.databaseInfo.apiKey)}createWebChannelTransport(){return Lt()}};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function Ho(e){return new Vo(e)}Vo.yt=!1;var Uo=class{constructor(e,t,n=1e3,r=1.5,i=6e4){this.Ct=e,this.timerId=t,this.Ft=n,this.Ot=r,this.Mt=i,this.Nt=0,this.Lt=null,this.Bt=Date.now(),this.reset()}reset(){this.Nt=0}Ut(){this.Nt=this.Mt}kt(e){this.cancel();let t=Math.floor(this.Nt+this.qt()),n=Math.max(0,Date.now()-this.Bt),r=Math.max(0,t-n);r>0&&x(`ExponentialBackoff`,`Backing off for ${r} ms (base delay: ${this.Nt} ms, delay with jitter: ${t} ms, last attempt: ${n} ms ago)`),this.Lt=this.Ct.enqueueAfterDelay(this.timerId,r,(()=>(this.Bt=Date.now(),e()))),this.Nt*=this.Ot,this.Nt<this.Ft&&(this.Nt=this.Ft),this.Nt>this.Mt&&(this.Nt=this.Mt)}$t(){this.Lt!==null&&(this.Lt.skipDelay(),this.Lt=null)}cancel(){this.Lt!==null&&(this.Lt.cancel(),this.Lt=null)}qt(){return(Math.random()-.5)*this.Nt}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const Wo=`PersistentStream`;var Go=class{constructor(e,t,n,r,i,a,o,s){this.Ct=e,this.Kt=n,this.Qt=r,this.connection=i,this.authCredentialsProvider=a,this.appCheckCredentialsProvider=o,this.listener=s,this.state=0,this.Wt=0,this.Gt=null,this.zt=null,this.stream=null,this.jt=0,this.Ht=new Uo(e,t)}Jt(){return this.state===1||this.state===5||this.Yt()}Yt(){return this.state===2||this.state===3}start(){this.jt=0,this.state===4?this.Zt():this.auth()}async stop(){this.Jt()&&await this.close(0)}Xt(){this.state=0,this.Ht.reset()}en(){this.Yt()&&this.Gt===null&&(this.Gt=this.Ct.enqueueAfterDelay(this.Kt,6e4,(()=>this.tn())))}nn(e){this.rn(),this.stream.send(e)}async tn(){if(this.Yt())return this.close(0)}rn(){this.Gt&&=(this.Gt.cancel(),null)}sn(){this.zt&&=(this.zt.cancel(),null)}async close(e,t){this.rn(),this.sn(),this.Ht.cancel(),this.Wt++,e===4?t&&t.code===O.RESOURCE_EXHAUSTED?(Wt(t.toString()),Wt(`Using maximum backoff delay to prevent overloading the backend.`),this.Ht.Ut()):t&&t.code===O.UNAUTHENTICATED&&this.state!==3&&(this.authCredentialsProvider.invalidateToken(),this.appCheckCredentialsProvider.invalidateToken()):this.Ht.reset(),this.stream!==null&&(this._n(),this.stream.close(),this.stream=null),this.state=e,await this.listener.Tt(t)}_n(){}auth(){this.state=1;let e=this.an(this.Wt),t=this.Wt;Promise.all([this.authCredentialsProvider.getToken(),this.appCheckCredentialsProvider.getToken()]).then((([e,n])=>{this.Wt===t&&this.un(e,n)}),(t=>{e((()=>{let e=new k(O.UNKNOWN,`Fetching auth token failed: `+t.message);return this.cn(e)}))}))}un(e,t){let n=this.an(this.Wt);this.stream=this.En(e,t),this.stream.ct((()=>{n((()=>this.listener.ct()))})),this.stream.Et((()=>{n((()=>(this.state=2,this.zt=this.Ct.enqueueAfterDelay(this.Qt,1e4,(()=>(this.Yt()&&(this.state=3),Promise.resolve()))),this.listener.Et())))})),this.stream.Tt((e=>{n((()=>this.cn(e)))})),this.stream.onMessage((e=>{n((()=>++this.jt==1?this.hn(e):this.onNext(e)))}))}Zt(){this.state=5,this.Ht.kt((async()=>{this.state=0,this.start()}))}cn(e){return x(Wo,`close with error: ${e}`),this.stream=null,this.close(4,e)}an(e){return t=>{this.Ct.enqueueAndForget((()=>this.Wt===e?t():(x(Wo,`stream callback skipped by getCloseGuardedDispatcher.`),Promise.resolve())))}}},Ko=class extends Go{constructor(e,t,n,r,i,a){super(e,`listen_stream_connection_backoff`,`listen_stream_idle`,`health_check_timeout`,t,n,r,a),this.serializer=i}En(e,t){return this.connection.vt(`Listen`,e,t)}hn(e){return this.onNext(e)}onNext(e){this.Ht.reset();let t=Ga(this.serializer,e),n=function(e){if(!(`targetChange`in e))return H.min();let t=e.targetChange;return t.targetIds&&t.targetIds.length?H.min():t.readTime?Pa(t.readTime):H.min()}(e);return this.listener.Tn(t,n)}Pn(e){let t={};t.database=Ha(this.serializer),t.addTarget=function(e,t){let n,r=t.target;if(n=Di(r)?{pipelineQuery:$a(e,r)}:Oi(r)?{documents:Ja(e,r)}:{query:Ya(e,r).Se},n.targetId=t.targetId,t.resumeToken.approximateByteSize()>0){n.resumeToken=Ma(e,t.resumeToken);let r=ka(e,t.expectedCount);r!==null&&(n.expectedCount=r)}else if(t.snapshotVersion.compareTo(H.min())>0){n.readTime=Aa(e,t.snapshotVersion.toTimestamp());let r=ka(e,t.expectedCount);r!==null&&(n.expectedCount=r)}return n}(this.serializer,e);let n=Qa(this.serializer,e);n&&(t.labels=n),this.nn(t)}In(e){let t={};t.database=Ha(this.serializer),t.removeTarget=e,this.nn(t)}},qo=class extends Go{constructor(e,t,n,r,i,a){super(e,`write_stream_connection_backoff`,`write_stream_idle`,`health_check_timeout`,t,n,r,a),this.serializer=i}get Rn(){return this.jt>0}start(){this.lastStreamToken=void 0,super.start()}_n(){this.Rn&&this.An([])}En(e,t){return this.connection.vt(`Write`,e,t)}hn(e){return C(!!e.streamToken,31322),this.lastStreamToken=e.streamToken,C(!e.writeResults||e.writeResults.length===0,55816),this.listener.Vn()}onNext(e){C(!!e.streamToken,12678),this.lastStreamToken=e.streamToken,this.Ht.reset();let t=qa(e.writeResults,e.commitTime),n=Pa(e.commitTime);return this.listener.dn(n,t)}fn(){let e={};e.database=Ha(this.serializer),this.nn(e)}An(e){let t={streamToken:this.lastStreamToken,writes:e.map((e=>Ka(this.serializer,e)))};this.nn(t)}},Jo=class{},Yo=class extends Jo{constructor(e,t,n,r){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
super(),this.authCredentials=e,this.appCheckCredentials=t,this.connection=n,this.serializer=r,this.mn=!1}pn(){if(this.mn)throw new k(O.FAILED_PRECONDITION,`The client has already been terminated.`)}nt(e,t,n,r){return this.pn(),Promise.all([this.authCredentials.getToken(),this.appCheckCredentials.getToken()]).then((([i,a])=>this.connection.nt(e,Ia(t,n),r,i,a))).catch((e=>{throw e.name===`FirebaseError`?(e.code===O.UNAUTHENTICATED&&(this.authCredentials.invalidateToken(),this.appCheckCredentials.invalidateToken()),e):new k(O.UNKNOWN,e.toString())}))}_t(e,t,n,r,i){return this.pn(),Promise.all([this.authCredentials.getToken(),this.appCheckCredentials.getToken()]).then((([a,o])=>this.connection._t(e,Ia(t,n),r,a,o,i))).catch((e=>{throw e.name===`FirebaseError`?(e.code===O.UNAUTHENTICATED&&(this.authCredentials.invalidateToken(),this.appCheckCredentials.invalidateToken()),e):new k(O.UNKNOWN,e.toString())}))}terminate(){this.mn=!0,this.connection.terminate()}};function Xo(e,t,n,r){return new Yo(e,t,n,r)}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const Zo=/* @__PURE__ */ new Map;function Qo(e,t,n,r,i){return new Mn(e,t,n,i.host,i.ssl,i.experimentalForceLongPolling,i.experimentalAutoDetectLongPolling,ko(i.experimentalLongPollingOptions),i.useFetchStreams,i.isUsingEmulator,r,i._customHeaders,i.grpcFlowControlWindow)}
/**
* @license
* Copyright 2018 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const $o={didRun:!1,sequenceNumbersCollected:0,targetsRemoved:0,documentsRemoved:0},es=41943040;var ts=class e{static withCacheSize(t){return new e(t,e.DEFAULT_COLLECTION_PERCENTILE,e.DEFAULT_MAX_SEQUENCE_NUMBERS_TO_COLLECT)}constructor(e,t,n){this.cacheSizeCollectionThreshold=e,this.percentileToCollect=t,this.maximumSequenceNumbersToCollect=n}};ts.DEFAULT_COLLECTION_PERCENTILE=10,ts.DEFAULT_MAX_SEQUENCE_NUMBERS_TO_COLLECT=1e3,ts.DEFAULT=new ts(es,ts.DEFAULT_COLLECTION_PERCENTILE,ts.DEFAULT_MAX_SEQUENCE_NUMBERS_TO_COLLECT),ts.DISABLED=new ts(-1,0,0);
/**
* @license
* Copyright 2018 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ns=class{constructor(e,t){this.previousValue=e,t&&(t.sequenceNumberHandler=e=>this.gn(e),this.yn=e=>t.writeSequenceNumber(e))}gn(e){return this.previousValue=Math.max(e,this.previousValue),this.previousValue}next(){let e=++this.previousValue;return this.yn&&this.yn(e),e}};ns.wn=-1
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
;var rs=class{constructor(){this.onCommittedListeners=[]}addOnCommittedListener(e){this.onCommittedListeners.push(e)}raiseOnCommittedEvent(){this.onCommittedListeners.forEach((e=>e()))}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
async function is(e){if(e.code!==O.FAILED_PRECONDITION||e.message!==`The current tab is not in the required state to perform this operation. It might be necessary to refresh the browser tab.`)throw e;x(`LocalStore`,`Unexpectedly lost primary lease`)}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var K=class e{constructor(e){this.nextCallback=null,this.catchCallback=null,this.result=void 0,this.error=void 0,this.isDone=!1,this.callbackAttached=!1,e((e=>{this.isDone=!0,this.result=e,this.nextCallback&&this.nextCallback(e)}),(e=>{this.isDone=!0,this.error=e,this.catchCallback&&this.catchCallback(e)}))}catch(e){return this.next(void 0,e)}next(t,n){return this.callbackAttached&&S(59440),this.callbackAttached=!0,this.isDone?this.error?this.wrapFailure(n,this.error):this.wrapSuccess(t,this.result):new e(((e,r)=>{this.nextCallback=n=>{this.wrapSuccess(t,n).next(e,r)},this.catchCallback=t=>{this.wrapFailure(n,t).next(e,r)}}))}toPromise(){return new Promise(((e,t)=>{this.next(e,t)}))}wrapUserFunction(t){try{let n=t();return n instanceof e?n:e.resolve(n)}catch(t){return e.reject(t)}}wrapSuccess(t,n){return t?this.wrapUserFunction((()=>t(n))):e.resolve(n)}wrapFailure(t,n){return t?this.wrapUserFunction((()=>t(n))):e.reject(n)}static resolve(t){return new e(((e,n)=>{e(t)}))}static reject(t){return new e(((e,n)=>{n(t)}))}static waitFor(t){return new e(((e,n)=>{let r=0,i=0,a=!1;t.forEach((t=>{++r,t.next((()=>{++i,a&&i===r&&e()}),(e=>n(e)))})),a=!0,i===r&&e()}))}static or(t){let n=e.resolve(!1);for(let r of t)n=n.next((t=>t?e.resolve(t):r()));return n}static forEach(e,t){let n=[];return e.forEach(((e,r)=>{n.push(t.call(this,e,r))})),this.waitFor(n)}static mapArray(t,n){return new e(((e,r)=>{let i=t.length,a=Array(i),o=0;for(let s=0;s<i;s++){let c=s;n(t[c]).next((t=>{a[c]=t,++o,o===i&&e(a)}),(e=>r(e)))}}))}static doWhile(t,n){return new e(((e,r)=>{let i=()=>{!0===t()?n().next((()=>{i()}),r):e()};i()}))}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function as(e){let t=e.match(/Android ([\d.]+)/i),n=t?t[1].split(`.`).slice(0,2).join(`.`):`-1`;return Number(n)}function os(e){return e.name===`IndexedDbTransactionError`}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const ss=`LruGarbageCollector`;function cs([e,t],[n,r]){let i=T(e,n);return i===0?T(t,r):i}var ls=class{constructor(e){this.Yn=e,this.buffer=new D(cs),this.Zn=0}Xn(){return++this.Zn}er(e){let t=[e,this.Xn()];if(this.buffer.size<this.Yn)this.buffer=this.buffer.add(t);else{let e=this.buffer.last();cs(t,e)<0&&(this.buffer=this.buffer.delete(e).add(t))}}get maxValue(){return this.buffer.last()[0]}},us=class{constructor(e,t,n){this.garbageCollector=e,this.asyncQueue=t,this.localStore=n,this.tr=null}start(){this.garbageCollector.params.cacheSizeCollectionThreshold!==-1&&this.nr(6e4)}stop(){this.tr&&=(this.tr.cancel(),null)}get started(){return this.tr!==null}nr(e){x(ss,`Garbage collection scheduled in ${e}ms`),this.tr=this.asyncQueue.enqueueAfterDelay(`lru_garbage_collection`,e,(async()=>{this.tr=null;try{await this.localStore.collectGarbage(this.garbageCollector)}catch(e){os(e)?x(ss,`Ignoring IndexedDB error during garbage collection: `,e):await is(e)}await this.nr(3e5)}))}},ds=class{constructor(e,t){this.rr=e,this.params=t}calculateTargetCount(e,t){return this.rr.ir(e).next((e=>Math.floor(t/100*e)))}nthSequenceNumber(e,t){if(t===0)return K.resolve(ns.wn);let n=new ls(t);return this.rr.forEachTarget(e,(e=>n.er(e.sequenceNumber))).next((()=>this.rr.sr(e,(e=>n.er(e))))).next((()=>n.maxValue))}removeTargets(e,t,n){return this.rr.removeTargets(e,t,n)}removeOrphanedDocuments(e,t){return this.rr.removeOrphanedDocuments(e,t)}collect(e,t){return this.params.cacheSizeCollectionThreshold===-1?(x(`LruGarbageCollector`,`Garbage collection skipped; disabled`),K.resolve($o)):this.getCacheSize(e).next((n=>n<this.params.cacheSizeCollectionThreshold?(x(`LruGarbageCollector`,`Garbage collection skipped; Cache size ${n} is lower than threshold ${this.params.cacheSizeCollectionThreshold}`),$o):this._r(e,t)))}getCacheSize(e){return this.rr.getCacheSize(e)}_r(e,t){let n,r,i,a,o,s,c,l=Date.now();return this.calculateTargetCount(e,this.params.percentileToCollect).next((t=>(t>this.params.maximumSequenceNumbersToCollect?(x(`LruGarbageCollector`,`Capping sequence numbers to collect down to the maximum of ${this.params.maximumSequenceNumbersToCollect} from ${t}`),r=this.params.maximumSequenceNumbersToCollect):r=t,a=Date.now(),this.nthSequenceNumber(e,r)))).next((r=>(n=r,o=Date.now(),this.removeTargets(e,n,t)))).next((t=>(i=t,s=Date.now(),this.removeOrphanedDocuments(e,n)))).next((e=>(c=Date.now(),Ut()<=_.DEBUG&&x(`LruGarbageCollector`,`LRU Garbage Collection\n\tCounted targets in ${a-l}ms\n\tDetermined least recently used ${r} in `+(o-a)+`ms
\tRemoved ${i} targets in `+(s-o)+`ms
\tRemoved ${e} documents in `+(c-s)+`ms
Total Duration: ${c-l}ms`),K.resolve({didRun:!0,sequenceNumbersCollected:r,targetsRemoved:i,documentsRemoved:e}))))}};function fs(e,t){return new ds(e,t)}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const ps=`firestore.googleapis.com`;var ms=class{constructor(e){if(e.host===void 0){if(e.ssl!==void 0)throw new k(O.INVALID_ARGUMENT,`Can't provide ssl option if host option is not set`);this.host=ps,this.ssl=!0}else this.host=e.host,this.ssl=e.ssl??!0;if(this.isUsingEmulator=e.emulatorOptions!==void 0,this.credentials=e.credentials,this.ignoreUndefinedProperties=!!e.ignoreUndefinedProperties,this.localCache=e.localCache,e._customHeaders&&(this._customHeaders={...e._customHeaders}),e.cacheSizeBytes===void 0)this.cacheSizeBytes=es;else{if(e.cacheSizeBytes!==-1&&e.cacheSizeBytes<1048576)throw new k(O.INVALID_ARGUMENT,`cacheSizeBytes must be at least 1048576`);this.cacheSizeBytes=e.cacheSizeBytes}if(fn(`experimentalForceLongPolling`,e.experimentalForceLongPolling,`experimentalAutoDetectLongPolling`,e.experimentalAutoDetectLongPolling),this.experimentalForceLongPolling=!!e.experimentalForceLongPolling,this.experimentalAutoDetectLongPolling=this.experimentalForceLongPolling?!1:e.experimentalAutoDetectLongPolling===void 0||!!e.experimentalAutoDetectLongPolling,this.experimentalLongPollingOptions=ko(e.experimentalLongPollingOptions??{}),function(e){if(e.timeoutSeconds!==void 0){if(isNaN(e.timeoutSeconds))throw new k(O.INVALID_ARGUMENT,`invalid long polling timeout: ${e.timeoutSeconds} (must not be NaN)`);if(e.timeoutSeconds<5)throw new k(O.INVALID_ARGUMENT,`invalid long polling timeout: ${e.timeoutSeconds} (minimum allowed value is 5)`);if(e.timeoutSeconds>30)throw new k(O.INVALID_ARGUMENT,`invalid long polling timeout: ${e.timeoutSeconds} (maximum allowed value is 30)`)}}(this.experimentalLongPollingOptions),this.useFetchStreams=!!e.useFetchStreams,e.grpcFlowControlWindow!==void 0){
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
if(typeof e.grpcFlowControlWindow!=`number`||e.grpcFlowControlWindow<=0||e.grpcFlowControlWindow>2147483647||!Number.isInteger(e.grpcFlowControlWindow))throw new k(O.INVALID_ARGUMENT,`grpcFlowControlWindow must be a positive integer and cannot exceed 2147483647`);this.grpcFlowControlWindow=e.grpcFlowControlWindow}}isEqual(e){return this.host===e.host&&this.ssl===e.ssl&&this.credentials===e.credentials&&this.cacheSizeBytes===e.cacheSizeBytes&&this.experimentalForceLongPolling===e.experimentalForceLongPolling&&this.experimentalAutoDetectLongPolling===e.experimentalAutoDetectLongPolling&&function(e,t){
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
return e.timeoutSeconds===t.timeoutSeconds}(this.experimentalLongPollingOptions,e.experimentalLongPollingOptions)&&this.ignoreUndefinedProperties===e.ignoreUndefinedProperties&&this.useFetchStreams===e.useFetchStreams&&this.grpcFlowControlWindow===e.grpcFlowControlWindow&&function(e,t){if(e===t)return!0;if(!e||!t)return!1;let n=Object.keys(e),r=Object.keys(t);if(n.length!==r.length)return!1;for(let r of n)if(e[r]!==t[r])return!1;return!0}(this._customHeaders,e._customHeaders)}};let hs=class{constructor(e,t,n,r){this._authCredentials=e,this._appCheckCredentials=t,this._databaseId=n,this._app=r,this.type=`firestore-lite`,this._persistenceKey=`(lite)`,this._settings=new ms({}),this._settingsFrozen=!1,this._emulatorOptions={},this._terminateTask=`notTerminated`}get app(){if(!this._app)throw new k(O.FAILED_PRECONDITION,`Firestore was not initialized using the Firebase SDK. 'app' is not available`);return this._app}get _initialized(){return this._settingsFrozen}get _terminated(){return this._terminateTask!==`notTerminated`}_setSettings(e){if(this._settingsFrozen)throw new k(O.FAILED_PRECONDITION,`Firestore has already been started and its settings can no longer be changed. You can only modify settings before calling any other methods on a Firestore object.`);this._settings=new ms(e),this._emulatorOptions=e.emulatorOptions||{},e.credentials!==void 0&&(this._authCredentials=function(e){if(!e)return new So;switch(e.type){case`firstParty`:return new Eo(e.sessionIndex||`0`,e.iamToken||null,e.authTokenFactory||null);case`provider`:return e.client;default:throw new k(O.INVALID_ARGUMENT,`makeAuthCredentialsProvider failed due to invalid credential type`)}}(e.credentials))}_getSettings(){return this._settings}_getEmulatorOptions(){return this._emulatorOptions}_freezeSettings(){return this._settingsFrozen=!0,this._settings}_delete(){return this._terminateTask===`notTerminated`&&(this._terminateTask=this._terminate()),this._terminateTask}async _restart(){this._terminateTask===`notTerminated`?await this._terminate():this._terminateTask=`notTerminated`}toJSON(){return{app:this._app,databaseId:this._databaseId,settings:this._settings}}_terminate(){return function(e){let t=Zo.get(e);t&&(x(`ComponentProvider`,`Removing Datastore`),Zo.delete(e),t.terminate())}(this),Promise.resolve()}};function gs(e,t,n,r={}){e=N(e,hs);let i=fe(t),a=e._getSettings(),o={...a,emulatorOptions:e._getEmulatorOptions()},s=`${t}:${n}`;i&&pe(`https://${s}`),a.host!==ps&&a.host!==s&&Gt(`Host has been set in both settings() and connectFirestoreEmulator(), emulator host will be used.`);let c={...a,host:s,ssl:i,emulatorOptions:r};if(!ue(c,o)&&(e._setSettings(c),r.mockUserToken)){let t,n;if(typeof r.mockUserToken==`string`)t=r.mockUserToken,n=yo.MOCK_USER;else{t=te(r.mockUserToken,e._app?.options.projectId);let i=r.mockUserToken.sub||r.mockUserToken.user_id;if(!i)throw new k(O.INVALID_ARGUMENT,`mockUserToken must contain 'sub' or 'user_id' field!`);n=new yo(i)}e._authCredentials=new Co(new xo(t,n))}}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var _s=class e{constructor(e,t,n){this.converter=t,this._query=n,this.type=`query`,this.firestore=e}withConverter(t){return new e(this.firestore,t,this._query)}},q=class e{constructor(e,t,n){this.converter=t,this._key=n,this.type=`document`,this.firestore=e}get _path(){return this._key.path}get id(){return this._key.path.lastSegment()}get path(){return this._key.path.canonicalString()}get parent(){return new vs(this.firestore,this.converter,this._key.path.popLast())}withConverter(t){return new e(this.firestore,t,this._key)}toJSON(){return{type:e._jsonSchemaVersion,referencePath:this._key.toString()}}static fromJSON(t,n,r){if(vn(n,e._jsonSchema))return new e(t,r||null,new M(A.fromString(n.referencePath)))}};q._jsonSchemaVersion=`firestore/documentReference/1.0`,q._jsonSchema={type:P(`string`,q._jsonSchemaVersion),referencePath:P(`string`)};var vs=class e extends _s{constructor(e,t,n){super(e,t,ji(n)),this._path=n,this.type=`collection`}get id(){return this._query.path.lastSegment()}get path(){return this._query.path.canonicalString()}get parent(){let e=this._path.popLast();return e.isEmpty()?null:new q(this.firestore,null,new M(e))}withConverter(t){return new e(this.firestore,t,this._path)}};function ys(e,t,...n){if(e=de(e),dn(`collection`,`path`,t),e instanceof hs){let r=A.fromString(t,...n);return mn(r),new vs(e,null,r)}{if(!(e instanceof q||e instanceof vs))throw new k(O.INVALID_ARGUMENT,`Expected first argument to collection() to be a CollectionReference, a DocumentReference or FirebaseFirestore`);let r=e._path.child(A.fromString(t,...n));return mn(r),new vs(e.firestore,null,r)}}function bs(e,t){if(e=N(e,hs),dn(`collectionGroup`,`collection id`,t),t.indexOf(`/`)>=0)throw new k(O.INVALID_ARGUMENT,`Invalid collection ID '${t}' passed to function collectionGroup(). Collection IDs must not contain '/'.`);return new _s(e,null,function(e){return new ki(A.emptyPath(),e)}(t))}function xs(e,t,...n){if(e=de(e),arguments.length===1&&(t=Yt.newId()),dn(`doc`,`path`,t),e instanceof hs){let r=A.fromString(t,...n);return pn(r),new q(e,null,new M(r))}{if(!(e instanceof q||e instanceof vs))throw new k(O.INVALID_ARGUMENT,`Expected first argument to doc() to be a CollectionReference, a DocumentReference or FirebaseFirestore`);let r=e._path.child(A.fromString(t,...n));return pn(r),new q(e.firestore,e instanceof vs?e.converter:null,new M(r))}}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Ss=class e{constructor(e){this._values=(e||[]).map((e=>e))}toArray(){return this._values.map((e=>e))}isEqual(e){return function(e,t){if(e.length!==t.length)return!1;for(let n=0;n<e.length;++n)if(e[n]!==t[n])return!1;return!0}(this._values,e._values)}toJSON(){return{type:e._jsonSchemaVersion,vectorValues:this._values}}static fromJSON(t){if(vn(t,e._jsonSchema)){if(Array.isArray(t.vectorValues)&&t.vectorValues.every((e=>typeof e==`number`)))return new e(t.vectorValues);throw new k(O.INVALID_ARGUMENT,`Expected 'vectorValues' field to be a number array`)}}};Ss._jsonSchemaVersion=`firestore/vectorValue/1.0`,Ss._jsonSchema={type:P(`string`,Ss._jsonSchemaVersion),vectorValues:P(`object`)};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const Cs=/^__.*__$/;var ws=class{constructor(e,t,n){this.data=e,this.fieldMask=t,this.fieldTransforms=n}toMutation(e,t){return this.fieldMask===null?new Wr(e,this.data,t,this.fieldTransforms):new Gr(e,this.data,this.fieldMask,t,this.fieldTransforms)}},Ts=class{constructor(e,t,n){this.data=e,this.fieldMask=t,this.fieldTransforms=n}toMutation(e,t){return new Gr(e,this.data,this.fieldMask,t,this.fieldTransforms)}};function Es(e){switch(e){case 0:case 2:case 1:return!0;case 3:case 4:return!1;default:throw S(40011,{dataSource:e})}}var Ds=class e{constructor(e,t,n,r,i,a){this.settings=e,this.databaseId=t,this.serializer=n,this.ignoreUndefinedProperties=r,i===void 0&&this.validatePath(),this.fieldTransforms=i||[],this.fieldMask=a||[]}get path(){return this.settings.path}get dataSource(){return this.settings.dataSource}contextWith(t){return new e({...this.settings,...t},this.databaseId,this.serializer,this.ignoreUndefinedProperties,this.fieldTransforms,this.fieldMask)}childContextForField(e){let t=this.path?.child(e),n=this.contextWith({path:t,arrayElement:!1});return n.validatePathSegment(e),n}childContextForFieldPath(e){let t=this.path?.child(e),n=this.contextWith({path:t,arrayElement:!1});return n.validatePath(),n}childContextForArray(e){return this.contextWith({path:void 0,arrayElement:!0})}createError(e){return Ws(e,this.settings.methodName,this.settings.hasConverter||!1,this.path,this.settings.targetDoc)}contains(e){return this.fieldMask.find((t=>e.isPrefixOf(t)))!==void 0||this.fieldTransforms.find((t=>e.isPrefixOf(t.field)))!==void 0}validatePath(){if(this.path)for(let e=0;e<this.path.length;e++)this.validatePathSegment(this.path.get(e))}validatePathSegment(e){if(e.length===0)throw this.createError(`Document fields must not be empty`);if(Es(this.dataSource)&&Cs.test(e))throw this.createError(`Document fields cannot begin and end with "__"`)}},Os=class{constructor(e,t,n){this.databaseId=e,this.ignoreUndefinedProperties=t,this.serializer=n||po(e)}createContext(e,t,n,r=!1){return new Ds({dataSource:e,methodName:t,targetDoc:n,path:j.emptyPath(),arrayElement:!1,hasConverter:r},this.databaseId,this.serializer,this.ignoreUndefinedProperties)}};function ks(e){let t=e._freezeSettings(),n=po(e._databaseId);return new Os(e._databaseId,!!t.ignoreUndefinedProperties,n)}function As(e,t,n,r,i,a={}){let o=e.createContext(a.merge||a.mergeFields?2:0,t,n,i);Bs(`Data must be an object, but it was:`,o,r);let s=Ls(r,o),c,l;if(a.merge)c=new on(o.fieldMask),l=o.fieldTransforms;else if(a.mergeFields){let e=[];for(let r of a.mergeFields){let i=Vs(t,r,n);if(!o.contains(i))throw new k(O.INVALID_ARGUMENT,`Field '${i}' is specified in your field mask but missing from your input data.`);Gs(e,i)||e.push(i)}c=new on(e),l=o.fieldTransforms.filter((e=>c.covers(e.field)))}else c=null,l=o.fieldTransforms;return new ws(new fr(s),c,l)}var js=class e extends _o{_toFieldTransform(e){if(e.dataSource!==2)throw e.dataSource===1?e.createError(`${this._methodName}() can only appear at the top level of your update data`):e.createError(`${this._methodName}() cannot be used with set() unless you pass {merge:true}`);return e.fieldMask.push(e.path),null}isEqual(t){return t instanceof e}},Ms=class e extends _o{_toFieldTransform(e){return new Nr(e.path,new xr)}isEqual(t){return t instanceof e}};function Ns(e,t,n,r){let i=e.createContext(1,t,n);Bs(`Data must be an object, but it was:`,i,r);let a=[],o=fr.empty();return cn(r,((e,r)=>{let s=Us(t,e,n);r=de(r);let c=i.childContextForFieldPath(s);if(r instanceof js)a.push(s);else{let e=Is(r,c);e!=null&&(a.push(s),o.set(s,e))}})),new Ts(o,new on(a),i.fieldTransforms)}function Ps(e,t,n,r,i,a){let o=e.createContext(1,t,n),s=[Vs(t,r,n)],c=[i];if(a.length%2!=0)throw new k(O.INVALID_ARGUMENT,`Function ${t}() needs to be called with an even number of arguments that alternate between field names and values.`);for(let e=0;e<a.length;e+=2)s.push(Vs(t,a[e])),c.push(a[e+1]);let l=[],u=fr.empty();for(let e=s.length-1;e>=0;--e)if(!Gs(l,s[e])){let t=s[e],n=c[e];n=de(n);let r=o.childContextForFieldPath(t);if(n instanceof js)l.push(t);else{let e=Is(n,r);e!=null&&(l.push(t),u.set(t,e))}}return new Ts(u,new on(l),o.fieldTransforms)}function Fs(e,t,n,r=!1){return Is(n,e.createContext(r?4:3,t))}function Is(e,t,n){if(zs(e=de(e)))return Bs(`Unsupported field value:`,t,e),Ls(e,t);if(e instanceof _o)return function(e,t){if(!Es(t.dataSource))throw t.createError(`${e._methodName}() can only be used with update() and set()`);if(!t.path)throw t.createError(`${e._methodName}() is not currently supported inside arrays`);let n=e._toFieldTransform(t);n&&t.fieldTransforms.push(n)}(e,t),null;if(e===void 0&&t.ignoreUndefinedProperties)return null;if(t.path&&t.fieldMask.push(t.path),e instanceof Array){if(t.settings.arrayElement&&t.dataSource!==4)throw t.createError(`Nested arrays are not supported`);return function(e,t){let n=[],r=0;for(let i of e){let e=Is(i,t.childContextForArray(r));e??={nullValue:`NULL_VALUE`},n.push(e),r++}return{arrayValue:{values:n}}}(e,t)}return function(e,t,n){if((e=de(e))===null)return{nullValue:`NULL_VALUE`};if(typeof e==`number`)return gr(t.serializer,e);if(typeof e==`boolean`)return{booleanValue:e};if(typeof e==`string`)return{stringValue:e};if(e instanceof Date){let n=F.fromDate(e);return{timestampValue:Aa(t.serializer,n)}}if(e instanceof F){let n=new F(e.seconds,1e3*Math.floor(e.nanoseconds/1e3));return{timestampValue:Aa(t.serializer,n)}}if(Rs(e)){let n=F.fromInstant(e),r=new F(n.seconds,1e3*Math.floor(n.nanoseconds/1e3));return{timestampValue:Aa(t.serializer,r)}}if(e instanceof vo)return{geoPointValue:{latitude:e.latitude,longitude:e.longitude}};if(e instanceof mo)return{bytesValue:Ma(t.serializer,e._byteString)};if(e instanceof q){let n=t.databaseId,r=e.firestore._databaseId;if(!r.isEqual(n))throw t.createError(`Document reference is for database ${r.projectId}/${r.database} but should be for database ${n.projectId}/${n.database}`);return{referenceValue:Fa(e.firestore._databaseId||t.databaseId,e._key.path)}}if(e instanceof Ss)return function(e,t){let n=e instanceof Ss?e.toArray():e;return{mapValue:{fields:{[Bn]:{stringValue:Un},[Wn]:{arrayValue:{values:n.map((e=>{if(typeof e!=`number`)throw t.createError(`VectorValues must only contain numeric values.`);return mr(t.serializer,e)}))}}}}}}(e,t);if(lo(e))return e._toProto(t.serializer);throw t.createError(`Unsupported field value: ${gn(e)}`)}(e,t)}function Ls(e,t){let n={};return un(e)?t.path&&t.path.length>0&&t.fieldMask.push(t.path):cn(e,((e,r)=>{let i=Is(r,t.childContextForField(e));i!=null&&(n[e]=i)})),{mapValue:{fields:n}}}function Rs(e){if(typeof e!=`object`||!e)return!1;if(typeof Temporal<`u`&&typeof Temporal.Instant==`function`&&e instanceof Temporal.Instant)return!0;let t=e;return t[Symbol.toStringTag]===`Temporal.Instant`&&typeof t.t==`bigint`}function zs(e){return!(typeof e!=`object`||!e||e instanceof Array||e instanceof Date||e instanceof F||e instanceof vo||e instanceof mo||e instanceof q||e instanceof _o||e instanceof Ss||Rs(e)||lo(e))}function Bs(e,t,n){if(!zs(n)||!hn(n)){let r=gn(n);throw r===`an object`?t.createError(e+` a custom object`):t.createError(e+` `+r)}}function Vs(e,t,n){if((t=de(t))instanceof ho)return t._internalPath;if(typeof t==`string`)return Us(e,t);throw Ws(`Field path arguments must be of type string or `,e,!1,void 0,n)}const Hs=/* @__PURE__ */ RegExp(`[~\\*/\\[\\]]`);function Us(e,t,n){if(t.search(Hs)>=0)throw Ws(`Invalid field path (${t}). Paths must not contain '~', '*', '/', '[', or ']'`,e,!1,void 0,n);try{return new ho(...t.split(`.`))._internalPath}catch{throw Ws(`Invalid field path (${t}). Paths must not be empty, begin with '.', end with '.', or contain '..'`,e,!1,void 0,n)}}function Ws(e,t,n,r,i){let a=r&&!r.isEmpty(),o=i!==void 0,s=`Function ${t}() called with invalid data`;n&&(s+=" (via `toFirestore()`)"),s+=`. `;let c=``;return(a||o)&&(c+=` (found`,a&&(c+=` in field ${r}`),o&&(c+=` in document ${i}`),c+=`)`),new k(O.INVALID_ARGUMENT,s+e+c)}function Gs(e,t){return e.some((e=>e.isEqual(t)))}function Ks(e){return typeof e._readUserData==`function`}
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/var qs=class e{constructor(e){this.optionDefinitions=e}_getKnownOptions(t,n){let r=fr.empty();for(let i in this.optionDefinitions)if(this.optionDefinitions.hasOwnProperty(i)){let a=this.optionDefinitions[i];if(i in t){let o=t[i],s;a.nestedOptions&&hn(o)?s={mapValue:{fields:new e(a.nestedOptions).getOptionsProto(n,o)}}:o&&(s=Is(o,n)??void 0),s&&r.set(j.fromServerFormat(a.serverName),s)}}return r}getOptionsProto(e,t,n){let r=this._getKnownOptions(t,e);if(n){let t=new Map(ln(n,((t,n)=>[j.fromServerFormat(n),t===void 0?null:Is(t,e)])));r.setAll(t)}return r.value.mapValue.fields??{}}};
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function Js(e){return typeof e==`object`&&!!e&&!!(`nullValue`in e&&(e.nullValue===null||e.nullValue===`NULL_VALUE`)||`booleanValue`in e&&(e.booleanValue===null||typeof e.booleanValue==`boolean`)||`integerValue`in e&&(e.integerValue===null||typeof e.integerValue==`number`||typeof e.integerValue==`string`)||`doubleValue`in e&&(e.doubleValue===null||typeof e.doubleValue==`number`)||`timestampValue`in e&&(e.timestampValue===null||function(e){return typeof e==`object`&&!!e&&`seconds`in e&&(e.seconds===null||typeof e.seconds==`number`||typeof e.seconds==`string`)&&`nanos`in e&&(e.nanos===null||typeof e.nanos==`number`)}(e.timestampValue))||`stringValue`in e&&(e.stringValue===null||typeof e.stringValue==`string`)||`bytesValue`in e&&(e.bytesValue===null||e.bytesValue instanceof Uint8Array)||`referenceValue`in e&&(e.referenceValue===null||typeof e.referenceValue==`string`)||`geoPointValue`in e&&(e.geoPointValue===null||function(e){return typeof e==`object`&&!!e&&`latitude`in e&&(e.latitude===null||typeof e.latitude==`number`)&&`longitude`in e&&(e.longitude===null||typeof e.longitude==`number`)}(e.geoPointValue))||`arrayValue`in e&&(e.arrayValue===null||function(e){return typeof e==`object`&&!!e&&!(!(`values`in e)||e.values!==null&&!Array.isArray(e.values))}(e.arrayValue))||`mapValue`in e&&(e.mapValue===null||function(e){return typeof e==`object`&&!!e&&!(!(`fields`in e)||e.fields!==null&&!hn(e.fields))}(e.mapValue))||`fieldReferenceValue`in e&&(e.fieldReferenceValue===null||typeof e.fieldReferenceValue==`string`)||`functionValue`in e&&(e.functionValue===null||function(e){return typeof e==`object`&&!!e&&!(!(`name`in e)||e.name!==null&&typeof e.name!=`string`||!(`args`in e)||e.args!==null&&!Array.isArray(e.args))}(e.functionValue))||`pipelineValue`in e&&(e.pipelineValue===null||function(e){return typeof e==`object`&&!!e&&!(!(`stages`in e)||e.stages!==null&&!Array.isArray(e.stages))}(e.pipelineValue)))}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function Ys(){return new Ms(`serverTimestamp`)}function Xs(e){return new Ss(e)}
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function J(e){let t;return e instanceof $s?e:(t=hn(e)?mc(e):e instanceof Array?hc(e):lc(e,void 0),t)}function Zs(e){if(e instanceof $s)return e;if(e instanceof Ss)return cc(e);if(Array.isArray(e))return cc(Xs(e));throw Error(`Unsupported value: `+typeof e)}function Qs(e){return zn(e)?ac(e):J(e)}var $s=class{constructor(){this._protoValueType=`ProtoValue`}add(e){return new Y(`add`,[this,J(e)],`add`)}asBoolean(){if(this instanceof uc)return this;if(this instanceof sc)return new fc(this);if(this instanceof ic)return new pc(this);if(this instanceof Y)return new dc(this);throw new k(`invalid-argument`,`Conversion of type ${typeof this} to BooleanExpression not supported.`)}subtract(e){return new Y(`subtract`,[this,J(e)],`subtract`)}multiply(e){return new Y(`multiply`,[this,J(e)],`multiply`)}divide(e){return new Y(`divide`,[this,J(e)],`divide`)}mod(e){return new Y(`mod`,[this,J(e)],`mod`)}equal(e){return new Y(`equal`,[this,J(e)],`equal`).asBoolean()}notEqual(e){return new Y(`not_equal`,[this,J(e)],`notEqual`).asBoolean()}lessThan(e){return new Y(`less_than`,[this,J(e)],`lessThan`).asBoolean()}lessThanOrEqual(e){return new Y(`less_than_or_equal`,[this,J(e)],`lessThanOrEqual`).asBoolean()}greaterThan(e){return new Y(`greater_than`,[this,J(e)],`greaterThan`).asBoolean()}greaterThanOrEqual(e){return new Y(`greater_than_or_equal`,[this,J(e)],`greaterThanOrEqual`).asBoolean()}arrayConcat(e,...t){let n=[e,...t].map((e=>J(e)));return new Y(`array_concat`,[this,...n],`arrayConcat`)}arrayContains(e){return new Y(`array_contains`,[this,J(e)],`arrayContains`).asBoolean()}arrayContainsAll(e){let t=Array.isArray(e)?new rc(e.map(J),`arrayContainsAll`):e;return new Y(`array_contains_all`,[this,t],`arrayContainsAll`).asBoolean()}arrayContainsAny(e){let t=Array.isArray(e)?new rc(e.map(J),`arrayContainsAny`):e;return new Y(`array_contains_any`,[this,t],`arrayContainsAny`).asBoolean()}arrayReverse(){return new Y(`array_reverse`,[this])}arrayLength(){return new Y(`array_length`,[this],`arrayLength`)}equalAny(e){let t=Array.isArray(e)?new rc(e.map(J),`equalAny`):e;return new Y(`equal_any`,[this,t],`equalAny`).asBoolean()}notEqualAny(e){let t=Array.isArray(e)?new rc(e.map(J),`notEqualAny`):e;return new Y(`not_equal_any`,[this,t],`notEqualAny`).asBoolean()}exists(){return new Y(`exists`,[this],`exists`).asBoolean()}charLength(){return new Y(`char_length`,[this],`charLength`)}like(e){return new Y(`like`,[this,J(e)],`like`).asBoolean()}regexContains(e){return new Y(`regex_contains`,[this,J(e)],`regexContains`).asBoolean()}regexFind(e){return new Y(`regex_find`,[this,J(e)],`regexFind`)}regexFindAll(e){return new Y(`regex_find_all`,[this,J(e)],`regexFindAll`)}regexMatch(e){return new Y(`regex_match`,[this,J(e)],`regexMatch`).asBoolean()}stringContains(e){return new Y(`string_contains`,[this,J(e)],`stringContains`).asBoolean()}startsWith(e){return new Y(`starts_with`,[this,J(e)],`startsWith`).asBoolean()}endsWith(e){return new Y(`ends_with`,[this,J(e)],`endsWith`).asBoolean()}toLower(){return new Y(`to_lower`,[this],`toLower`)}toUpper(){return new Y(`to_upper`,[this],`toUpper`)}trim(e){let t=[this];return e&&t.push(J(e)),new Y(`trim`,t,`trim`)}ltrim(e){let t=[this];return e&&t.push(J(e)),new Y(`ltrim`,t,`ltrim`)}rtrim(e){let t=[this];return e&&t.push(J(e)),new Y(`rtrim`,t,`rtrim`)}type(){return new Y(`type`,[this])}isType(e){return new Y(`is_type`,[this,cc(e)],`isType`).asBoolean()}stringConcat(e,...t){let n=[e,...t].map(J);return new Y(`string_concat`,[this,...n],`stringConcat`)}stringIndexOf(e){return new Y(`string_index_of`,[this,J(e)],`stringIndexOf`)}stringRepeat(e){return new Y(`string_repeat`,[this,J(e)],`stringRepeat`)}stringReplaceAll(e,t){return new Y(`string_replace_all`,[this,J(e),J(t)],`stringReplaceAll`)}stringReplaceOne(e,t){return new Y(`string_replace_one`,[this,J(e),J(t)],`stringReplaceOne`)}concat(e,...t){let n=[e,...t].map(J);return new Y(`concat`,[this,...n],`concat`)}reverse(){return new Y(`reverse`,[this],`reverse`)}arrayFilter(e,t){return new Y(`array_filter`,[this,J(e),t],`arrayFilter`)}arrayTransform(e,t){return new Y(`array_transform`,[this,J(e),t],`arrayTransform`)}arrayTransformWithIndex(e,t,n){return new Y(`array_transform`,[this,J(e),J(t),n],`arrayTransformWithIndex`)}arraySlice(e,t){let n=[this,J(e)];return t!==void 0&&n.push(J(t)),new Y(`array_slice`,n,`arraySlice`)}arrayFirst(){return new Y(`array_first`,[this],`arrayFirst`)}arrayFirstN(e){return new Y(`array_first_n`,[this,J(e)],`arrayFirstN`)}arrayLast(){return new Y(`array_last`,[this],`arrayLast`)}arrayLastN(e){return new Y(`array_last_n`,[this,J(e)],`arrayLastN`)}arrayMaximum(){return new Y(`maximum`,[this],`arrayMaximum`)}arrayMaximumN(e){return new Y(`maximum_n`,[this,J(e)],`arrayMaximumN`)}arrayMinimum(){return new Y(`minimum`,[this],`arrayMinimum`)}arrayMinimumN(e){return new Y(`minimum_n`,[this,J(e)],`arrayMinimumN`)}arrayIndexOf(e){return new Y(`array_index_of`,[this,J(e),J(`first`)],`arrayIndexOf`)}arrayLastIndexOf(e){return new Y(`array_index_of`,[this,J(e),J(`last`)],`arrayLastIndexOf`)}arrayIndexOfAll(e){return new Y(`array_index_of_all`,[this,J(e)],`arrayIndexOfAll`)}byteLength(){return new Y(`byte_length`,[this],`byteLength`)}ceil(){return new Y(`ceil`,[this])}floor(){return new Y(`floor`,[this])}abs(){return new Y(`abs`,[this])}exp(){return new Y(`exp`,[this])}mapGet(e){return new Y(`map_get`,[this,cc(e)],`mapGet`)}mapSet(e,t,...n){return new Y(`map_set`,[this,J(e),J(t),...n.map(J)],`mapSet`)}mapKeys(){return new Y(`map_keys`,[this],`mapKeys`)}mapValues(){return new Y(`map_values`,[this],`mapValues`)}mapEntries(){return new Y(`map_entries`,[this],`mapEntries`)}getField(e){return new Y(`get_field`,[this,J(e)],`get_field`)}count(){return ec._create(`count`,[this],`count`)}sum(){return ec._create(`sum`,[this],`sum`)}average(){return ec._create(`average`,[this],`average`)}minimum(){return ec._create(`minimum`,[this],`minimum`)}maximum(){return ec._create(`maximum`,[this],`maximum`)}first(){return ec._create(`first`,[this],`first`)}last(){return ec._create(`last`,[this],`last`)}arrayAgg(){return ec._create(`array_agg`,[this],`arrayAgg`)}arrayAggDistinct(){return ec._create(`array_agg_distinct`,[this],`arrayAggDistinct`)}countDistinct(){return ec._create(`count_distinct`,[this],`countDistinct`)}logicalMaximum(e,...t){let n=[e,...t];return new Y(`maximum`,[this,...n.map(J)],`logicalMaximum`)}logicalMinimum(e,...t){let n=[e,...t];return new Y(`minimum`,[this,...n.map(J)],`minimum`)}vectorLength(){return new Y(`vector_length`,[this],`vectorLength`)}cosineDistance(e){return new Y(`cosine_distance`,[this,Zs(e)],`cosineDistance`)}dotProduct(e){return new Y(`dot_product`,[this,Zs(e)],`dotProduct`)}euclideanDistance(e){return new Y(`euclidean_distance`,[this,Zs(e)],`euclideanDistance`)}unixMicrosToTimestamp(){return new Y(`unix_micros_to_timestamp`,[this],`unixMicrosToTimestamp`)}timestampToUnixMicros(){return new Y(`timestamp_to_unix_micros`,[this],`timestampToUnixMicros`)}unixMillisToTimestamp(){return new Y(`unix_millis_to_timestamp`,[this],`unixMillisToTimestamp`)}timestampToUnixMillis(){return new Y(`timestamp_to_unix_millis`,[this],`timestampToUnixMillis`)}unixSecondsToTimestamp(){return new Y(`unix_seconds_to_timestamp`,[this],`unixSecondsToTimestamp`)}timestampToUnixSeconds(){return new Y(`timestamp_to_unix_seconds`,[this],`timestampToUnixSeconds`)}timestampAdd(e,t){return new Y(`timestamp_add`,[this,J(e),J(t)],`timestampAdd`)}timestampSubtract(e,t){return new Y(`timestamp_subtract`,[this,J(e),J(t)],`timestampSubtract`)}timestampDiff(e,t){return new Y(`timestamp_diff`,[this,Qs(e),J(t)],`timestampDiff`)}timestampExtract(e,t){let n=[this,J(e)];return t&&n.push(J(t)),new Y(`timestamp_extract`,n,`timestampExtract`)}documentId(){return new Y(`document_id`,[this],`documentId`)}parent(){return new Y(`parent`,[this],`parent`)}substring(e,t){let n=J(e);return new Y(`substring`,t===void 0?[this,n]:[this,n,J(t)],`substring`)}arrayGet(e){return new Y(`array_get`,[this,J(e)],`arrayGet`)}isError(){return new Y(`is_error`,[this],`isError`).asBoolean()}ifError(e){let t=new Y(`if_error`,[this,J(e)],`ifError`);return e instanceof uc?t.asBoolean():t}isAbsent(){return new Y(`is_absent`,[this],`isAbsent`).asBoolean()}mapRemove(e){return new Y(`map_remove`,[this,J(e)],`mapRemove`)}mapMerge(e,...t){let n=J(e),r=t.map(J);return new Y(`map_merge`,[this,n,...r],`mapMerge`)}pow(e){return new Y(`pow`,[this,J(e)])}trunc(e){return e===void 0?new Y(`trunc`,[this]):new Y(`trunc`,[this,J(e)],`trunc`)}round(e){return e===void 0?new Y(`round`,[this]):new Y(`round`,[this,J(e)],`round`)}collectionId(){return new Y(`collection_id`,[this])}length(){return new Y(`length`,[this])}ln(){return new Y(`ln`,[this])}sqrt(){return new Y(`sqrt`,[this])}stringReverse(){return new Y(`string_reverse`,[this])}ifAbsent(e){return new Y(`if_absent`,[this,J(e)],`ifAbsent`)}ifNull(e){return new Y(`if_null`,[this,J(e)],`ifNull`)}coalesce(e,...t){return new Y(`coalesce`,[this,J(e),...t.map(J)],`coalesce`)}join(e){return new Y(`join`,[this,J(e)],`join`)}log10(){return new Y(`log10`,[this])}arraySum(){return new Y(`sum`,[this])}split(e){return new Y(`split`,[this,J(e)])}timestampTruncate(e,t){let n=[this,J(e)];return t&&n.push(J(t)),new Y(`timestamp_trunc`,n)}ascending(){return gc(this)}descending(){return _c(this)}as(e){return new nc(this,e,`as`)}},ec=class e{constructor(e,t){this.name=e,this.params=t,this.exprType=`AggregateFunction`,this._protoValueType=`ProtoValue`}static _create(t,n,r){let i=new e(t,n);return i._methodName=r,i}as(e){return new tc(this,e,`as`)}_toProto(e){return{functionValue:{name:this.name,args:this.params.map((t=>t._toProto(e)))}}}_readUserData(e){e=this._methodName?e.contextWith({methodName:this._methodName}):e,this.params.forEach((t=>t._readUserData(e)))}},tc=class{constructor(e,t,n){this.aggregate=e,this.alias=t,this._methodName=n}_readUserData(e){this.aggregate._readUserData(e)}},nc=class{constructor(e,t,n){this.expr=e,this.alias=t,this._methodName=n,this.exprType=`AliasedExpression`,this.selectable=!0}_readUserData(e){this.expr._readUserData(e)}},rc=class extends $s{constructor(e,t){super(),this.cr=e,this._methodName=t,this.expressionType=`ListOfExpressions`}_toProto(e){return{arrayValue:{values:this.cr.map((t=>t._toProto(e)))}}}_readUserData(e){this.cr.forEach((t=>t._readUserData(e)))}},ic=class extends $s{constructor(e,t){super(),this.fieldPath=e,this._methodName=t,this.expressionType=`Field`,this.selectable=!0}get _fieldPath(){return this.fieldPath}get fieldName(){return this.fieldPath.canonicalString()}get alias(){return this.fieldName}get expr(){return this}geoDistance(e){return new Y(`geo_distance`,[this,J(e)],`geoDistance`)}_toProto(e){return{fieldReferenceValue:this.fieldPath.canonicalString()}}_readUserData(e){}};function ac(e){return oc(e,`field`)}function oc(e,t){return new ic(typeof e==`string`?nn===e?go()._internalPath:Vs(`field`,e):e._internalPath,t)}var sc=class e extends $s{constructor(e,t){super(),this.value=e,this._methodName=t,this.expressionType=`Constant`}static _fromProto(t){let n=new e(t,void 0);return n._protoValue=t,n}_toProto(e){return C(this._protoValue!==void 0,237),this._protoValue}_getValue(){return this._protoValue}_readUserData(e){e=this._methodName?e.contextWith({methodName:this._methodName}):e,Js(this._protoValue)||(this._protoValue=Is(this.value,e))}};function cc(e,t){return lc(e,`constant`)}function lc(e,t){let n=new sc(e,t);return typeof e==`boolean`?new fc(n):n}var Y=class extends $s{constructor(e,t,n,r){super(),this.name=e,this.params=t,this.expressionType=`Function`,this._optionsProto=void 0,n!==void 0&&(this._methodName=n),r!==void 0&&(this._options=r)}get _optionsUtil(){return new qs({})}_toProto(e){let t={functionValue:{name:this.name,args:this.params.map((t=>t._toProto(e)))}};return this._optionsProto&&(t.functionValue.options=this._optionsProto),t}_readUserData(e){e=this._methodName?e.contextWith({methodName:this._methodName}):e,this.params.forEach((t=>t._readUserData(e))),this._options&&(this._optionsProto=this._optionsUtil.getOptionsProto(e,this._options))}},uc=class e extends $s{get _methodName(){return this._expr._methodName}countIf(){return ec._create(`count_if`,[this],`countIf`)}not(){return new Y(`not`,[this],`not`).asBoolean()}conditional(e,t){return new Y(`conditional`,[this,e,t],`conditional`)}ifError(t){let n=J(t),r=new Y(`if_error`,[this,n],`ifError`);return n instanceof e?r.asBoolean():r}_toProto(e){return this._expr._toProto(e)}_readUserData(e){this._expr._readUserData(e)}},dc=class extends uc{constructor(e){super(),this._expr=e,this.expressionType=`Function`}},fc=class extends uc{constructor(e){super(),this._expr=e,this.expressionType=`Constant`}_getValue(){return this._expr._getValue()}},pc=class extends uc{constructor(e){super(),this._expr=e,this.expressionType=`Field`}};function mc(e,t){let n=[];for(let t in e)if(Object.prototype.hasOwnProperty.call(e,t)){let r=e[t];n.push(cc(t)),n.push(J(r))}return new Y(`map`,n,`map`)}function hc(e){return function(e,t){return new Y(`array`,e.map((e=>J(e))),t)}(e,`array`)}function gc(e){return new vc(Qs(e),`ascending`,`ascending`)}function _c(e){return new vc(Qs(e),`descending`,`descending`)}var vc=class{constructor(e,t,n){this.expr=e,this.direction=t,this._methodName=n,this._protoValueType=`ProtoValue`}_toProto(e){return{mapValue:{fields:{direction:fo(this.direction),expression:this.expr._toProto(e)}}}}_readUserData(e){this.expr._readUserData(e)}},yc=class{constructor(e){
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.optionsProto=void 0,{rawOptions:this.rawOptions,...this.knownOptions}=e}_readUserData(e){this.optionsProto=this._optionsUtil.getOptionsProto(e,this.knownOptions,this.rawOptions)}_toProto(e){return{name:this._name,options:this.optionsProto}}},bc=class extends yc{get _name(){return`add_fields`}get _optionsUtil(){return new qs({})}constructor(e,t){super(t),this.fields=e}_toProto(e){return{...super._toProto(e),args:[uo(e,this.fields)]}}_readUserData(e){super._readUserData(e),Nc(this.fields,e)}},xc=class extends yc{get _name(){return`aggregate`}get _optionsUtil(){return new qs({})}constructor(e,t,n){super(n),this.groups=e,this.accumulators=t}_toProto(e){return{...super._toProto(e),args:[uo(e,this.accumulators),uo(e,this.groups)]}}_readUserData(e){super._readUserData(e),Nc(this.groups,e),Nc(this.accumulators,e)}},Sc=class extends yc{get _name(){return`distinct`}get _optionsUtil(){return new qs({})}constructor(e,t){super(t),this.groups=e}_toProto(e){return{...super._toProto(e),args:[uo(e,this.groups)]}}_readUserData(e){super._readUserData(e),Nc(this.groups,e)}},Cc=class extends yc{get _name(){return`collection`}get _optionsUtil(){return new qs({forceIndex:{serverName:`force_index`}})}constructor(e,t){super(t),this.hr=e.startsWith(`/`)?e:`/`+e}_toProto(e){return{...super._toProto(e),args:[{referenceValue:this.hr}]}}_readUserData(e){super._readUserData(e)}},wc=class extends yc{get _name(){return`collection_group`}get _optionsUtil(){return new qs({forceIndex:{serverName:`force_index`}})}constructor(e,t){super(t),this.collectionId=e}_toProto(e){return{...super._toProto(e),args:[{referenceValue:``},{stringValue:this.collectionId}]}}_readUserData(e){super._readUserData(e)}},Tc=class extends yc{get _name(){return`database`}get _optionsUtil(){return new qs({})}_toProto(e){return{...super._toProto(e)}}_readUserData(e){super._readUserData(e)}},Ec=class extends yc{get _name(){return`documents`}get _optionsUtil(){return new qs({})}constructor(e,t){if(super(t),!e||e.length===0)throw new k(O.INVALID_ARGUMENT,`Empty document paths are not allowed in DocumentsSource`);let n=e.map((e=>e.startsWith(`/`)?e:`/`+e)),r=new Set(n);if(r.size!==n.length)throw new k(O.INVALID_ARGUMENT,`Duplicate document paths are not allowed in DocumentsSource`);this.Tr=n,this.Pr=r}_toProto(e){return{...super._toProto(e),args:this.Tr.map((e=>({referenceValue:e})))}}_readUserData(e){super._readUserData(e)}},Dc=class extends yc{get _name(){return`where`}get _optionsUtil(){return new qs({})}constructor(e,t){super(t),this.condition=e}_toProto(e){return{...super._toProto(e),args:[this.condition._toProto(e)]}}_readUserData(e){super._readUserData(e),Nc(this.condition,e)}},Oc=class extends yc{get _name(){return`limit`}get _optionsUtil(){return new qs({})}constructor(e,t){C(!isNaN(e)&&e!==1/0&&e!==-1/0,34860),super(t),this.limit=e}_toProto(e){return{...super._toProto(e),args:[gr(e,this.limit)]}}},kc=class extends yc{get _name(){return`offset`}get _optionsUtil(){return new qs({})}constructor(e,t){super(t),this.offset=e}_toProto(e){return{...super._toProto(e),args:[gr(e,this.offset)]}}},Ac=class extends yc{get _name(){return`select`}get _optionsUtil(){return new qs({})}constructor(e,t){super(t),this.selections=e}_toProto(e){return{...super._toProto(e),args:[uo(e,this.selections)]}}_readUserData(e){super._readUserData(e),Nc(this.selections,e)}},jc=class extends yc{get _name(){return`sort`}get _optionsUtil(){return new qs({})}constructor(e,t){super(t),this.orderings=e}_toProto(e){return{...super._toProto(e),args:this.orderings.map((t=>t._toProto(e)))}}_readUserData(e){super._readUserData(e),Nc(this.orderings,e)}},Mc=class e extends yc{get _name(){return`replace_with`}get _optionsUtil(){return new qs({})}constructor(e,t){super(t),this.map=e}_toProto(t){return{...super._toProto(t),args:[this.map._toProto(t),fo(e.Ir)]}}_readUserData(e){super._readUserData(e),Nc(this.map,e)}};Mc.Ir=`full_replace`;function Nc(e,t){return Ks(e)?e._readUserData(t):Array.isArray(e)||e instanceof Map?e.forEach((e=>e._readUserData(t))):Object.values(e).forEach((e=>e._readUserData(t))),e}
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Pc=class e{constructor(e,t,n,r){this._db=e,this.userDataReader=t,this._userDataWriter=n,this.stages=r}Vr(e,t){let n=this.userDataReader.createContext(3,e);return Ks(t)?t._readUserData(n):t.forEach((e=>e._readUserData(n))),t}where(t){let n=this.stages.map((e=>e));return this.Vr(`where`,t),n.push(new Dc(t,{})),new e(this._db,this.userDataReader,this._userDataWriter,n)}limit(t){let n=this.stages.map((e=>e));return n.push(new Oc(t,{})),new e(this._db,this.userDataReader,this._userDataWriter,n)}sort(t,...n){let r=this.stages.map((e=>e));return`orderings`in t?r.push(new jc(this.Vr(`sort`,t.orderings),{})):r.push(new jc(this.Vr(`sort`,[t,...n]),{})),new e(this._db,this.userDataReader,this._userDataWriter,r)}dr(e){return{pipeline:{stages:this.stages.map((t=>t._toProto(e)))}}}},Fc=class{constructor(e,t,n){
// Copyright 2024 Google LLC* @license
this.serializer=e,this.stages=t,this.listenOptions=n,this.isCorePipeline=!0}getPipelineCollection(){return Lc(this)}getPipelineCollectionGroup(){return Rc(this)}getPipelineCollectionId(){return zc(this)}getPipelineDocuments(){return Bc(this)}getPipelineFlavor(){return function(e){let t=`exact`;return e.stages.forEach(((n,r)=>{n._name!==Sc.name&&n._name!==xc.name||(t=`keyless`),n._name===Ac.name&&t===`exact`&&(t=`augmented`),n._name===bc.name&&r<e.stages.length-1&&t===`exact`&&(t=`augmented`)})),t}(this)
// Copyright 2024 Google LLC* @license
}getPipelineSourceType(){return Ic(this)}};function Ic(e){let t=e.stages[0];return t instanceof Cc||t instanceof wc||t instanceof Tc||t instanceof Ec?t._name:`unknown`}function Lc(e){if(Ic(e)===`collection`)return e.stages[0].hr}function Rc(e){if(Ic(e)===`collection_group`)return e.stages[0].collectionId}function zc(e){switch(Ic(e)){case`collection`:return A.fromString(Lc(e)).lastSegment();case`collection_group`:return Rc(e);default:return}}function Bc(e){if(Ic(e)===`documents`)return e.stages[0].Tr}var X=class e{constructor(e,t){this.type=e,this.value=t}static mr(){return new e(`ERROR`,void 0)}static pr(){return new e(`UNSET`,void 0)}static gr(){return new e(`NULL`,Gn)}static newValue(t){return ar(t)?new e(`NULL`,Gn):function(e){return!!e&&`booleanValue`in e}(t)?new e(`BOOLEAN`,t):tr(t)?new e(`INT`,t):nr(t)?new e(`DOUBLE`,t):function(e){return!!e&&`timestampValue`in e&&!!e.timestampValue}(t)?new e(`TIMESTAMP`,t):function(e){return!!e&&`stringValue`in e}(t)?new e(`STRING`,t):function(e){return!!e&&`bytesValue`in e}(t)?new e(`BYTES`,t):t.referenceValue?new e(`REFERENCE`,t):t.geoPointValue?new e(`GEO_POINT`,t):ir(t)?new e(`ARRAY`,t):cr(t)?new e(`VECTOR`,t):sr(t)?new e(`MAP`,t):new e(`ERROR`,void 0)}yr(){return this.type===`ERROR`||this.type===`UNSET`}wr(){return this.type===`NULL`}};function Vc(e){if(!e.yr())return e.value}function Hc(e){return e instanceof uc?e._expr:e}function Z(e){if((e=Hc(e))instanceof ic)return new Uc(e);if(e instanceof sc)return new Wc(e);if(e instanceof rc)return new Gc(e);if(e instanceof Y){if(e.name===`add`)return new Qc(e);if(e.name===`subtract`)return new $c(e);if(e.name===`multiply`)return new el(e);if(e.name===`divide`)return new tl(e);if(e.name===`mod`)return new nl(e);if(e.name===`and`)return new rl(e);if(e.name===`equal`)return new yl(e);if(e.name===`not_equal`)return new bl(e);if(e.name===`less_than`)return new xl(e);if(e.name===`less_than_or_equal`)return new Sl(e);if(e.name===`greater_than`)return new Cl(e);if(e.name===`greater_than_or_equal`)return new wl(e);if(e.name===`array_concat`)return new Tl(e);if(e.name===`array_reverse`)return new El(e);if(e.name===`array_contains`)return new Dl(e);if(e.name===`array_contains_all`)return new Ol(e);if(e.name===`array_contains_any`)return new kl(e);if(e.name===`array_length`)return new Al(e);if(e.name===`array_element`)return new jl(e);if(e.name===`equal_any`)return new sl(e);if(e.name===`not_equal_any`)return new cl(e);if(e.name===`is_nan`)return new ll(e);if(e.name===`is_not_nan`)return new ul(e);if(e.name===`is_null`)return new dl(e);if(e.name===`is_not_null`)return new fl(e);if(e.name===`is_error`)return new pl(e);if(e.name===`exists`)return new ml(e);if(e.name===`not`)return new il(e);if(e.name===`or`)return new al(e);if(e.name===`xor`)return new ol(e);if(e.name===`conditional`)return new hl(e);if(e.name===`maximum`)return new gl(e);if(e.name===`minimum`)return new _l(e);if(e.name===`reverse`)return new Ml(e);if(e.name===`replace_first`)return new Nl(e);if(e.name===`replace_all`)return new Pl(e);if(e.name===`char_length`)return new Fl(e);if(e.name===`byte_length`)return new Il(e);if(e.name===`like`)return new Rl(e);if(e.name===`regex_contains`)return new zl(e);if(e.name===`regex_match`)return new Bl(e);if(e.name===`string_contains`)return new Vl(e);if(e.name===`starts_with`)return new Hl(e);if(e.name===`ends_with`)return new Ul(e);if(e.name===`to_lower`)return new Wl(e);if(e.name===`to_upper`)return new Gl(e);if(e.name===`trim`)return new Kl(e);if(e.name===`string_concat`)return new ql(e);if(e.name===`map_get`)return new Jl(e);if(e.name===`cosine_distance`)return new Xl(e);if(e.name===`dot_product`)return new Zl(e);if(e.name===`euclidean_distance`)return new Ql(e);if(e.name===`vector_length`)return new $l(e);if(e.name===`unix_micros_to_timestamp`)return new mu(e);if(e.name===`timestamp_to_unix_micros`)return new vu(e);if(e.name===`unix_millis_to_timestamp`)return new hu(e);if(e.name===`timestamp_to_unix_millis`)return new yu(e);if(e.name===`unix_seconds_to_timestamp`)return new gu(e);if(e.name===`timestamp_to_unix_seconds`)return new bu(e);if(e.name===`timestamp_add`)return new Su(e);if(e.name===`timestamp_subtract`)return new Cu(e)}throw Error(`Unknown Expr : ${e}`)}var Uc=class{constructor(e){this.expr=e}evaluate(e,t){if(this.expr.fieldName===nn)return X.newValue({referenceValue:Ra(e.serializer,t.key)});if(this.expr.fieldName===`__update_time__`)return X.newValue({timestampValue:Na(e.serializer,t.version)});if(this.expr.fieldName===`__create_time__`)return X.newValue({timestampValue:Na(e.serializer,t.createTime)});let n=t.data.field(this.expr._fieldPath);return n?kn(n)?X.newValue(function(e,t){if(e.serverTimestampBehavior===`estimate`)return{timestampValue:Na(e.serializer,H.fromTimestamp(jn(t)))};if(e.serverTimestampBehavior===`previous`){let e=An(t);if(e)return e}return{nullValue:`NULL_VALUE`}}(e,n)):X.newValue(n):X.pr()}},Wc=class{constructor(e){this.expr=e}evaluate(e,t){return X.newValue(this.expr._getValue())}},Gc=class{constructor(e){this.expr=e}evaluate(e,t){let n=this.expr.cr.map((n=>Z(n).evaluate(e,t)));return n.some((e=>e.yr()))?X.mr():X.newValue({arrayValue:{values:n.map((e=>e.value))}})}};function Kc(e){return nr(e)?Number(e.doubleValue):Number(e.integerValue)}function qc(e){return BigInt(e.integerValue)}const Jc=BigInt(`0x7fffffffffffffff`),Yc=-BigInt(`0x8000000000000000`);var Xc=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length>=2,24778);let n=Z(this.expr.params[0]).evaluate(e,t),r=Z(this.expr.params[1]).evaluate(e,t),i=this.br(n,r);for(let n of this.expr.params.slice(2)){let r=Z(n).evaluate(e,t);i=this.br(i,r)}return i}br(e,t){if(e.yr()||t.yr())return X.mr();if(e.wr()||t.wr())return X.gr();let n=e.value,r=t.value;if(!nr(n)&&!tr(n)||!nr(r)&&!tr(r))return X.mr();if(nr(n)||nr(r)){let e=this.Sr(n,r);return e?X.newValue(e):X.mr()}if(tr(n)&&tr(r)){let e=this.vr(n,r);return e===void 0?X.mr():typeof e==`number`?X.newValue({doubleValue:e}):e<Yc||e>Jc?X.mr():X.newValue({integerValue:`${e}`})}return X.mr()}};function Zc(e,t){return z(e)===z(t)?or(e)||or(t)?`NOT_EQ`:ar(e)&&ar(t)?`EQ`:ar(e)||ar(t)?`NULL`:ir(e)&&ir(t)?function(e,t){if(e.values?.length!==t.values?.length)return`NOT_EQ`;let n=!1;for(let r=0;r<(e.values?.length??0);r++){let i=e.values[r],a=t.values[r];switch(Zc(i,a)){case`EQ`:break;case`NOT_EQ`:case`TYPE_MISMATCH`:return`NOT_EQ`;case`NULL`:n=!0;break;default:S(44609,{Dr:i,Cr:a})}}return n?`NULL`:`EQ`}(e.arrayValue,t.arrayValue):cr(e)&&cr(t)||sr(e)&&sr(t)?function(e,t){let n=e.fields||{},r=t.fields||{};if(sn(n)!==sn(r))return`NOT_EQ`;let i=!1;for(let e in n)if(n.hasOwnProperty(e)){if(r[e]===void 0)return`NOT_EQ`;switch(Zc(n[e],r[e])){case`NOT_EQ`:case`TYPE_MISMATCH`:return`NOT_EQ`;case`NULL`:i=!0}}return i?`NULL`:`EQ`}(e.mapValue,t.mapValue):function(e,t){return qn(e,t,{u:!1,i:!0,o:!0})}(e,t)?`EQ`:`NOT_EQ`:`TYPE_MISMATCH`}var Qc=class extends Xc{vr(e,t){return qc(e)+qc(t)}Sr(e,t){return{doubleValue:Kc(e)+Kc(t)}}},$c=class extends Xc{constructor(e){super(e),this.expr=e}vr(e,t){return qc(e)-qc(t)}Sr(e,t){return{doubleValue:Kc(e)-Kc(t)}}},el=class extends Xc{constructor(e){super(e),this.expr=e}vr(e,t){return qc(e)*qc(t)}Sr(e,t){return{doubleValue:Kc(e)*Kc(t)}}},tl=class extends Xc{constructor(e){super(e),this.expr=e}vr(e,t){let n=qc(t);if(n!==BigInt(0))return qc(e)/n}Sr(e,t){let n=Kc(t);return n===0?{doubleValue:Ln(n)?-1/0:1/0}:{doubleValue:Kc(e)/n}}},nl=class extends Xc{constructor(e){super(e),this.expr=e}vr(e,t){let n=qc(t);if(n!==BigInt(0))return qc(e)%n}Sr(e,t){let n=Kc(t);if(n!==0)return{doubleValue:Kc(e)%n}}},rl=class{constructor(e){this.expr=e}evaluate(e,t){let n=!1,r=!1;for(let i of this.expr.params){let a=Z(i).evaluate(e,t);switch(a.type){case`BOOLEAN`:if(!a.value?.booleanValue)return X.newValue(R);break;case`NULL`:r=!0;break;default:n=!0}}return n?X.mr():r?X.gr():X.newValue(Kn)}},il=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,9634);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`BOOLEAN`:return X.newValue({booleanValue:!n.value?.booleanValue});case`NULL`:return X.gr();default:return X.mr()}}},al=class{constructor(e){this.expr=e}evaluate(e,t){let n=!1,r=!1;for(let i of this.expr.params){let a=Z(i).evaluate(e,t);switch(a.type){case`BOOLEAN`:if(a.value?.booleanValue)return X.newValue(Kn);break;case`NULL`:r=!0;break;default:n=!0}}return n?X.mr():r?X.gr():X.newValue(R)}},ol=class e{constructor(e){this.expr=e}evaluate(t,n){let r=!1,i=!1;for(let a of this.expr.params){let o=Z(a).evaluate(t,n);switch(o.type){case`BOOLEAN`:r=e.xor(r,!!o.value?.booleanValue);break;case`NULL`:i=!0;break;default:return X.mr()}}return i?X.gr():X.newValue({booleanValue:r})}static xor(e,t){return(e||t)&&!(e&&t)}},sl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===2,55094);let n=!1,r=Z(this.expr.params[0]).evaluate(e,t);switch(r.type){case`NULL`:n=!0;break;case`ERROR`:case`UNSET`:return X.mr()}let i=Z(this.expr.params[1]).evaluate(e,t);switch(i.type){case`ARRAY`:break;case`NULL`:n=!0;break;default:return X.mr()}if(n)return X.gr();for(let e of i.value?.arrayValue?.values??[])switch(ar(r.value)&&ar(e)?`EQ`:Zc(r.value,e)){case`EQ`:return X.newValue(Kn);case`NOT_EQ`:case`TYPE_MISMATCH`:break;case`NULL`:n=!0;break;default:S(44608,{value:r.value,candidate:e})}return n?X.gr():X.newValue(R)}},cl=class{constructor(e){this.expr=e}evaluate(e,t){return new il(new Y(`not`,[new Y(`equal_any`,this.expr.params)])).evaluate(e,t)}},ll=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,23322);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`INT`:return X.newValue(R);case`DOUBLE`:return X.newValue({booleanValue:isNaN(Kc(n.value))});case`NULL`:return X.gr();default:return X.mr()}}},ul=class{constructor(e){this.expr=e}evaluate(e,t){return C(this.expr.params.length===1,50406),new il(new Y(`not`,[new Y(`is_nan`,this.expr.params)])).evaluate(e,t)}},dl=class{constructor(e){this.expr=e}evaluate(e,t){switch(C(this.expr.params.length===1,23123),Z(this.expr.params[0]).evaluate(e,t).type){case`NULL`:return X.newValue(Kn);case`UNSET`:case`ERROR`:return X.mr();default:return X.newValue(R)}}},fl=class{constructor(e){this.expr=e}evaluate(e,t){return C(this.expr.params.length===1,23167),new il(new Y(`not`,[new Y(`is_null`,this.expr.params)])).evaluate(e,t)}},pl=class{constructor(e){this.expr=e}evaluate(e,t){return C(this.expr.params.length===1,5228),Z(this.expr.params[0]).evaluate(e,t).type===`ERROR`?X.newValue(Kn):X.newValue(R)}},ml=class{constructor(e){this.expr=e}evaluate(e,t){switch(C(this.expr.params.length===1,6877),Z(this.expr.params[0]).evaluate(e,t).type){case`ERROR`:return X.mr();case`UNSET`:return X.newValue(R);default:return X.newValue(Kn)}}},hl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===3,11706);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`BOOLEAN`:return n.value?.booleanValue?Z(this.expr.params[1]).evaluate(e,t):Z(this.expr.params[2]).evaluate(e,t);case`NULL`:return Z(this.expr.params[2]).evaluate(e,t);default:return X.mr()}}},gl=class{constructor(e){this.expr=e}evaluate(e,t){let n=this.expr.params.map((n=>Z(n).evaluate(e,t))),r;for(let e of n)switch(e.type){case`ERROR`:case`UNSET`:case`NULL`:continue;default:r=r===void 0||B(e.value,r.value)>0?e:r}return r===void 0?X.gr():r}},_l=class{constructor(e){this.expr=e}evaluate(e,t){let n=this.expr.params.map((n=>Z(n).evaluate(e,t))),r;for(let e of n)switch(e.type){case`ERROR`:case`UNSET`:case`NULL`:continue;default:r=r===void 0||B(e.value,r.value)<0?e:r}return r===void 0?X.gr():r}},vl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===2,31033,`${this.expr.name}() function should have exactly 2 params`);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`ERROR`:case`UNSET`:return X.mr()}let r=Z(this.expr.params[1]).evaluate(e,t);switch(r.type){case`ERROR`:case`UNSET`:return X.mr()}return this.Fr(n,r)}},yl=class extends vl{constructor(e){super(e),this.expr=e}Fr(e,t){if(e.wr()&&t.wr())return X.newValue(Kn);if(e.wr()||t.wr()||or(e.value)||or(t.value)||z(e.value)!==z(t.value))return X.newValue(R);switch(Zc(e.value,t.value)){case`EQ`:return X.newValue(Kn);case`NOT_EQ`:return X.newValue(R);case`NULL`:return X.gr();default:S(44615,{left:e,right:t})}}},bl=class extends vl{constructor(e){super(e),this.expr=e}Fr(e,t){switch(Zc(e.value,t.value)){case`EQ`:return X.newValue(R);case`NOT_EQ`:case`TYPE_MISMATCH`:return X.newValue(Kn);case`NULL`:return X.gr();default:S(44614,{left:e,right:t})}}},xl=class extends vl{constructor(e){super(e),this.expr=e}Fr(e,t){return z(e.value)!==z(t.value)||or(e.value)||or(t.value)?X.newValue(R):X.newValue({booleanValue:B(e.value,t.value)<0})}},Sl=class extends vl{constructor(e){super(e),this.expr=e}Fr(e,t){return z(e.value)!==z(t.value)||or(e.value)||or(t.value)?X.newValue(R):Zc(e.value,t.value)===`EQ`?X.newValue(Kn):X.newValue({booleanValue:B(e.value,t.value)<0})}},Cl=class extends vl{constructor(e){super(e),this.expr=e}Fr(e,t){return z(e.value)!==z(t.value)||or(e.value)||or(t.value)?X.newValue(R):X.newValue({booleanValue:B(e.value,t.value)>0})}},wl=class extends vl{constructor(e){super(e),this.expr=e}Fr(e,t){return z(e.value)!==z(t.value)||or(e.value)||or(t.value)?X.newValue(R):Zc(e.value,t.value)===`EQ`?X.newValue(Kn):X.newValue({booleanValue:B(e.value,t.value)>0})}},Tl=class{constructor(e){this.expr=e}evaluate(e,t){throw Error(`Unimplemented`)}},El=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,216);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`NULL`:return X.gr();case`ARRAY`:{let e=n.value.arrayValue?.values??[];return X.newValue({arrayValue:{values:[...e].reverse()}})}default:return X.mr()}}},Dl=class{constructor(e){this.expr=e}evaluate(e,t){return C(this.expr.params.length===2,52884),new sl(new Y(`eq_any`,[this.expr.params[1],this.expr.params[0]])).evaluate(e,t)}},Ol=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===2,1392);let n=!1,r=Z(this.expr.params[0]).evaluate(e,t);switch(r.type){case`ARRAY`:break;case`NULL`:n=!0;break;default:return X.mr()}let i=Z(this.expr.params[1]).evaluate(e,t);switch(i.type){case`ARRAY`:break;case`NULL`:n=!0;break;default:return X.mr()}if(n)return X.gr();let a=i.value?.arrayValue?.values??[],o=r.value?.arrayValue?.values??[];for(let e of a){let t=!1;n=!1;for(let r of o){switch(ar(e)&&ar(r)?`EQ`:Zc(e,r)){case`EQ`:t=!0;break;case`NOT_EQ`:case`TYPE_MISMATCH`:break;case`NULL`:n=!0;break;default:S(44613,{value:r,search:e})}if(t)break}if(!t)return X.newValue(R)}return X.newValue(Kn)}},kl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===2,2680);let n=!1,r=Z(this.expr.params[0]).evaluate(e,t);switch(r.type){case`ARRAY`:break;case`NULL`:n=!0;break;default:return X.mr()}let i=Z(this.expr.params[1]).evaluate(e,t);switch(i.type){case`ARRAY`:break;case`NULL`:n=!0;break;default:return X.mr()}if(n)return X.gr();let a=i.value?.arrayValue?.values??[],o=r.value?.arrayValue?.values??[];for(let e of o)for(let t of a)switch(ar(e)&&ar(t)?`EQ`:Zc(e,t)){case`EQ`:return X.newValue(Kn);case`NOT_EQ`:case`TYPE_MISMATCH`:break;case`NULL`:n=!0;break;default:S(60403,{value:e,search:t})}return n?X.gr():X.newValue(R)}},Al=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,38605);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`NULL`:return X.gr();case`ARRAY`:return X.newValue({integerValue:`${n.value?.arrayValue?.values?.length??0}`});default:return X.mr()}}},jl=class{constructor(e){this.expr=e}evaluate(e,t){throw Error(`Unimplemented`)}},Ml=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,1508);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`NULL`:return X.gr();case`BYTES`:{let e=n.value?.bytesValue;if(typeof e==`string`){let t=I.fromBase64String(e).toUint8Array();return t.reverse(),X.newValue({bytesValue:I.fromUint8Array(t).toBase64()})}return X.newValue({bytesValue:new Uint8Array(e).reverse()})}case`STRING`:{let e=n.value?.stringValue,t=new Intl.__PRIVATE_Segmenter(void 0,{granularity:`grapheme`}).segment(e),r=Array.from(t,(e=>e.segment)).reverse();return X.newValue({stringValue:r.join(``)})}default:return X.mr()}}},Nl=class{constructor(e){this.expr=e}evaluate(e,t){throw Error(`Unimplemented`)}},Pl=class{constructor(e){this.expr=e}evaluate(e,t){throw Error(`Unimplemented`)}},Fl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,19400);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`NULL`:return X.gr();case`STRING`:{let e=function(e){let t=0;for(let n=0;n<e.length;n++){let r=e.codePointAt(n);if(r===void 0)return;if(r<=65535){if(r>=55296&&r<=57343){if(r<=56319){let r=e.codePointAt(n+1);r!==void 0&&r>=56320&&r<=57343?(t+=1,n++):t+=1}else t+=1}else t+=1}else{if(!(r<=1114111))return;t+=1,n++}}return t}(n.value.stringValue);return e===void 0?X.mr():X.newValue({integerValue:e})}default:return X.mr()}}},Il=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,8486);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`BYTES`:{let e=n.value?.bytesValue;return typeof e==`string`?X.newValue({integerValue:I.fromBase64String(e).toUint8Array().length}):X.newValue({integerValue:new Uint8Array(e).length})}case`STRING`:{let e=function(e){let t=0;for(let n=0;n<e.length;n++){let r=e.codePointAt(n);if(r===void 0)return;if(r>=55296&&r<=57343){if(!(r<=56319))return;{let r=e.codePointAt(n+1);if(r===void 0||!(r>=56320&&r<=57343))return;t+=4,n++}}else if(r<=127)t+=1;else if(r<=2047)t+=2;else if(r<=65535)t+=3;else{if(!(r<=1114111))return;t+=4,n++}}return t}(n.value?.stringValue);return e===void 0?X.mr():X.newValue({integerValue:e})}case`NULL`:return X.gr();default:return X.mr()}}},Ll=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===2,39773,`${this.expr.name}() function should have exactly two parameters`);let n=!1,r=Z(this.expr.params[0]).evaluate(e,t);switch(r.type){case`STRING`:break;case`NULL`:n=!0;break;default:return X.mr()}let i=Z(this.expr.params[1]).evaluate(e,t);switch(i.type){case`STRING`:break;case`NULL`:n=!0;break;default:return X.mr()}return n?X.gr():this.Or(r.value?.stringValue,i.value?.stringValue)}},Rl=class extends Ll{Or(e,t){try{let n=function(e){let t=``;for(let n=0;n<e.length;n++){let r=e.charAt(n);switch(r){case`_`:t+=`.`;break;case`%`:t+=`.*`;break;case`\\`:case`.`:case`*`:case`?`:case`+`:case`^`:case`$`:case`|`:case`(`:case`)`:case`[`:case`]`:case`{`:case`}`:t+=`\\`+r;break;default:t+=r}}return`^`+t+`$`}(t),r=Rt.compile(n);return X.newValue({booleanValue:r.matches(e)})}catch(e){return Gt(`Invalid LIKE pattern converted to regex: ${t}, returning error. Error: ${e}`),X.mr()}}},zl=class extends Ll{Or(e,t){try{let n=Rt.compile(t);return X.newValue({booleanValue:n.test(e)})}catch{return Gt(`Invalid regex pattern found in regex_contains: ${t}, returning error`),X.mr()}}},Bl=class extends Ll{Or(e,t){try{return X.newValue({booleanValue:Rt.compile(t).matches(e)})}catch{return Gt(`Invalid regex pattern found in regex_match: ${t}, returning error`),X.mr()}}},Vl=class extends Ll{Or(e,t){return X.newValue({booleanValue:e.includes(t)})}},Hl=class extends Ll{Or(e,t){return X.newValue({booleanValue:e.startsWith(t)})}},Ul=class extends Ll{Or(e,t){return X.newValue({booleanValue:e.endsWith(t)})}},Wl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,29079);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`STRING`:return X.newValue({stringValue:n.value?.stringValue?.toLowerCase()});case`NULL`:return X.gr();default:return X.mr()}}},Gl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,60487);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`STRING`:return X.newValue({stringValue:n.value?.stringValue?.toUpperCase()});case`NULL`:return X.gr();default:return X.mr()}}},Kl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,28544);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`STRING`:return X.newValue({stringValue:n.value?.stringValue?.trim()});case`NULL`:return X.gr();default:return X.mr()}}},ql=class{constructor(e){this.expr=e}evaluate(e,t){let n=this.expr.params.map((n=>Z(n).evaluate(e,t))),r=``,i=!1;for(let e of n)switch(e.type){case`STRING`:r+=e.value.stringValue;break;case`NULL`:i=!0;break;default:return X.mr()}return i?X.gr():X.newValue({stringValue:r})}},Jl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===2,4483);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`UNSET`:return X.pr();case`MAP`:break;default:return X.mr()}let r=Z(this.expr.params[1]).evaluate(e,t);if(r.type!==`STRING`)return X.mr();let i=n.value?.mapValue?.fields?.[r.value?.stringValue];return i===void 0?X.pr():X.newValue(i)}},Yl=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===2,25231,`${this.expr.name}() function should have exactly 2 params`);let n=!1,r=Z(this.expr.params[0]).evaluate(e,t);switch(r.type){case`VECTOR`:break;case`NULL`:n=!0;break;default:return X.mr()}let i=Z(this.expr.params[1]).evaluate(e,t);switch(i.type){case`VECTOR`:break;case`NULL`:n=!0;break;default:return X.mr()}if(n)return X.gr();let a=lr(r.value),o=lr(i.value);if(a===void 0||o===void 0||a.values?.length!==o.values?.length)return X.mr();let s=this.Mr(a,o);return s===void 0||isNaN(s)?X.mr():X.newValue({doubleValue:s})}},Xl=class extends Yl{Mr(e,t){let n=e?.values??[],r=t?.values??[];if(n.length===0)return;let i=0,a=0,o=0;for(let e=0;e<n.length;e++){if(!rr(n[e])||!rr(r[e]))return;let t=Kc(n[e]),s=Kc(r[e]);i+=t*s,a+=t*t,o+=s*s}let s=Math.sqrt(a)*Math.sqrt(o);if(s!==0)return 1-Math.max(-1,Math.min(1,i/s))}},Zl=class extends Yl{Mr(e,t){let n=e?.values??[],r=t?.values??[];if(n.length===0)return 0;let i=0;for(let e=0;e<n.length;e++){if(!rr(n[e])||!rr(r[e]))return;i+=Kc(n[e])*Kc(r[e])}return i}},Ql=class extends Yl{Mr(e,t){let n=e?.values??[],r=t?.values??[];if(n.length===0)return 0;let i=0;for(let e=0;e<n.length;e++){if(!rr(n[e])||!rr(r[e]))return;let t=Kc(n[e]),a=Kc(r[e]);i+=(t-a)**2}return Math.sqrt(i)}},$l=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,39044);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`VECTOR`:{let e=lr(n.value);return X.newValue({integerValue:e?.values?.length??0})}case`NULL`:return X.gr();default:return X.mr()}}};const eu=BigInt(-62135596800),tu=BigInt(253402300799),nu=BigInt(1e3),ru=BigInt(1e6),iu=eu*nu,au=tu*nu+BigInt(999),ou=eu*ru,su=tu*ru+BigInt(999999);function cu(e){return e>=ou&&e<=su}function lu(e){return e>=eu&&e<=tu}function uu(e,t){let n=BigInt(e);return!(n<eu||n>tu)&&!(t<0||t>=1e9)&&(n!==eu||t===0)&&!(n===tu&&t>999999999)}function du(e,t){return t<0?{seconds:e-1,nanos:t+1e9}:{seconds:e,nanos:t}}function fu(e){return BigInt(e.seconds)*ru+BigInt(Math.trunc(e.nanoseconds/1e3))}var pu=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,49262,`${this.expr.name}() function should have exactly one parameter`);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`INT`:return this.toTimestamp(BigInt(n.value.integerValue));case`NULL`:return X.gr();default:return X.mr()}}},mu=class extends pu{toTimestamp(e){if(!cu(e))return X.mr();let t=Number(e/ru),n=Number(e%ru*BigInt(1e3)),r=du(t,n);return t=r.seconds,n=r.nanos,uu(t,n)?X.newValue({timestampValue:{seconds:t,nanos:n}}):X.mr()}},hu=class extends pu{toTimestamp(e){if(!function(e){return e>=iu&&e<=au}(e))return X.mr();let t=Number(e/nu),n=Number(e%nu*BigInt(1e6)),r=du(t,n);return t=r.seconds,n=r.nanos,uu(t,n)?X.newValue({timestampValue:{seconds:t,nanos:n}}):X.mr()}},gu=class extends pu{toTimestamp(e){if(!lu(e))return X.mr();let t=Number(e);return X.newValue({timestampValue:{seconds:t,nanos:0}})}},_u=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===1,1265,`${this.expr.name}() function should have exactly one parameter`);let n=Z(this.expr.params[0]).evaluate(e,t);switch(n.type){case`TIMESTAMP`:break;case`NULL`:return X.gr();default:return X.mr()}let r=ja(n.value.timestampValue);return uu(r.seconds,r.nanoseconds)?this.Nr(r):X.mr()}},vu=class extends _u{Nr(e){let t=fu(e);return cu(t)?X.newValue({integerValue:`${t.toString()}`}):X.mr()}},yu=class extends _u{Nr(e){let t=fu(e),n=t/BigInt(1e3),r=t%BigInt(1e3);return n>BigInt(0)||r===BigInt(0)?X.newValue({integerValue:n.toString()}):X.newValue({integerValue:(n-BigInt(1)).toString()})}},bu=class extends _u{Nr(e){let t=BigInt(e.seconds);return lu(t)?X.newValue({integerValue:t.toString()}):X.mr()}},xu=class{constructor(e){this.expr=e}evaluate(e,t){C(this.expr.params.length===3,2775,`${this.expr.name}() function should have exactly 3 parameters`);let n=!1,r=Z(this.expr.params[0]).evaluate(e,t);switch(r.type){case`TIMESTAMP`:break;case`NULL`:n=!0;break;default:return X.mr()}let i=Z(this.expr.params[1]).evaluate(e,t),a;switch(i.type){case`STRING`:if(a=function(e){switch(e){case`microsecond`:return`microsecond`;case`millisecond`:return`millisecond`;case`second`:return`second`;case`minute`:return`minute`;case`hour`:return`hour`;case`day`:return`day`;default:return}}(i.value.stringValue),a===void 0)return X.mr();break;case`NULL`:n=!0;break;default:return X.mr()}let o=Z(this.expr.params[2]).evaluate(e,t);switch(o.type){case`INT`:break;case`NULL`:n=!0;break;default:return X.mr()}if(n)return X.gr();let s=BigInt(o.value.integerValue),c;try{switch(a){case`microsecond`:c=s;break;case`millisecond`:c=s*BigInt(1e3);break;case`second`:c=s*BigInt(1e6);break;case`minute`:c=s*BigInt(6e7);break;case`hour`:c=s*BigInt(36e8);break;case`day`:c=s*BigInt(864e8);break;default:return X.mr()}if(a!==`microsecond`&&s!==BigInt(0)&&c/s!==BigInt(this.Lr(a)))return X.mr()}catch(e){return Gt(`Error during timestamp arithmetic: ${e}`),X.mr()}let l=ja(r.value.timestampValue);if(!uu(l.seconds,l.nanoseconds))return X.mr();let u=fu(l),d=this.Br(u,c);if(!cu(d))return X.mr();let f=Number(d/ru),p=d%ru,ee=Number((p<0?p+ru:p)*BigInt(1e3)),m=p<0?f-1:f;return uu(m,ee)?X.newValue({timestampValue:{seconds:m,nanos:ee}}):X.mr()}Lr(e){switch(e){case`millisecond`:return 1e3;case`second`:return 1e6;case`minute`:return 6e7;case`hour`:return 36e8;case`day`:return 864e8;default:return 1}}},Su=class extends xu{Br(e,t){return e+t}},Cu=class extends xu{Br(e,t){return e-t}};
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function wu(e){if((e=Hc(e))instanceof ic)return`fld(${e.fieldName})`;if(e instanceof sc)return`cst(${function(e){return e===null?`null`:typeof e==`number`?e.toString():typeof e==`string`?`"${e}"`:e instanceof q?`ref(${e.path})`:e instanceof Ss?`vec(${JSON.stringify(e)})`:JSON.stringify(e)}(e.value)})`;if(e instanceof Y)return`fn(${e.name},[${e.params.map(wu).join(`,`)}])`;if(e.expressionType===`ListOfExpressions`)return`list([${e.cr.map(wu).join(`,`)}])`;throw Error(`Unrecognized expr ${JSON.stringify(e,null,2)}`)}function Tu(e){if(e instanceof bc)return`${e._name}(${Eu(e.fields)})`;if(e instanceof xc){let t=`${e._name}(${Eu(e.accumulators)})`;return e.groups.size>0&&(t+=`grouping(${Eu(e.groups)})`),t}if(e instanceof Sc)return`${e._name}(${Eu(e.groups)})`;if(e instanceof Cc)return`${e._name}(${e.hr})`;if(e instanceof wc)return`${e._name}(${e.collectionId})`;if(e instanceof Tc)return`${e._name}()`;if(e instanceof Ec)return`${e._name}(${e.Tr.sort()})`;if(e instanceof Dc)return`${e._name}(${wu(e.condition)})`;if(e instanceof Oc)return`${e._name}(${e.limit})`;if(e instanceof jc)return`${e._name}(${function(e){return e.map((e=>`${wu(e.expr)}${e.direction}`)).join(`,`)}(e.orderings)})`;throw Error(`Unrecognized stage ${e._name}`)}function Eu(e){return`${Array.from(e.entries()).sort().map((([e,t])=>`${e}=${wu(t)}`)).join(`,`)}`}function Du(e){return e.stages.map((e=>Tu(e))).join(`|`)}function Ou(e,t){return Du(e)===Du(t)}function Q(e){return e instanceof Fc}function ku(e){return Q(e)?Du(e):Ui(e)}function Au(e){return Q(e)?Du(e):function(e){return`${Ti(Ii(e))}|lt:${e.limitType}`}(e)}function ju(e,t){return e instanceof Fc&&t instanceof Fc?Ou(e,t):!(e instanceof Fc&&!(t instanceof Fc)||!(e instanceof Fc)&&t instanceof Fc)&&Hi(e,t)}function Mu(e){return Di(e)?Du(e):Ti(e)}function Nu(e,t){return e instanceof Fc&&t instanceof Fc?Ou(e,t):!(e instanceof Fc&&!(t instanceof Fc)||!(e instanceof Fc)&&t instanceof Fc)&&Ei(e,t)}function Pu(e,t){let n=function(e){let t=!1,n=[];for(let r of e)if(r instanceof jc){if(t=!0,r.orderings.some((e=>e.expr instanceof ic&&e.expr.fieldName===nn)))n.push(r);else{let e=r.orderings.map((e=>e));e.push(ac(nn).ascending()),n.push(new jc(e,{}))}}else r instanceof Oc&&(t||=(n.push(new jc([ac(nn).ascending()],{})),!0)),n.push(r);return t||n.push(new jc([ac(nn).ascending()],{})),n}(e.stages);if(e.userDataReader){let t=e.userDataReader.createContext(3,`toCorePipeline`);n.forEach((e=>e._readUserData(t)))}return new Fc(e.userDataReader.serializer,n,t)}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Fu=class{constructor(e,t,n,r){this.batchId=e,this.localWriteTime=t,this.baseMutations=n,this.mutations=r}applyToRemoteDocument(e,t){let n=t.mutationResults;for(let t=0;t<this.mutations.length;t++){let r=this.mutations[t];r.key.isEqual(e.key)&&Br(r,e,n[t])}}applyToLocalView(e,t){for(let n of this.baseMutations)n.key.isEqual(e.key)&&(t=Vr(n,e,t,this.localWriteTime));for(let n of this.mutations)n.key.isEqual(e.key)&&(t=Vr(n,e,t,this.localWriteTime));return t}applyToLocalDocumentSet(e,t){let n=ra();return this.mutations.forEach((r=>{let i=e.get(r.key),a=i.overlayedDocument,o=this.applyToLocalView(a,i.mutatedFields);o=t.has(r.key)?null:o;let s=zr(a,o);s!==null&&n.set(r.key,s),a.isValidDocument()||a.convertToNoDocument(H.min())})),n}keys(){return this.mutations.reduce(((e,t)=>e.add(t.key)),G())}isEqual(e){return this.batchId===e.batchId&&Qt(this.mutations,e.mutations,((e,t)=>Ur(e,t)))&&Qt(this.baseMutations,e.baseMutations,((e,t)=>Ur(e,t)))}},Iu=class e{constructor(e,t,n,r){this.batch=e,this.commitVersion=t,this.mutationResults=n,this.docVersions=r}static from(t,n,r){C(t.mutations.length===r.length,58842,{Ur:t.mutations.length,kr:r.length});let i=function(){return aa}(),a=t.mutations;for(let e=0;e<a.length;e++)i=i.insert(a[e].key,r[e].version);return new e(t,n,r,i)}}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
;function Lu(e){let t=``;for(let n=0;n<e.length;n++)t.length>0&&(t=zu(t)),t=Ru(e.get(n),t);return zu(t)}function Ru(e,t){let n=t,r=e.length;for(let t=0;t<r;t++){let r=e.charAt(t);switch(r){case`\0`:n+=``;break;case``:n+=``;break;default:n+=r}}return n}function zu(e){return e+``}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Bu=class{constructor(e,t){this.largestBatchId=e,this.mutation=t}getKey(){return this.mutation.key}isEqual(e){return e!==null&&this.mutation===e.mutation}toString(){return`Overlay{\n      largestBatchId: ${this.largestBatchId},\n      mutation: ${this.mutation.toString()}\n    }`}},Vu=class e{constructor(e,t,n,r,i=H.min(),a=H.min(),o=I.EMPTY_BYTE_STRING,s=null){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.target=e,this.targetId=t,this.purpose=n,this.sequenceNumber=r,this.snapshotVersion=i,this.lastLimboFreeSnapshotVersion=a,this.resumeToken=o,this.expectedCount=s}withSequenceNumber(t){return new e(this.target,this.targetId,this.purpose,t,this.snapshotVersion,this.lastLimboFreeSnapshotVersion,this.resumeToken,this.expectedCount)}withResumeToken(t,n){return new e(this.target,this.targetId,this.purpose,this.sequenceNumber,n,this.lastLimboFreeSnapshotVersion,t,null)}withExpectedCount(t){return new e(this.target,this.targetId,this.purpose,this.sequenceNumber,this.snapshotVersion,this.lastLimboFreeSnapshotVersion,this.resumeToken,t)}withLastLimboFreeSnapshotVersion(t){return new e(this.target,this.targetId,this.purpose,this.sequenceNumber,this.snapshotVersion,t,this.resumeToken,this.expectedCount)}},Hu=class{constructor(e){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.$r=e}};function Uu(e){let t=Za({parent:e.parent,structuredQuery:e.structuredQuery});return e.limitType===`LAST`?Vi(t,t.limit,`L`):t}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Wu=class{constructor(){}ei(e,t){this.ti(e,t),t.ni()}ti(e,t){if(`nullValue`in e)this.ri(t,5);else if(`booleanValue`in e)this.ri(t,10),t.ii(+!!e.booleanValue);else if(`integerValue`in e)this.ri(t,15),t.ii(L(e.integerValue));else if(`doubleValue`in e){let n=L(e.doubleValue);isNaN(n)?this.ri(t,13):(this.ri(t,15),Ln(n)?t.ii(0):t.ii(n))}else if(`timestampValue`in e){let n=e.timestampValue;this.ri(t,20),typeof n==`string`&&(n=Cn(n)),t.si(`${n.seconds||``}`),t.ii(n.nanos||0)}else if(`stringValue`in e)this._i(e.stringValue,t),this.oi(t);else if(`bytesValue`in e)this.ri(t,30),t.ai(wn(e.bytesValue)),this.oi(t);else if(`referenceValue`in e)this.ui(e.referenceValue,t);else if(`geoPointValue`in e){let n=e.geoPointValue;this.ri(t,45),t.ii(n.latitude||0),t.ii(n.longitude||0)}else`mapValue`in e?dr(e)?this.ri(t,2**53-1):cr(e)?this.ci(e.mapValue,t):(this.li(e.mapValue,t),this.oi(t)):`arrayValue`in e?(this.Ei(e.arrayValue,t),this.oi(t)):S(19022,{hi:e})}_i(e,t){this.ri(t,25),this.Ti(e,t)}Ti(e,t){t.si(e)}li(e,t){let n=e.fields||{};this.ri(t,55);for(let e of Object.keys(n))this._i(e,t),this.ti(n[e],t)}ci(e,t){let n=e.fields||{};this.ri(t,53);let r=Wn,i=n[r].arrayValue?.values?.length||0;this.ri(t,15),t.ii(L(i)),this._i(r,t),this.ti(n[r],t)}Ei(e,t){let n=e.values||[];this.ri(t,50);for(let e of n)this.ti(e,t)}ui(e,t){this.ri(t,37),M.fromName(e).path.forEach((e=>{this.ri(t,60),this.Ti(e,t)}))}ri(e,t){e.ii(t)}oi(e){e.ii(2)}};Wu.Pi=new Wu;
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law | agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES | CONDITIONS OF ANY KIND, either express | implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Gu=class{constructor(){this.Zi=new Ku}addToCollectionParentIndex(e,t){return this.Zi.add(t),K.resolve()}getCollectionParents(e,t){return K.resolve(this.Zi.getEntries(t))}addFieldIndex(e,t){return K.resolve()}deleteFieldIndex(e,t){return K.resolve()}deleteAllFieldIndexes(e){return K.resolve()}createTargetIndexes(e,t){return K.resolve()}getDocumentsMatchingTarget(e,t){return K.resolve(null)}getIndexType(e,t){return K.resolve(0)}getFieldIndexes(e,t){return K.resolve([])}getNextCollectionGroupToUpdate(e){return K.resolve(null)}getMinOffset(e,t){return K.resolve(xi.min())}getMinOffsetFromCollectionGroup(e,t){return K.resolve(xi.min())}updateCollectionGroup(e,t,n){return K.resolve()}updateIndexEntries(e,t){return K.resolve()}},Ku=class{constructor(){this.index={}}add(e){let t=e.lastSegment(),n=e.popLast(),r=this.index[t]||new D(A.comparator),i=!r.has(n);return this.index[t]=r.add(n),i}has(e){let t=e.lastSegment(),n=e.popLast(),r=this.index[t];return r&&r.has(n)}getEntries(e){return(this.index[e]||new D(A.comparator)).toArray()}},qu=class e{constructor(e){
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.ys=e}next(){return this.ys+=2,this.ys}static ws(){return new e(0)}static bs(){return new e(-1)}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
// Copyright 2024 Google LLC* @license
function Ju(e,t){let n=t;for(let t of e.stages)n=Zu({serializer:e.serializer,serverTimestampBehavior:e.listenOptions?.serverTimestampBehavior},t,n);return n}function Yu(e,t){return Ju(e,[t]).length>0}function Xu(e,t){return Q(e)?Yu(e,t):Wi(e,t)}function Zu(e,t,n){if(t instanceof Cc)return function(e,t,n){return n.filter((e=>e.isFoundDocument()&&`/${e.key.getCollectionPath().canonicalString()}`===t.hr))}(0,t,n);if(t instanceof Dc)return function(e,t,n){return n.filter((n=>{let r=Vc(Z(t.condition).evaluate(e,n));return r!==void 0&&qn(r,Kn)}))}(e,t,n);if(t instanceof wc)return function(e,t,n){return n.filter((e=>e.isFoundDocument()&&e.key.getCollectionPath().lastSegment()===t.collectionId))}(0,t,n);if(t instanceof Tc)return function(e,t,n){return n.filter((e=>e.isFoundDocument()))}(0,0,n);if(t instanceof Ec)return function(e,t,n){return n.filter((e=>e.isFoundDocument()&&t.Pr.has(e.key.path.toStringWithLeadingSlash())))}(0,t,n);if(t instanceof Oc)return function(e,t,n){return n.slice(0,t.limit)}(0,t,n);if(t instanceof jc)return function(e,t,n){let r=t.orderings.map((e=>({Ms:Z(e.expr),direction:e.direction})));return[...n].sort(((t,n)=>{for(let{Ms:i,direction:a}of r){let r=Vc(i.evaluate(e,t)),o=Vc(i.evaluate(e,n)),s=B(r??Gn,o??Gn);if(s!==0)return a===`ascending`?s:-s}return 0}))}(e,t,n);throw Error(`Unknown stage: ${t._name}`)}function Qu(e){let t=function(e){for(let t=e.stages.length-1;t>=0;t--){let n=e.stages[t];if(n instanceof jc)return n.orderings}throw Error(`Pipeline must contain at least one Sort stage`)}(e);return(n,r)=>{for(let i of t){let t=Vc(Z(i.expr).evaluate({serializer:e.serializer},n)),a=Vc(Z(i.expr).evaluate({serializer:e.serializer},r)),o=B(t||Gn,a||Gn);if(o!==0)return i.direction===`ascending`?o:-o}return 0}}function $u(e){for(let t=e.stages.length-1;t>=0;t--){let n=e.stages[t];if(n instanceof Oc)return{limit:n.limit}}}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ed=class{constructor(){this.changes=new Xi((e=>e.toString()),((e,t)=>e.isEqual(t))),this.changesApplied=!1}addEntry(e){this.assertNotApplied(),this.changes.set(e.key,e)}removeEntry(e,t){this.assertNotApplied(),this.changes.set(e,vi.newInvalidDocument(e).setReadTime(t))}getEntry(e,t){this.assertNotApplied();let n=this.changes.get(t);return n===void 0?this.getFromCache(e,t):K.resolve(n)}getEntries(e,t){return this.getAllFromCache(e,t)}apply(e){return this.assertNotApplied(),this.changesApplied=!0,this.applyChanges(e)}assertNotApplied(){}},td=class{constructor(e,t){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.overlayedDocument=e,this.mutatedFields=t}},nd=class{constructor(e,t,n,r){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.remoteDocumentCache=e,this.mutationQueue=t,this.documentOverlayCache=n,this.indexManager=r}getDocument(e,t){let n=null;return this.documentOverlayCache.getOverlay(e,t).next((r=>(n=r,this.remoteDocumentCache.getEntry(e,t)))).next((e=>(n!==null&&Vr(n.mutation,e,on.empty(),F.now()),e)))}getDocuments(e,t){return this.remoteDocumentCache.getEntries(e,t).next((t=>this.getLocalViewOfDocuments(e,t,G()).next((()=>t))))}getLocalViewOfDocuments(e,t,n=G()){let r=na();return this.populateOverlays(e,r,t).next((()=>this.computeViews(e,t,r,n).next((e=>{let t=ea();return e.forEach(((e,n)=>{t=t.insert(e,n.overlayedDocument)})),t}))))}getOverlayedDocuments(e,t){let n=na();return this.populateOverlays(e,n,t).next((()=>this.computeViews(e,t,n,G())))}populateOverlays(e,t,n){let r=[];return n.forEach((e=>{t.has(e)||r.push(e)})),this.documentOverlayCache.getOverlays(e,r).next((e=>{e.forEach(((e,n)=>{t.set(e,n)}))}))}computeViews(e,t,n,r){let i=Qi(),a=ia(),o=function(){return ia()}();return t.forEach(((e,t)=>{let o=n.get(t.key);r.has(t.key)&&(o===void 0||o.mutation instanceof Gr)?i=i.insert(t.key,t):o===void 0?a.set(t.key,on.empty()):(a.set(t.key,o.mutation.getFieldMask()),Vr(o.mutation,t,o.mutation.getFieldMask(),F.now()))})),this.recalculateAndSaveOverlays(e,i).next((e=>(e.forEach(((e,t)=>a.set(e,t))),t.forEach(((e,t)=>o.set(e,new td(t,a.get(e)??null)))),o)))}recalculateAndSaveOverlays(e,t){let n=ia(),r=new E(((e,t)=>e-t)),i=G();return this.mutationQueue.getAllMutationBatchesAffectingDocumentKeys(e,t).next((e=>{for(let i of e)i.keys().forEach((e=>{let a=t.get(e);if(a===null)return;let o=n.get(e)||on.empty();o=i.applyToLocalView(a,o),n.set(e,o);let s=(r.get(i.batchId)||G()).add(e);r=r.insert(i.batchId,s)}))})).next((()=>{let a=[],o=r.getReverseIterator();for(;o.hasNext();){let r=o.getNext(),s=r.key,c=r.value,l=ra();c.forEach((e=>{if(!i.has(e)){let r=zr(t.get(e),n.get(e));r!==null&&l.set(e,r),i=i.add(e)}})),a.push(this.documentOverlayCache.saveOverlays(e,s,l))}return K.waitFor(a)})).next((()=>n))}recalculateAndSaveOverlaysForDocumentKeys(e,t){return this.remoteDocumentCache.getEntries(e,t).next((t=>this.recalculateAndSaveOverlays(e,t)))}getDocumentsMatchingQuery(e,t,n,r){return Q(t)?this.getDocumentsMatchingPipeline(e,t,n,r):Ni(t)?this.getDocumentsMatchingDocumentQuery(e,t.path):Pi(t)?this.getDocumentsMatchingCollectionGroupQuery(e,t,n,r):this.getDocumentsMatchingCollectionQuery(e,t,n,r)}getNextDocuments(e,t,n,r){return this.remoteDocumentCache.getAllFromCollectionGroup(e,t,n,r).next((i=>{let a=r-i.size>0?this.documentOverlayCache.getOverlaysForCollectionGroup(e,t,n.largestBatchId,r-i.size):K.resolve(na()),o=-1,s=i;return a.next((t=>K.forEach(t,((t,n)=>(o<n.largestBatchId&&(o=n.largestBatchId),i.get(t)?K.resolve():this.remoteDocumentCache.getEntry(e,t).next((e=>{s=s.insert(t,e)}))))).next((()=>this.populateOverlays(e,t,i))).next((()=>this.computeViews(e,s,t,G()))).next((e=>({batchId:o,changes:ta(e)})))))}))}getDocumentsMatchingDocumentQuery(e,t){return this.getDocument(e,new M(t)).next((e=>{let t=ea();return e.isFoundDocument()&&(t=t.insert(e.key,e)),t}))}getDocumentsMatchingCollectionGroupQuery(e,t,n,r){let i=t.collectionGroup,a=ea();return this.indexManager.getCollectionParents(e,i).next((o=>K.forEach(o,(o=>{let s=function(e,t){return new ki(t,null,e.explicitOrderBy.slice(),e.filters.slice(),e.limit,e.limitType,e.startAt,e.endAt)}(t,o.child(i));return this.getDocumentsMatchingCollectionQuery(e,s,n,r).next((e=>{e.forEach(((e,t)=>{a=a.insert(e,t)}))}))})).next((()=>a))))}getDocumentsMatchingCollectionQuery(e,t,n,r){let i;return this.documentOverlayCache.getOverlaysForCollection(e,t.path,n.largestBatchId).next((a=>(i=a,this.remoteDocumentCache.getDocumentsMatchingQuery(e,t,n,i,r)))).next((e=>this.retrieveMatchingLocalDocuments(i,e,(e=>Wi(t,e)))))}getDocumentsMatchingPipeline(e,t,n,r){if(Ic(t)===`collection_group`){let i=Rc(t),a=ea();return this.indexManager.getCollectionParents(e,i).next((o=>K.forEach(o,(o=>{let s=function(e,t){let n=e.stages.map((e=>e instanceof wc?new Cc(t.canonicalString(),{}):e));return new Fc(e.serializer,n)}(t,o.child(i));return this.getDocumentsMatchingPipeline(e,s,n,r).next((e=>{e.forEach(((e,t)=>{a=a.insert(e,t)}))}))})).next((()=>a))))}{let i;return this.getOverlaysForPipeline(e,t,n.largestBatchId).next((a=>{switch(i=a,Ic(t)){case`collection`:return this.remoteDocumentCache.getDocumentsMatchingQuery(e,t,n,i,r);case`documents`:let a=G();for(let e of Bc(t))a=a.add(M.fromPath(e));return this.remoteDocumentCache.getEntries(e,a);case`database`:return this.remoteDocumentCache.getAllEntries(e);default:throw new k(`invalid-argument`,`Invalid pipeline source to execute offline: ${Du(t)}`)}})).next((e=>this.retrieveMatchingLocalDocuments(i,e,(e=>Yu(t,e)))))}}retrieveMatchingLocalDocuments(e,t,n){e.forEach(((e,n)=>{let r=n.getKey();t.get(r)===null&&(t=t.insert(r,vi.newInvalidDocument(r)))}));let r=ea();return t.forEach(((t,i)=>{let a=e.get(t);a!==void 0&&Vr(a.mutation,i,on.empty(),F.now()),n(i)&&(r=r.insert(t,i))})),r}getOverlaysForPipeline(e,t,n){switch(Ic(t)){case`collection`:return this.documentOverlayCache.getOverlaysForCollection(e,A.fromString(Lc(t)),n);case`collection_group`:throw new k(`invalid-argument`,`Unexpected collection group pipeline: ${Du(t)}`);case`documents`:return this.documentOverlayCache.getOverlays(e,Bc(t).map((e=>M.fromPath(e))));case`database`:return this.documentOverlayCache.getAllOverlays(e,n);default:throw new k(`invalid-argument`,`Failed to get overlays for pipeline: ${Du(t)}`)}}},rd=class{constructor(e){
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.serializer=e,this.Qs=/* @__PURE__ */ new Map,this.Ws=/* @__PURE__ */ new Map}getBundleMetadata(e,t){return K.resolve(this.Qs.get(t))}saveBundleMetadata(e,t){return this.Qs.set(t.id,function(e){return{id:e.id,version:e.version,createTime:Pa(e.createTime)}}(t)),K.resolve()}getNamedQuery(e,t){return K.resolve(this.Ws.get(t))}saveNamedQuery(e,t){return this.Ws.set(t.name,function(e){return{name:e.name,query:Uu(e.bundledQuery),readTime:Pa(e.readTime)}}(t)),K.resolve()}},id=class{constructor(){
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.overlays=new E(M.comparator),this.Gs=/* @__PURE__ */ new Map}getOverlay(e,t){return K.resolve(this.overlays.get(t))}getOverlays(e,t){let n=na();return K.forEach(t,(t=>this.getOverlay(e,t).next((e=>{e!==null&&n.set(t,e)})))).next((()=>n))}getAllOverlays(e,t){let n=na();return this.overlays.forEach(((e,r)=>{r.largestBatchId>t&&n.set(e,r)})),K.resolve(n)}saveOverlays(e,t,n){return n.forEach(((n,r)=>{this.Zr(e,t,r)})),K.resolve()}removeOverlaysForBatchId(e,t,n){let r=this.Gs.get(n);return r!==void 0&&(r.forEach((e=>this.overlays=this.overlays.remove(e))),this.Gs.delete(n)),K.resolve()}getOverlaysForCollection(e,t,n){let r=na(),i=t.length+1,a=new M(t.child(``)),o=this.overlays.getIteratorFrom(a);for(;o.hasNext();){let e=o.getNext().value,a=e.getKey();if(!t.isPrefixOf(a.path))break;a.path.length===i&&e.largestBatchId>n&&r.set(e.getKey(),e)}return K.resolve(r)}getOverlaysForCollectionGroup(e,t,n,r){let i=new E(((e,t)=>e-t)),a=this.overlays.getIterator();for(;a.hasNext();){let e=a.getNext().value;if(e.getKey().getCollectionGroup()===t&&e.largestBatchId>n){let t=i.get(e.largestBatchId);t===null&&(t=na(),i=i.insert(e.largestBatchId,t)),t.set(e.getKey(),e)}}let o=na(),s=i.getIterator();for(;s.hasNext()&&(s.getNext().value.forEach(((e,t)=>o.set(e,t))),!(o.size()>=r)););return K.resolve(o)}Zr(e,t,n){let r=this.overlays.get(n.key);if(r!==null){let e=this.Gs.get(r.largestBatchId).delete(n.key);this.Gs.set(r.largestBatchId,e)}this.overlays=this.overlays.insert(n.key,new Bu(t,n));let i=this.Gs.get(t);i===void 0&&(i=G(),this.Gs.set(t,i)),this.Gs.set(t,i.add(n.key))}},ad=class{constructor(){
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.sessionToken=I.EMPTY_BYTE_STRING}getSessionToken(e){return K.resolve(this.sessionToken)}setSessionToken(e,t){return this.sessionToken=t,K.resolve()}},od=class{constructor(){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.zs=new D($.js),this.Hs=new D($.Js)}isEmpty(){return this.zs.isEmpty()}addReference(e,t){let n=new $(e,t);this.zs=this.zs.add(n),this.Hs=this.Hs.add(n)}Ys(e,t){e.forEach((e=>this.addReference(e,t)))}removeReference(e,t){this.Zs(new $(e,t))}Xs(e,t){e.forEach((e=>this.removeReference(e,t)))}e_(e){let t=new M(new A([])),n=new $(t,e),r=new $(t,e+1),i=[];return this.Hs.forEachInRange([n,r],(e=>{this.Zs(e),i.push(e.key)})),i}t_(){this.zs.forEach((e=>this.Zs(e)))}Zs(e){this.zs=this.zs.delete(e),this.Hs=this.Hs.delete(e)}n_(e){let t=new M(new A([])),n=new $(t,e),r=new $(t,e+1),i=G();return this.Hs.forEachInRange([n,r],(e=>{i=i.add(e.key)})),i}containsKey(e){let t=new $(e,0),n=this.zs.firstAfterOrEqual(t);return n!==null&&e.isEqual(n.key)}},$=class{constructor(e,t){this.key=e,this.r_=t}static js(e,t){return M.comparator(e.key,t.key)||T(e.r_,t.r_)}static Js(e,t){return T(e.r_,t.r_)||M.comparator(e.key,t.key)}},sd=class{constructor(e,t){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.indexManager=e,this.referenceDelegate=t,this.mutationQueue=[],this.Gr=1,this.i_=new D($.js)}checkEmpty(e){return K.resolve(this.mutationQueue.length===0)}addMutationBatch(e,t,n,r){let i=this.Gr;this.Gr++,this.mutationQueue.length>0&&this.mutationQueue[this.mutationQueue.length-1];let a=new Fu(i,t,n,r);this.mutationQueue.push(a);for(let t of r)this.i_=this.i_.add(new $(t.key,i)),this.indexManager.addToCollectionParentIndex(e,t.key.path.popLast());return K.resolve(a)}lookupMutationBatch(e,t){return K.resolve(this.s_(t))}getNextMutationBatchAfterBatchId(e,t){let n=t+1,r=this.__(n),i=r<0?0:r;return K.resolve(this.mutationQueue.length>i?this.mutationQueue[i]:null)}getHighestUnacknowledgedBatchId(){return K.resolve(this.mutationQueue.length===0?-1:this.Gr-1)}getAllMutationBatches(e){return K.resolve(this.mutationQueue.slice())}getAllMutationBatchesAffectingDocumentKey(e,t){let n=new $(t,0),r=new $(t,1/0),i=[];return this.i_.forEachInRange([n,r],(e=>{let t=this.s_(e.r_);i.push(t)})),K.resolve(i)}getAllMutationBatchesAffectingDocumentKeys(e,t){let n=new D(T);return t.forEach((e=>{let t=new $(e,0),r=new $(e,1/0);this.i_.forEachInRange([t,r],(e=>{n=n.add(e.r_)}))})),K.resolve(this.o_(n))}getAllMutationBatchesAffectingQuery(e,t){let n=t.path,r=n.length+1,i=n;M.isDocumentKey(i)||(i=i.child(``));let a=new $(new M(i),0),o=new D(T);return this.i_.forEachWhile((e=>{let t=e.key.path;return!!n.isPrefixOf(t)&&(t.length===r&&(o=o.add(e.r_)),!0)}),a),K.resolve(this.o_(o))}o_(e){let t=[];return e.forEach((e=>{let n=this.s_(e);n!==null&&t.push(n)})),t}removeMutationBatch(e,t){C(this.a_(t.batchId,`removed`)===0,55003),this.mutationQueue.shift();let n=this.i_;return K.forEach(t.mutations,(r=>{let i=new $(r.key,t.batchId);return n=n.delete(i),this.referenceDelegate.markPotentiallyOrphaned(e,r.key)})).next((()=>{this.i_=n}))}Hr(e){}containsKey(e,t){let n=new $(t,0),r=this.i_.firstAfterOrEqual(n);return K.resolve(t.isEqual(r&&r.key))}performConsistencyCheck(e){return this.mutationQueue.length,K.resolve()}a_(e,t){return this.__(e)}__(e){return this.mutationQueue.length===0?0:e-this.mutationQueue[0].batchId}s_(e){let t=this.__(e);return t<0||t>=this.mutationQueue.length?null:this.mutationQueue[t]}},cd=class{constructor(e){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.u_=e,this.docs=function(){return new E(M.comparator)}(),this.size=0}setIndexManager(e){this.indexManager=e}addEntry(e,t){let n=t.key,r=this.docs.get(n),i=r?r.size:0,a=this.u_(t);return this.docs=this.docs.insert(n,{document:t.mutableCopy(),size:a}),this.size+=a-i,this.indexManager.addToCollectionParentIndex(e,n.path.popLast())}removeEntry(e){let t=this.docs.get(e);t&&(this.docs=this.docs.remove(e),this.size-=t.size)}getEntry(e,t){let n=this.docs.get(t);return K.resolve(n?n.document.mutableCopy():vi.newInvalidDocument(t))}getEntries(e,t){let n=Qi();return t.forEach((e=>{let t=this.docs.get(e);n=n.insert(e,t?t.document.mutableCopy():vi.newInvalidDocument(e))})),K.resolve(n)}getAllEntries(e){let t=Qi();return this.docs.forEach(((e,n)=>{t=t.insert(e,n.document)})),K.resolve(t)}getDocumentsMatchingQuery(e,t,n,r){let i,a;Q(t)?(i=A.fromString(Lc(t)),a=e=>Yu(t,e)):(i=t.path,a=e=>Wi(t,e));let o=Qi(),s=new M(i.child(`__id-9223372036854775808__`)),c=this.docs.getIteratorFrom(s);for(;c.hasNext();){let{key:e,value:{document:t}}=c.getNext();if(!i.isPrefixOf(e.path))break;e.path.length>i.length+1||Si(bi(t),n)<=0||(r.has(t.key)||a(t))&&(o=o.insert(t.key,t.mutableCopy()))}return K.resolve(o)}getAllFromCollectionGroup(e,t,n,r){S(9500)}c_(e,t){return K.forEach(this.docs,(e=>t(e)))}newChangeBuffer(e){return new ld(this)}getSize(e){return K.resolve(this.size)}},ld=class extends ed{constructor(e){super(),this.$s=e}applyChanges(e){let t=[];return this.changes.forEach(((n,r)=>{r.isValidDocument()?t.push(this.$s.addEntry(e,r)):this.$s.removeEntry(n)})),K.waitFor(t)}getFromCache(e,t){return this.$s.getEntry(e,t)}getAllFromCache(e,t){return this.$s.getEntries(e,t)}},ud=class{constructor(e){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.persistence=e,this.l_=new Xi((e=>Mu(e)),Nu),this.lastRemoteSnapshotVersion=H.min(),this.highestTargetId=0,this.E_=0,this.h_=new od,this.targetCount=0,this.T_=qu.ws()}forEachTarget(e,t){return this.l_.forEach(((e,n)=>t(n))),K.resolve()}getLastRemoteSnapshotVersion(e){return K.resolve(this.lastRemoteSnapshotVersion)}getHighestSequenceNumber(e){return K.resolve(this.E_)}allocateTargetId(e){return this.highestTargetId=this.T_.next(),K.resolve(this.highestTargetId)}setTargetsMetadata(e,t,n){return n&&(this.lastRemoteSnapshotVersion=n),t>this.E_&&(this.E_=t),K.resolve()}Ds(e){this.l_.set(e.target,e);let t=e.targetId;t>this.highestTargetId&&(this.T_=new qu(t),this.highestTargetId=t),e.sequenceNumber>this.E_&&(this.E_=e.sequenceNumber)}addTargetData(e,t){return this.Ds(t),this.targetCount+=1,K.resolve()}updateTargetData(e,t){return this.Ds(t),K.resolve()}removeTargetData(e,t){return this.l_.delete(t.target),this.h_.e_(t.targetId),--this.targetCount,K.resolve()}removeTargets(e,t,n){let r=0,i=[];return this.l_.forEach(((a,o)=>{o.sequenceNumber<=t&&n.get(o.targetId)===null&&(this.l_.delete(a),i.push(this.removeMatchingKeysForTargetId(e,o.targetId)),r++)})),K.waitFor(i).next((()=>r))}getTargetCount(e){return K.resolve(this.targetCount)}getTargetData(e,t){let n=this.l_.get(t)||null;return K.resolve(n)}addMatchingKeys(e,t,n){return this.h_.Ys(t,n),K.resolve()}removeMatchingKeys(e,t,n){this.h_.Xs(t,n);let r=this.persistence.referenceDelegate,i=[];return r&&t.forEach((t=>{i.push(r.markPotentiallyOrphaned(e,t))})),K.waitFor(i)}removeMatchingKeysForTargetId(e,t){return this.h_.e_(t),K.resolve()}getMatchingKeysForTargetId(e,t){let n=this.h_.n_(t);return K.resolve(n)}containsKey(e,t){return K.resolve(this.h_.containsKey(t))}},dd=class{constructor(e,t){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.P_={},this.overlays={},this.I_=new ns(0),this.R_=!1,this.R_=!0,this.A_=new ad,this.referenceDelegate=e(this),this.V_=new ud(this),this.indexManager=new Gu,this.remoteDocumentCache=function(e){return new cd(e)}((e=>this.referenceDelegate.d_(e))),this.serializer=new Hu(t),this.f_=new rd(this.serializer)}start(){return Promise.resolve()}shutdown(){return this.R_=!1,Promise.resolve()}get started(){return this.R_}setDatabaseDeletedListener(){}setNetworkEnabled(){}getIndexManager(e){return this.indexManager}getDocumentOverlayCache(e){let t=this.overlays[e.toKey()];return t||(t=new id,this.overlays[e.toKey()]=t),t}getMutationQueue(e,t){let n=this.P_[e.toKey()];return n||(n=new sd(t,this.referenceDelegate),this.P_[e.toKey()]=n),n}getGlobalsCache(){return this.A_}getTargetCache(){return this.V_}getRemoteDocumentCache(){return this.remoteDocumentCache}getBundleCache(){return this.f_}runTransaction(e,t,n){x(`MemoryPersistence`,`Starting transaction:`,e);let r=new fd(this.I_.next());return this.referenceDelegate.m_(),n(r).next((e=>this.referenceDelegate.p_(r).next((()=>e)))).toPromise().then((e=>(r.raiseOnCommittedEvent(),e)))}g_(e,t){return K.or(Object.values(this.P_).map((n=>()=>n.containsKey(e,t))))}},fd=class extends rs{constructor(e){super(),this.currentSequenceNumber=e}},pd=class e{constructor(e){this.persistence=e,this.y_=new od,this.w_=null}static b_(t){return new e(t)}get S_(){if(this.w_)return this.w_;throw S(60996)}addReference(e,t,n){return this.y_.addReference(n,t),this.S_.delete(n.toString()),K.resolve()}removeReference(e,t,n){return this.y_.removeReference(n,t),this.S_.add(n.toString()),K.resolve()}markPotentiallyOrphaned(e,t){return this.S_.add(t.toString()),K.resolve()}removeTarget(e,t){this.y_.e_(t.targetId).forEach((e=>this.S_.add(e.toString())));let n=this.persistence.getTargetCache();return n.getMatchingKeysForTargetId(e,t.targetId).next((e=>{e.forEach((e=>this.S_.add(e.toString())))})).next((()=>n.removeTargetData(e,t)))}m_(){this.w_=/* @__PURE__ */ new Set}p_(e){let t=this.persistence.getRemoteDocumentCache().newChangeBuffer();return K.forEach(this.S_,(n=>{let r=M.fromPath(n);return this.v_(e,r).next((e=>{e||t.removeEntry(r,H.min())}))})).next((()=>(this.w_=null,t.apply(e))))}updateLimboDocument(e,t){return this.v_(e,t).next((e=>{e?this.S_.delete(t.toString()):this.S_.add(t.toString())}))}d_(e){return 0}v_(e,t){return K.or([()=>K.resolve(this.y_.containsKey(t)),()=>this.persistence.getTargetCache().containsKey(e,t),()=>this.persistence.g_(e,t)])}},md=class e{constructor(e,t){this.persistence=e,this.D_=new Xi((e=>Lu(e.path)),((e,t)=>e.isEqual(t))),this.garbageCollector=fs(this,t)}static b_(t,n){return new e(t,n)}m_(){}p_(e){return K.resolve()}forEachTarget(e,t){return this.persistence.getTargetCache().forEachTarget(e,t)}ir(e){let t=this.Cs(e);return this.persistence.getTargetCache().getTargetCount(e).next((e=>t.next((t=>e+t))))}Cs(e){let t=0;return this.sr(e,(e=>{t++})).next((()=>t))}sr(e,t){return K.forEach(this.D_,((n,r)=>this.Os(e,n,r).next((e=>e?K.resolve():t(r)))))}removeTargets(e,t,n){return this.persistence.getTargetCache().removeTargets(e,t,n)}removeOrphanedDocuments(e,t){let n=0,r=this.persistence.getRemoteDocumentCache(),i=r.newChangeBuffer();return r.c_(e,(r=>this.Os(e,r,t).next((e=>{e||(n++,i.removeEntry(r,H.min()))})))).next((()=>i.apply(e))).next((()=>n))}markPotentiallyOrphaned(e,t){return this.D_.set(t,e.currentSequenceNumber),K.resolve()}removeTarget(e,t){let n=t.withSequenceNumber(e.currentSequenceNumber);return this.persistence.getTargetCache().updateTargetData(e,n)}addReference(e,t,n){return this.D_.set(n,e.currentSequenceNumber),K.resolve()}removeReference(e,t,n){return this.D_.set(n,e.currentSequenceNumber),K.resolve()}updateLimboDocument(e,t){return this.D_.set(t,e.currentSequenceNumber),K.resolve()}d_(e){let t=e.key.toString().length;return e.isFoundDocument()&&(t+=$n(e.data.value)),t}Os(e,t,n){return K.or([()=>this.persistence.g_(e,t),()=>this.persistence.getTargetCache().containsKey(e,t),()=>{let e=this.D_.get(t);return K.resolve(e!==void 0&&e>n)}])}getCacheSize(e){return this.persistence.getRemoteDocumentCache().getSize(e)}},hd=class e{constructor(e,t,n,r){
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.targetId=e,this.fromCache=t,this.Vo=n,this.fo=r}static mo(t,n){let r=G(),i=G();for(let e of n.docChanges)switch(e.type){case 0:r=r.add(e.doc.key);break;case 1:i=i.add(e.doc.key)}return new e(t,n.fromCache,r,i)}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/function gd(e,t){return M.comparator(e.key,t.key)}
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var _d=class{constructor(){this._documentReadCount=0}get documentReadCount(){return this._documentReadCount}incrementDocumentReadCount(e){this._documentReadCount+=e}},vd=class{constructor(){
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.po=!1,this.yo=!1,this.wo=100,this.bo=function(){return ie()?8:as(ne())>0?6:4}()}initialize(e,t){this.So=e,this.indexManager=t,this.po=!0}getDocumentsMatchingQuery(e,t,n,r){let i={result:null};return this.vo(e,t).next((e=>{i.result=e})).next((()=>{if(!i.result)return this.Do(e,t,r,n).next((e=>{i.result=e}))})).next((()=>{if(i.result)return;let n=new _d;return this.xo(e,t,n).next((r=>{if(i.result=r,this.yo)return this.Co(e,t,n,r.size)}))})).next((()=>i.result))}Co(e,t,n,r){return Q(t)?K.resolve():n.documentReadCount<this.wo?(Ut()<=_.DEBUG&&x(`QueryEngine`,`SDK will not create cache indexes for query:`,Ui(t),`since it only creates cache indexes for collection contains`,`more than or equal to`,this.wo,`documents`),K.resolve()):(Ut()<=_.DEBUG&&x(`QueryEngine`,`Query:`,Ui(t),`scans`,n.documentReadCount,`local documents and returns`,r,`documents as results.`),n.documentReadCount>this.bo*r?(Ut()<=_.DEBUG&&x(`QueryEngine`,`The SDK decides to create cache indexes for query:`,Ui(t),`as using cache indexes may help improve performance.`),this.indexManager.createTargetIndexes(e,Ii(t))):K.resolve())}vo(e,t){if(Q(t))return K.resolve(null);let n=t;if(Mi(n))return K.resolve(null);let r=Ii(n);return this.indexManager.getIndexType(e,r).next((t=>t===0?null:(n.limit!==null&&t===1&&(n=Vi(n,null,`F`),r=Ii(n)),this.indexManager.getDocumentsMatchingTarget(e,r).next((t=>{let i=G(...t);return this.So.getDocuments(e,i).next((t=>this.indexManager.getMinOffset(e,r).next((r=>{let a=this.Fo(n,t);return this.Oo(n,a,i,r.readTime)?this.vo(e,Vi(n,null,`F`)):this.Mo(e,a,n,r)}))))})))))}Do(e,t,n,r){return(Q(t)?function(e){for(let t of e.stages){if(t instanceof Oc||t instanceof kc)return!1;if(t instanceof Dc){if(t.condition instanceof dc&&t.condition._expr.name===`exists`&&t.condition._expr.params[0]instanceof ic&&t.condition._expr.params[0].fieldName===nn)continue;return!1}}return!0}(t):Mi(t))||r.isEqual(H.min())?K.resolve(null):this.So.getDocuments(e,n).next((i=>{let a=this.Fo(t,i);return this.Oo(t,a,n,r)?K.resolve(null):(Ut()<=_.DEBUG&&x(`QueryEngine`,`Re-using previous result from %s to execute query: %s`,r.toString(),ku(t)),this.Mo(e,a,t,yi(r,-1)).next((e=>e)))}))}Fo(e,t){let n,r;return Q(e)?(n=new D(gd),r=t=>Yu(e,t)):(n=new D(Gi(e)),r=t=>Wi(e,t)),t.forEach(((e,t)=>{r(t)&&(n=n.add(t))})),n}Oo(e,t,n,r){if(Q(e))return function(e){return e.stages.some((e=>e instanceof Oc||e instanceof kc))}(e);if(e.limit===null)return!1;if(n.size!==t.size)return!0;let i=e.limitType===`F`?t.last():t.first();return!!i&&(i.hasPendingWrites||i.version.compareTo(r)>0)}xo(e,t,n){return Ut()<=_.DEBUG&&x(`QueryEngine`,`Using full collection scan to execute query:`,ku(t)),this.So.getDocumentsMatchingQuery(e,t,xi.min(),n)}Mo(e,t,n,r){return this.So.getDocumentsMatchingQuery(e,n,r).next((e=>(t.forEach((t=>{e=e.insert(t.key,t)})),e)))}};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const yd=`LocalStore`;var bd=class{constructor(e,t,n,r){this.persistence=e,this.No=t,this.serializer=r,this.Lo=new E(T),this.Bo=new Xi((e=>Mu(e)),Nu),this.Uo=/* @__PURE__ */ new Map,this.ko=e.getRemoteDocumentCache(),this.V_=e.getTargetCache(),this.f_=e.getBundleCache(),this.qo(n)}qo(e){this.documentOverlayCache=this.persistence.getDocumentOverlayCache(e),this.indexManager=this.persistence.getIndexManager(e),this.mutationQueue=this.persistence.getMutationQueue(e,this.indexManager),this.localDocuments=new nd(this.ko,this.mutationQueue,this.documentOverlayCache,this.indexManager),this.ko.setIndexManager(this.indexManager),this.No.initialize(this.localDocuments,this.indexManager)}collectGarbage(e){return this.persistence.runTransaction(`Collect garbage`,`readwrite-primary`,(t=>e.collect(t,this.Lo)))}};function xd(e,t,n,r){return new bd(e,t,n,r)}async function Sd(e,t){let n=w(e);return await n.persistence.runTransaction(`Handle user change`,`readonly`,(e=>{let r;return n.mutationQueue.getAllMutationBatches(e).next((i=>(r=i,n.qo(t),n.mutationQueue.getAllMutationBatches(e)))).next((t=>{let i=[],a=[],o=G();for(let e of r){i.push(e.batchId);for(let t of e.mutations)o=o.add(t.key)}for(let e of t){a.push(e.batchId);for(let t of e.mutations)o=o.add(t.key)}return n.localDocuments.getDocuments(e,o).next((e=>({$o:e,removedBatchIds:i,addedBatchIds:a})))}))}))}function Cd(e,t){let n=w(e);return n.persistence.runTransaction(`Acknowledge batch`,`readwrite-primary`,(e=>{let r=t.batch.keys(),i=n.ko.newChangeBuffer({trackRemovals:!0});return function(e,t,n,r){let i=n.batch,a=i.keys(),o=K.resolve();return a.forEach((e=>{o=o.next((()=>r.getEntry(t,e))).next((t=>{let a=n.docVersions.get(e);C(a!==null,48541),t.version.compareTo(a)<0&&(i.applyToRemoteDocument(t,n),t.isValidDocument()&&(t.setReadTime(n.commitVersion),r.addEntry(t)))}))})),o.next((()=>e.mutationQueue.removeMutationBatch(t,i)))}(n,e,t,i).next((()=>i.apply(e))).next((()=>n.mutationQueue.performConsistencyCheck(e))).next((()=>n.documentOverlayCache.removeOverlaysForBatchId(e,r,t.batch.batchId))).next((()=>n.localDocuments.recalculateAndSaveOverlaysForDocumentKeys(e,function(e){let t=G();for(let n=0;n<e.mutationResults.length;++n)e.mutationResults[n].transformResults.length>0&&(t=t.add(e.batch.mutations[n].key));return t}(t)))).next((()=>n.localDocuments.getDocuments(e,r)))}))}function wd(e){let t=w(e);return t.persistence.runTransaction(`Get last remote snapshot version`,`readonly`,(e=>t.V_.getLastRemoteSnapshotVersion(e)))}function Td(e,t){let n=w(e),r=t.snapshotVersion,i=n.Lo;return n.persistence.runTransaction(`Apply remote event`,`readwrite-primary`,(e=>{let a=n.ko.newChangeBuffer({trackRemovals:!0});i=n.Lo;let o=[];t.targetChanges.forEach(((a,s)=>{let c=i.get(s);if(!c)return;o.push(n.V_.removeMatchingKeys(e,a.removedDocuments,s).next((()=>n.V_.addMatchingKeys(e,a.addedDocuments,s))));let l=c.withSequenceNumber(e.currentSequenceNumber);t.targetMismatches.get(s)===null?a.resumeToken.approximateByteSize()>0&&(l=l.withResumeToken(a.resumeToken,r)):l=l.withResumeToken(I.EMPTY_BYTE_STRING,H.min()).withLastLimboFreeSnapshotVersion(H.min()),i=i.insert(s,l),function(e,t,n){return e.resumeToken.approximateByteSize()===0||t.snapshotVersion.toMicroseconds()-e.snapshotVersion.toMicroseconds()>=3e8||n.addedDocuments.size+n.modifiedDocuments.size+n.removedDocuments.size>0}(c,l,a)&&o.push(n.V_.updateTargetData(e,l))}));let s=Qi(),c=G();if(t.documentUpdates.forEach((r=>{t.resolvedLimboDocuments.has(r)&&o.push(n.persistence.referenceDelegate.updateLimboDocument(e,r))})),o.push(Ed(e,a,t.documentUpdates).next((e=>{s=e.Ko,c=e.Qo}))),!r.isEqual(H.min())){let t=n.V_.getLastRemoteSnapshotVersion(e).next((t=>n.V_.setTargetsMetadata(e,e.currentSequenceNumber,r)));o.push(t)}return K.waitFor(o).next((()=>a.apply(e))).next((()=>n.localDocuments.getLocalViewOfDocuments(e,s,c))).next((()=>s))})).then((e=>(n.Lo=i,e)))}function Ed(e,t,n){let r=G(),i=G();return n.forEach((e=>r=r.add(e))),t.getEntries(e,r).next((e=>{let r=Qi();return n.forEach(((n,a)=>{let o=e.get(n);a.isFoundDocument()!==o.isFoundDocument()&&(i=i.add(n)),a.isNoDocument()&&a.version.isEqual(H.min())?(t.removeEntry(n,a.readTime),r=r.insert(n,a)):!o.isValidDocument()||a.version.compareTo(o.version)>0||a.version.compareTo(o.version)===0&&o.hasPendingWrites?(t.addEntry(a),r=r.insert(n,a)):x(yd,`Ignoring outdated watch update for `,n,`. Current version:`,o.version,` Watch version:`,a.version)})),{Ko:r,Qo:i}}))}function Dd(e,t){let n=w(e);return n.persistence.runTransaction(`Get next mutation batch`,`readonly`,(e=>(t===void 0&&(t=-1),n.mutationQueue.getNextMutationBatchAfterBatchId(e,t))))}function Od(e,t){let n=w(e);return n.persistence.runTransaction(`Allocate target`,`readwrite`,(e=>{let r;return n.V_.getTargetData(e,t).next((i=>i?(r=i,K.resolve(r)):n.V_.allocateTargetId(e).next((i=>(r=new Vu(t,i,`TargetPurposeListen`,e.currentSequenceNumber),n.V_.addTargetData(e,r).next((()=>r)))))))})).then((e=>{let r=n.Lo.get(e.targetId);return(r===null||e.snapshotVersion.compareTo(r.snapshotVersion)>0)&&(n.Lo=n.Lo.insert(e.targetId,e),n.Bo.set(t,e.targetId)),e}))}async function kd(e,t,n){let r=w(e),i=r.Lo.get(t),a=n?`readwrite`:`readwrite-primary`;try{n||await r.persistence.runTransaction(`Release target`,a,(e=>r.persistence.referenceDelegate.removeTarget(e,i)))}catch(e){if(!os(e))throw e;x(yd,`Failed to update sequence numbers for target ${t}: ${e}`)}r.Lo=r.Lo.remove(t),r.Bo.delete(i.target)}function Ad(e,t,n){let r=w(e),i=H.min(),a=G();return r.persistence.runTransaction(`Execute query`,`readwrite`,(e=>function(e,t,n){let r=w(e),i=r.Bo.get(n);return i===void 0?r.V_.getTargetData(t,n):K.resolve(r.Lo.get(i))}(r,e,Q(t)?t:Ii(t)).next((t=>{if(t)return i=t.lastLimboFreeSnapshotVersion,r.V_.getMatchingKeysForTargetId(e,t.targetId).next((e=>{a=e}))})).next((()=>r.No.getDocumentsMatchingQuery(e,t,n?i:H.min(),n?a:G()))).next((e=>(jd(r,e),{documents:e,Wo:a})))))}function jd(e,t){t.forEach(((t,n)=>{let r=n.key.getCollectionGroup(),i=e.Uo.get(r)||H.min();n.readTime.compareTo(i)>0&&e.Uo.set(r,n.readTime)}))}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Md=class{constructor(e,t){this.asyncQueue=e,this.onlineStateHandler=t,this.state=`Unknown`,this.Yo=0,this.Zo=null,this.Xo=!0}ea(){this.Yo===0&&(this.ta(`Unknown`),this.Zo=this.asyncQueue.enqueueAfterDelay(`online_state_timeout`,1e4,(()=>(this.Zo=null,this.na(`Backend didn't respond within 10 seconds.`),this.ta(`Offline`),Promise.resolve()))))}ra(e){this.state===`Online`?this.ta(`Unknown`):(this.Yo++,this.Yo>=1&&(this.ia(),this.na(`Connection failed 1 times. Most recent error: ${e.toString()}`),this.ta(`Offline`)))}set(e){this.ia(),this.Yo=0,e===`Online`&&(this.Xo=!1),this.ta(e)}ta(e){e!==this.state&&(this.state=e,this.onlineStateHandler(e))}na(e){let t=`Could not reach Cloud Firestore backend. ${e}\nThis typically indicates that your device does not have a healthy Internet connection at the moment. The client will operate in offline mode until it is able to successfully connect to the backend.`;this.Xo?(Wt(t),this.Xo=!1):x(`OnlineStateTracker`,t)}ia(){this.Zo!==null&&(this.Zo.cancel(),this.Zo=null)}};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const Nd=`RemoteStore`;var Pd=class{constructor(e,t,n,r,i){this.localStore=e,this.datastore=t,this.asyncQueue=n,this.remoteSyncer={},this.sa=[],this._a=/* @__PURE__ */ new Map,this.oa=/* @__PURE__ */ new Map,this.aa=/* @__PURE__ */ new Map,this.ua=new qu(1e3),this.ca=new qu(1001),this.la=/* @__PURE__ */ new Set,this.Ea=[],this.ha=i,this.ha.Qe((e=>{n.enqueueAndForget((async()=>{Wd(this)&&(x(Nd,`Restarting streams for network reachability change.`),await async function(e){let t=w(e);t.la.add(4),await Id(t),t.Ta.set(`Unknown`),t.la.delete(4),await Fd(t)}(this))}))})),this.Ta=new Md(n,r)}};async function Fd(e){if(Wd(e))for(let t of e.Ea)await t(!0)}async function Id(e){for(let t of e.Ea)await t(!1)}function Ld(e,t){return e.oa.get(t)||void 0}function Rd(e,t){let n=w(e),r=Ld(n,t.targetId);if(r!==void 0&&n._a.has(r))return;let i=function(e,t){let n=Ld(e,t);n!==void 0&&e.aa.delete(n);let r=function(e,t){return t%2==0?e.ua.next():e.ca.next()}(e,t);return e.oa.set(t,r),e.aa.set(r,t),r}(n,t.targetId);x(Nd,`remoteStoreListen mapping SDK target ID to remote`,t.targetId,i);let a=new Vu(t.target,i,t.purpose,t.sequenceNumber,t.snapshotVersion,t.lastLimboFreeSnapshotVersion,t.resumeToken);n._a.set(i,a),Ud(n)?Hd(n):uf(n).Yt()&&Bd(n,a)}function zd(e,t){let n=w(e),r=uf(n),i=Ld(n,t);x(Nd,`remoteStoreUnlisten removing mapping of SDK target ID to remote`,t,i),n._a.delete(i),n.oa.delete(t),n.aa.delete(i),r.Yt()&&Vd(n,i),n._a.size===0&&(r.Yt()?r.en():Wd(n)&&n.Ta.set(`Unknown`))}function Bd(e,t){if(e.Pa.J(t.targetId),t.resumeToken.approximateByteSize()>0||t.snapshotVersion.compareTo(H.min())>0){let n=e.aa.get(t.targetId);if(n===void 0)return void x(Nd,`SDK target ID not found for remote ID: `+t.targetId);let r=e.remoteSyncer.getRemoteKeysForTarget(n).size;t=t.withExpectedCount(r)}uf(e).Pn(t)}function Vd(e,t){e.Pa.J(t),uf(e).In(t)}function Hd(e){e.Pa=new Sa({getRemoteKeysForTarget:t=>{let n=e.aa.get(t);return n===void 0?G():e.remoteSyncer.getRemoteKeysForTarget(n)},ye:t=>e._a.get(t)||null,Ve:()=>e.datastore.serializer.databaseId}),uf(e).start(),e.Ta.ea()}function Ud(e){return Wd(e)&&!uf(e).Jt()&&e._a.size>0}function Wd(e){return w(e).la.size===0}function Gd(e){e.Pa=void 0}async function Kd(e){e.Ta.set(`Online`)}async function qd(e){e._a.forEach(((t,n)=>{Bd(e,t)}))}async function Jd(e,t){Gd(e),Ud(e)?(e.Ta.ra(t),Hd(e)):e.Ta.set(`Unknown`)}async function Yd(e,t,n){if(e.Ta.set(`Online`),t instanceof ya&&t.state===2&&t.cause)try{await async function(e,t){let n=t.cause;for(let r of t.targetIds){if(e._a.has(r)){let t=e.aa.get(r);t!==void 0&&(await e.remoteSyncer.rejectListen(t,n),e.oa.delete(t),e.aa.delete(r)),e._a.delete(r)}e.Pa.removeTarget(r)}}(e,t)}catch(n){x(Nd,`Failed to remove targets %s: %s `,t.targetIds.join(`,`),n),await Xd(e,n)}else if(t instanceof _a?e.Pa._e(t):t instanceof va?e.Pa.he(t):e.Pa.ue(t),!n.isEqual(H.min()))try{let t=await wd(e.localStore);n.compareTo(t)>=0&&await function(e,t){let n=e.Pa.fe(t);n.targetChanges.forEach(((n,r)=>{if(n.resumeToken.approximateByteSize()>0){let i=e._a.get(r);i&&e._a.set(r,i.withResumeToken(n.resumeToken,t))}})),n.targetMismatches.forEach(((t,n)=>{let r=e._a.get(t);r&&(e._a.set(t,r.withResumeToken(I.EMPTY_BYTE_STRING,r.snapshotVersion)),Vd(e,t),Bd(e,new Vu(r.target,t,n,r.sequenceNumber)))}));let r=function(e,t){let n=/* @__PURE__ */ new Map;t.targetChanges.forEach(((t,r)=>{let i=e.aa.get(r);i!==void 0&&n.set(i,t)}));let r=new E(T);return t.targetMismatches.forEach(((t,n)=>{let i=e.aa.get(t);i!==void 0&&(r=r.insert(i,n))})),new ha(t.snapshotVersion,n,r,t.documentUpdates,t.augmentedDocumentUpdates,t.resolvedLimboDocuments)}(e,n);return e.remoteSyncer.applyRemoteEvent(r)}(e,n)}catch(t){x(Nd,`Failed to raise snapshot:`,t),await Xd(e,t)}}async function Xd(e,t,n){if(!os(t))throw t;e.la.add(1),await Id(e),e.Ta.set(`Offline`),n||=()=>wd(e.localStore),e.asyncQueue.enqueueRetryable((async()=>{x(Nd,`Retrying IndexedDB access`),await n(),e.la.delete(1),await Fd(e)}))}function Zd(e,t){return t().catch((n=>Xd(e,n,t)))}async function Qd(e){let t=w(e),n=df(t),r=t.sa.length>0?t.sa[t.sa.length-1].batchId:-1;for(;$d(t);)try{let e=await Dd(t.localStore,r);if(e===null){t.sa.length===0&&n.en();break}r=e.batchId,ef(t,e)}catch(e){await Xd(t,e)}tf(t)&&nf(t)}function $d(e){return Wd(e)&&e.sa.length<10}function ef(e,t){e.sa.push(t);let n=df(e);n.Yt()&&n.Rn&&n.An(t.mutations)}function tf(e){return Wd(e)&&!df(e).Jt()&&e.sa.length>0}function nf(e){df(e).start()}async function rf(e){df(e).fn()}async function af(e){let t=df(e);for(let n of e.sa)t.An(n.mutations)}async function of(e,t,n){let r=e.sa.shift(),i=Iu.from(r,t,n);await Zd(e,(()=>e.remoteSyncer.applySuccessfulWrite(i))),await Qd(e)}async function sf(e,t){t&&df(e).Rn&&await async function(e,t){if(function(e){return Ji(e)&&e!==O.ABORTED}(t.code)){let n=e.sa.shift();df(e).Xt(),await Zd(e,(()=>e.remoteSyncer.rejectFailedWrite(n.batchId,t))),await Qd(e)}}(e,t),tf(e)&&nf(e)}async function cf(e,t){let n=w(e);n.asyncQueue.verifyOperationInProgress(),x(Nd,`RemoteStore received new credentials`);let r=Wd(n);n.la.add(3),await Id(n),r&&n.Ta.set(`Unknown`),await n.remoteSyncer.handleCredentialChange(t),n.la.delete(3),await Fd(n)}async function lf(e,t){let n=w(e);t?(n.la.delete(2),await Fd(n)):t||(n.la.add(2),await Id(n),n.Ta.set(`Unknown`))}function uf(e){return e.Ia||(e.Ia=function(e,t,n){let r=w(e);return r.pn(),new Ko(t,r.connection,r.authCredentials,r.appCheckCredentials,r.serializer,n)}(e.datastore,e.asyncQueue,{ct:Kd.bind(null,e),Et:qd.bind(null,e),Tt:Jd.bind(null,e),Tn:Yd.bind(null,e)}),e.Ea.push((async t=>{t?(e.Ia.Xt(),Ud(e)?Hd(e):e.Ta.set(`Unknown`)):(await e.Ia.stop(),Gd(e))}))),e.Ia}function df(e){return e.Ra||(e.Ra=function(e,t,n){let r=w(e);return r.pn(),new qo(t,r.connection,r.authCredentials,r.appCheckCredentials,r.serializer,n)}(e.datastore,e.asyncQueue,{ct:()=>Promise.resolve(),Et:rf.bind(null,e),Tt:sf.bind(null,e),Vn:af.bind(null,e),dn:of.bind(null,e)}),e.Ea.push((async t=>{t?(e.Ra.Xt(),await Qd(e)):(await e.Ra.stop(),e.sa.length>0&&(x(Nd,`Stopping write stream with ${e.sa.length} pending writes`),e.sa=[]))}))),e.Ra}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ff=class{constructor(e){this.observer=e,this.muted=!1}next(e){this.muted||this.observer.next&&this.Aa(this.observer.next,e)}error(e){this.muted||(this.observer.error?this.Aa(this.observer.error,e):Wt(`Uncaught Error in snapshot listener:`,e.toString()))}Va(){this.muted=!0}Aa(e,t){setTimeout((()=>{this.muted||e(t)}),0)}},pf=class e{constructor(e,t,n,r,i){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.asyncQueue=e,this.timerId=t,this.targetTimeMs=n,this.op=r,this.removalCallback=i,this.deferred=new bo,this.then=this.deferred.promise.then.bind(this.deferred.promise),this.deferred.promise.catch((e=>{}))}get promise(){return this.deferred.promise}static createAndSchedule(t,n,r,i,a){let o=Date.now()+r,s=new e(t,n,o,i,a);return s.start(r),s}start(e){this.timerHandle=setTimeout((()=>this.handleDelayElapsed()),e)}skipDelay(){return this.handleDelayElapsed()}cancel(e){this.timerHandle!==null&&(this.clearTimeout(),this.deferred.reject(new k(O.CANCELLED,`Operation cancelled`+(e?`: `+e:``))))}handleDelayElapsed(){this.asyncQueue.enqueueAndForget((()=>this.timerHandle===null?Promise.resolve():(this.clearTimeout(),this.op().then((e=>this.deferred.resolve(e))))))}clearTimeout(){this.timerHandle!==null&&(this.removalCallback(this),clearTimeout(this.timerHandle),this.timerHandle=null)}};function mf(e,t){if(Wt(`AsyncQueue`,`${t}: ${e}`),os(e))return new k(O.UNAVAILABLE,`${t}: ${e}`);throw e}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2018 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var hf=class{constructor(){this.activeTargetIds=ca()}Ba(e){this.activeTargetIds=this.activeTargetIds.add(e)}Ua(e){this.activeTargetIds=this.activeTargetIds.delete(e)}La(){let e={activeTargetIds:this.activeTargetIds.toArray(),updateTimeMs:Date.now()};return JSON.stringify(e)}},gf=class{constructor(){this.fu=new hf,this.mu={},this.onlineStateHandler=null,this.sequenceNumberHandler=null}addPendingMutation(e){}updateMutationState(e,t,n){}addLocalQueryTarget(e,t=!0){return t&&this.fu.Ba(e),this.mu[e]||`not-current`}updateQueryState(e,t,n){this.mu[e]=t}removeLocalQueryTarget(e){this.fu.Ua(e)}isLocalQueryTarget(e){return this.fu.activeTargetIds.has(e)}clearQueryState(e){delete this.mu[e]}getAllActiveQueryTargets(){return this.fu.activeTargetIds}isActiveQueryTarget(e){return this.fu.activeTargetIds.has(e)}start(){return this.fu=new hf,Promise.resolve()}handleUserChange(e,t,n){}setOnlineState(e){}shutdown(){}writeSequenceNumber(e){}notifyBundleLoaded(e){}};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function _f(){return typeof document<`u`?document:null}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var vf=class e{static emptySet(t){return new e(t.comparator)}constructor(e){this.comparator=e?(t,n)=>e(t,n)||M.comparator(t.key,n.key):(e,t)=>M.comparator(e.key,t.key),this.keyedMap=ea(),this.sortedSet=new E(this.comparator)}has(e){return this.keyedMap.get(e)!=null}get(e){return this.keyedMap.get(e)}first(){return this.sortedSet.minKey()}last(){return this.sortedSet.maxKey()}isEmpty(){return this.sortedSet.isEmpty()}indexOf(e){let t=this.keyedMap.get(e);return t?this.sortedSet.indexOf(t):-1}get size(){return this.sortedSet.size}forEach(e){this.sortedSet.inorderTraversal(((t,n)=>(e(t),!1)))}add(e){let t=this.delete(e.key);return t.copy(t.keyedMap.insert(e.key,e),t.sortedSet.insert(e,null))}delete(e){let t=this.get(e);return t?this.copy(this.keyedMap.remove(e),this.sortedSet.remove(t)):this}isEqual(t){if(!(t instanceof e)||this.size!==t.size)return!1;let n=this.sortedSet.getIterator(),r=t.sortedSet.getIterator();for(;n.hasNext();){let e=n.getNext().key,t=r.getNext().key;if(!e.isEqual(t))return!1}return!0}toString(){let e=[];return this.forEach((t=>{e.push(t.toString())})),e.length===0?`DocumentSet ()`:`DocumentSet (
  `+e.join(`  
`)+`
)`}copy(t,n){let r=new e;return r.comparator=this.comparator,r.keyedMap=t,r.sortedSet=n,r}},yf=class{constructor(){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.pu=new E(M.comparator)}track(e){let t=e.doc.key,n=this.pu.get(t);n?e.type!==0&&n.type===3?this.pu=this.pu.insert(t,e):e.type===3&&n.type!==1?this.pu=this.pu.insert(t,{type:n.type,doc:e.doc}):e.type===2&&n.type===2?this.pu=this.pu.insert(t,{type:2,doc:e.doc}):e.type===2&&n.type===0?this.pu=this.pu.insert(t,{type:0,doc:e.doc}):e.type===1&&n.type===0?this.pu=this.pu.remove(t):e.type===1&&n.type===2?this.pu=this.pu.insert(t,{type:1,doc:n.doc}):e.type===0&&n.type===1?this.pu=this.pu.insert(t,{type:2,doc:e.doc}):S(63341,{we:e,gu:n}):this.pu=this.pu.insert(t,e)}yu(){let e=[];return this.pu.inorderTraversal(((t,n)=>{e.push(n)})),e}},bf=class e{constructor(e,t,n,r,i,a,o,s,c){this.query=e,this.docs=t,this.oldDocs=n,this.docChanges=r,this.mutatedKeys=i,this.fromCache=a,this.syncStateChanged=o,this.excludesMetadataChanges=s,this.hasCachedResults=c}static fromInitialDocuments(t,n,r,i,a){let o=[];return n.forEach((e=>{o.push({type:0,doc:e})})),new e(t,n,vf.emptySet(n),o,r,i,!0,!1,a)}get hasPendingWrites(){return!this.mutatedKeys.isEmpty()}isEqual(e){if(!(this.fromCache===e.fromCache&&this.hasCachedResults===e.hasCachedResults&&this.syncStateChanged===e.syncStateChanged&&this.mutatedKeys.isEqual(e.mutatedKeys)&&ju(this.query,e.query)&&this.docs.isEqual(e.docs)&&this.oldDocs.isEqual(e.oldDocs)))return!1;let t=this.docChanges,n=e.docChanges;if(t.length!==n.length)return!1;for(let e=0;e<t.length;e++)if(t[e].type!==n[e].type||!t[e].doc.isEqual(n[e].doc))return!1;return!0}},xf=class{constructor(){
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.wu=void 0,this.bu=[]}Su(){return this.bu.some((e=>e.vu()))}},Sf=class{constructor(){this.queries=Cf(),this.onlineState=`Unknown`,this.Du=/* @__PURE__ */ new Set}terminate(){(function(e,t){let n=w(e),r=n.queries;n.queries=Cf(),r.forEach(((e,n)=>{for(let e of n.bu)e.onError(t)}))})(this,new k(O.ABORTED,`Firestore shutting down`))}};function Cf(){return new Xi((e=>Au(e)),ju)}async function wf(e,t){let n=w(e),r=3,i=t.query,a=n.queries.get(i);a?!a.Su()&&t.vu()&&(r=2):(a=new xf,r=+!t.vu());try{switch(r){case 0:a.wu=await n.onListen(i,!0);break;case 1:a.wu=await n.onListen(i,!1);break;case 2:await n.onFirstRemoteStoreListen(i)}}catch(e){let n=mf(e,`Initialization of query '${Q(t.query)?Du(t.query):Ui(t.query)}' failed`);t.onError(n);return}n.queries.set(i,a),a.bu.push(t),t.xu(n.onlineState),a.wu&&t.Cu(a.wu)&&Of(n)}async function Tf(e,t){let n=w(e),r=t.query,i=3,a=n.queries.get(r);if(a){let e=a.bu.indexOf(t);e>=0&&(a.bu.splice(e,1),a.bu.length===0?i=+!t.vu():!a.Su()&&t.vu()&&(i=2))}switch(i){case 0:return n.queries.delete(r),n.onUnlisten(r,!0);case 1:return n.queries.delete(r),n.onUnlisten(r,!1);case 2:return n.onLastRemoteStoreUnlisten(r);default:return}}function Ef(e,t){let n=w(e),r=!1;for(let e of t){let t=e.query,i=n.queries.get(t);if(i){for(let t of i.bu)t.Cu(e)&&(r=!0);i.wu=e}}r&&Of(n)}function Df(e,t,n){let r=w(e),i=r.queries.get(t);if(i)for(let e of i.bu)e.onError(n);r.queries.delete(t)}function Of(e){e.Du.forEach((e=>{e.next()}))}var kf;(function(e){e.Default=`default`,e.Cache=`cache`})(kf||={});var Af=class{constructor(e,t,n){this.query=e,this.Fu=t,this.Ou=!1,this.Mu=null,this.onlineState=`Unknown`,this.options=n||{}}Cu(e){if(!this.options.includeMetadataChanges){let t=[];for(let n of e.docChanges)n.type!==3&&t.push(n);e=new bf(e.query,e.docs,e.oldDocs,t,e.mutatedKeys,e.fromCache,e.syncStateChanged,!0,e.hasCachedResults)}let t=!1;return this.Ou?this.Nu(e)&&(this.Fu.next(e),t=!0):this.Lu(e,this.onlineState)&&(this.Bu(e),t=!0),this.Mu=e,t}onError(e){this.Fu.error(e)}xu(e){this.onlineState=e;let t=!1;return this.Mu&&!this.Ou&&this.Lu(this.Mu,e)&&(this.Bu(this.Mu),t=!0),t}Lu(e,t){if(!e.fromCache||!this.vu())return!0;let n=t!==`Offline`;return(!this.options.waitForSyncWhenOnline||!n)&&(!e.docs.isEmpty()||e.hasCachedResults||t===`Offline`)}Nu(e){if(e.docChanges.length>0)return!0;let t=this.Mu&&this.Mu.hasPendingWrites!==e.hasPendingWrites;return!(!e.syncStateChanged&&!t)&&!0===this.options.includeMetadataChanges}Bu(e){e=bf.fromInitialDocuments(e.query,e.docs,e.mutatedKeys,e.fromCache,e.hasCachedResults),this.Ou=!0,this.Fu.next(e)}vu(){return this.options.source!==kf.Cache}},jf=class{constructor(e){
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.key=e}},Mf=class{constructor(e){this.key=e}},Nf=class{constructor(e,t){this.query=e,this.zu=t,this.ju=null,this.hasCachedResults=!1,this.current=!1,this.Hu=G(),this.mutatedKeys=G(),this.Ju=Q(e)?Qu(e):Gi(e),this.Yu=new vf(this.Ju)}get Zu(){return this.zu}Xu(e,t){let n=t?t.ec:new yf,r=t?t.Yu:this.Yu,i=t?t.mutatedKeys:this.mutatedKeys,a=r,o=!1,[s,c]=this.tc(this.query,r);e.inorderTraversal(((e,t)=>{let l=r.get(e),u=Xu(this.query,t)?t:null,d=!!l&&this.mutatedKeys.has(l.key),f=!!u&&(u.hasLocalMutations||this.mutatedKeys.has(u.key)&&u.hasCommittedMutations),p=!1;l&&u?l.data.isEqual(u.data)?d!==f&&(n.track({type:3,doc:u}),p=!0):this.nc(l,u)||(n.track({type:2,doc:u}),p=!0,(s&&this.Ju(u,s)>0||c&&this.Ju(u,c)<0)&&(o=!0)):!l&&u?(n.track({type:0,doc:u}),p=!0):l&&!u&&(n.track({type:1,doc:l}),p=!0,(s||c)&&(o=!0)),p&&(u?(a=a.add(u),i=f?i.add(e):i.delete(e)):(a=a.delete(e),i=i.delete(e)))}));let l=this.rc(this.query);if(l){if(Q(this.query)){let e=[];a.forEach((t=>e.push(t)));let t=Ju(this.query,e),r=new vf(Qu(this.query));for(let e of t)r=r.add(e);a.forEach((e=>{r.has(e.key)||(i=i.delete(e.key),n.track({type:1,doc:e}))})),a=r}else{let e=this.sc(this.query);for(;a.size>l;){let t=e===`F`?a.last():a.first();a=a.delete(t.key),i=i.delete(t.key),n.track({type:1,doc:t})}}}return{Yu:a,ec:n,Oo:o,mutatedKeys:i}}rc(e){return Q(e)?$u(e)?.limit:e.limit||void 0}sc(e){if(Q(e)){let t=$u(e);return t&&t.limit<0?`L`:`F`}return e.limitType}tc(e,t){if(Q(e)){let n=$u(e)?.limit;return[t.size===n?t.last():null,null]}return[e.limitType===`F`&&t.size===this.rc(this.query)?t.last():null,e.limitType===`L`&&t.size===this.rc(this.query)?t.first():null]}nc(e,t){return e.hasLocalMutations&&t.hasCommittedMutations&&!t.hasLocalMutations}applyChanges(e,t,n,r){let i=this.Yu;this.Yu=e.Yu,this.mutatedKeys=e.mutatedKeys;let a=e.ec.yu();a.sort(((e,t)=>function(e,t){let n=e=>{switch(e){case 0:return 1;case 2:case 3:return 2;case 1:return 0;default:return S(20277,{we:e})}};return n(e)-n(t)}(e.type,t.type)||this.Ju(e.doc,t.doc))),this._c(n),r??=!1;
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
let o=t&&!r?this.oc():[],s=this.Hu.size===0&&this.current&&!r?1:0,c=s!==this.ju;return this.ju=s,a.length!==0||c?{snapshot:new bf(this.query,e.Yu,i,a,e.mutatedKeys,s===0,c,!1,!!n&&n.resumeToken.approximateByteSize()>0),ac:o}:{ac:o}}xu(e){return this.current&&e===`Offline`?(this.current=!1,this.applyChanges({Yu:this.Yu,ec:new yf,mutatedKeys:this.mutatedKeys,Oo:!1},!1)):{ac:[]}}uc(e){return!this.zu.has(e)&&!!this.Yu.has(e)&&!this.Yu.get(e).hasLocalMutations}_c(e){e&&(e.addedDocuments.forEach((e=>this.zu=this.zu.add(e))),e.modifiedDocuments.forEach((e=>{})),e.removedDocuments.forEach((e=>this.zu=this.zu.delete(e))),this.current=e.current)}oc(){if(!this.current)return[];let e=this.Hu;this.Hu=G(),this.Yu.forEach((e=>{this.uc(e.key)&&(this.Hu=this.Hu.add(e.key))}));let t=[];return e.forEach((e=>{this.Hu.has(e)||t.push(new Mf(e))})),this.Hu.forEach((n=>{e.has(n)||t.push(new jf(n))})),t}cc(e){this.zu=e.Wo,this.Hu=G();let t=this.Xu(e.documents);return this.applyChanges(t,!0)}lc(){return bf.fromInitialDocuments(this.query,this.Yu,this.mutatedKeys,this.ju===0,this.hasCachedResults)}};const Pf=`SyncEngine`;var Ff=class{constructor(e,t,n){this.query=e,this.targetId=t,this.view=n}},If=class{constructor(e){this.key=e,this.Ec=!1}},Lf=class{constructor(e,t,n,r,i,a){this.localStore=e,this.remoteStore=t,this.eventManager=n,this.sharedClientState=r,this.currentUser=i,this.maxConcurrentLimboResolutions=a,this.hc={},this.Tc=new Xi((e=>Au(e)),ju),this.Pc=/* @__PURE__ */ new Map,this.Ic=/* @__PURE__ */ new Set,this.Rc=new E(M.comparator),this.Ac=/* @__PURE__ */ new Map,this.Vc=new od,this.dc={},this.fc=/* @__PURE__ */ new Map,this.mc=qu.bs(),this.onlineState=`Unknown`,this.gc=void 0}get isPrimaryClient(){return!0===this.gc}};async function Rf(e,t,n=!0){let r=op(e),i,a=r.Tc.get(t);return a?(r.sharedClientState.addLocalQueryTarget(a.targetId),i=a.view.lc()):i=await Bf(r,t,n,!0),i}async function zf(e,t){await Bf(op(e),t,!0,!1)}async function Bf(e,t,n,r){let i=await Od(e.localStore,Q(t)?t:Ii(t)),a=i.targetId,o=e.sharedClientState.addLocalQueryTarget(a,n),s;return r&&(s=await Vf(e,t,a,o===`current`,i.resumeToken)),e.isPrimaryClient&&n&&Rd(e.remoteStore,i),s}async function Vf(e,t,n,r,i){e.yc=(t,n,r)=>async function(e,t,n,r){let i=t.view.Xu(n);i.Oo&&(i=await Ad(e.localStore,t.query,!1).then((({documents:e})=>t.view.Xu(e,i))));let a=r&&r.targetChanges.get(t.targetId),o=r&&r.targetMismatches.get(t.targetId)!=null,s=t.view.applyChanges(i,e.isPrimaryClient,a,o);return ep(e,t.targetId,s.ac),s.snapshot}(e,t,n,r);let a=await Ad(e.localStore,t,!0),o=new Nf(t,a.Wo),s=o.Xu(a.documents),c=ga.createSynthesizedTargetChangeForCurrentChange(n,r&&e.onlineState!==`Offline`,i),l=o.applyChanges(s,e.isPrimaryClient,c);ep(e,n,l.ac);let u=new Ff(t,n,o);return e.Tc.set(t,u),e.Pc.has(n)?e.Pc.get(n).push(t):e.Pc.set(n,[t]),l.snapshot}async function Hf(e,t,n){let r=w(e),i=r.Tc.get(t),a=r.Pc.get(i.targetId);if(a.length>1)return r.Pc.set(i.targetId,a.filter((e=>!ju(e,t)))),void r.Tc.delete(t);r.isPrimaryClient?(r.sharedClientState.removeLocalQueryTarget(i.targetId),r.sharedClientState.isActiveQueryTarget(i.targetId)||await kd(r.localStore,i.targetId,!1).then((()=>{r.sharedClientState.clearQueryState(i.targetId),n&&zd(r.remoteStore,i.targetId),Qf(r,i.targetId)})).catch(is)):(Qf(r,i.targetId),await kd(r.localStore,i.targetId,!0))}async function Uf(e,t){let n=w(e),r=n.Tc.get(t),i=n.Pc.get(r.targetId);n.isPrimaryClient&&i.length===1&&(n.sharedClientState.removeLocalQueryTarget(r.targetId),zd(n.remoteStore,r.targetId))}async function Wf(e,t,n){let r=sp(e);try{let e=await function(e,t){let n=w(e),r=F.now(),i=t.reduce(((e,t)=>e.add(t.key)),G()),a,o;return n.persistence.runTransaction(`Locally write mutations`,`readwrite`,(e=>{let s=Qi(),c=G();return n.ko.getEntries(e,i).next((e=>{s=e,s.forEach(((e,t)=>{t.isValidDocument()||(c=c.add(e))}))})).next((()=>n.localDocuments.getOverlayedDocuments(e,s))).next((i=>{a=i;let o=[];for(let e of t){let t=Hr(e,a.get(e.key).overlayedDocument);t!=null&&o.push(new Gr(e.key,t,pr(t.value.mapValue),Ir.exists(!0)))}return n.mutationQueue.addMutationBatch(e,r,o,t)})).next((t=>{o=t;let r=t.applyToLocalDocumentSet(a,c);return n.documentOverlayCache.saveOverlays(e,t.batchId,r)}))})).then((()=>({batchId:o.batchId,changes:ta(a)})))}(r.localStore,t);r.sharedClientState.addPendingMutation(e.batchId),function(e,t,n){let r=e.dc[e.currentUser.toKey()];r||=new E(T),r=r.insert(t,n),e.dc[e.currentUser.toKey()]=r}(r,e.batchId,n),await rp(r,e.changes),await Qd(r.remoteStore)}catch(e){let t=mf(e,`Failed to persist write`);n.reject(t)}}async function Gf(e,t){let n=w(e);try{let e=await Td(n.localStore,t);t.targetChanges.forEach(((e,t)=>{let r=n.Ac.get(t);r&&(C(e.addedDocuments.size+e.modifiedDocuments.size+e.removedDocuments.size<=1,22616),e.addedDocuments.size>0?r.Ec=!0:e.modifiedDocuments.size>0?C(r.Ec,14607):e.removedDocuments.size>0&&(C(r.Ec,42227),r.Ec=!1))})),await rp(n,e,t)}catch(e){await is(e)}}function Kf(e,t,n){let r=w(e);if(r.isPrimaryClient&&n===0||!r.isPrimaryClient&&n===1){let e=[];r.Tc.forEach(((n,r)=>{let i=r.view.xu(t);i.snapshot&&e.push(i.snapshot)})),function(e,t){let n=w(e);n.onlineState=t;let r=!1;n.queries.forEach(((e,n)=>{for(let e of n.bu)e.xu(t)&&(r=!0)})),r&&Of(n)}(r.eventManager,t),e.length&&r.hc.Tn(e),r.onlineState=t,r.isPrimaryClient&&r.sharedClientState.setOnlineState(t)}}async function qf(e,t,n){let r=w(e);r.sharedClientState.updateQueryState(t,`rejected`,n);let i=r.Ac.get(t),a=i&&i.key;if(a){let e=new E(M.comparator);e=e.insert(a,vi.newNoDocument(a,H.min()));let n=G().add(a);await Gf(r,new ha(H.min(),/* @__PURE__ */ new Map,new E(T),e,Qi(),n)),r.Rc=r.Rc.remove(a),r.Ac.delete(t),np(r)}else await kd(r.localStore,t,!1).then((()=>Qf(r,t,n))).catch(is)}async function Jf(e,t){let n=w(e),r=t.batch.batchId;try{let e=await Cd(n.localStore,t);Zf(n,r,null),Xf(n,r),n.sharedClientState.updateMutationState(r,`acknowledged`),await rp(n,e)}catch(e){await is(e)}}async function Yf(e,t,n){let r=w(e);try{let e=await function(e,t){let n=w(e);return n.persistence.runTransaction(`Reject batch`,`readwrite-primary`,(e=>{let r;return n.mutationQueue.lookupMutationBatch(e,t).next((t=>(C(t!==null,37113),r=t.keys(),n.mutationQueue.removeMutationBatch(e,t)))).next((()=>n.mutationQueue.performConsistencyCheck(e))).next((()=>n.documentOverlayCache.removeOverlaysForBatchId(e,r,t))).next((()=>n.localDocuments.recalculateAndSaveOverlaysForDocumentKeys(e,r))).next((()=>n.localDocuments.getDocuments(e,r)))}))}(r.localStore,t);Zf(r,t,n),Xf(r,t),r.sharedClientState.updateMutationState(t,`rejected`,n),await rp(r,e)}catch(e){await is(e)}}function Xf(e,t){(e.fc.get(t)||[]).forEach((e=>{e.resolve()})),e.fc.delete(t)}function Zf(e,t,n){let r=w(e),i=r.dc[r.currentUser.toKey()];if(i){let e=i.get(t);e&&(n?e.reject(n):e.resolve(),i=i.remove(t)),r.dc[r.currentUser.toKey()]=i}}function Qf(e,t,n=null){e.sharedClientState.removeLocalQueryTarget(t);for(let r of e.Pc.get(t))e.Tc.delete(r),n&&e.hc.wc(r,n);e.Pc.delete(t),e.isPrimaryClient&&e.Vc.e_(t).forEach((t=>{e.Vc.containsKey(t)||$f(e,t)}))}function $f(e,t){e.Ic.delete(t.path.canonicalString());let n=e.Rc.get(t);n!==null&&(zd(e.remoteStore,n),e.Rc=e.Rc.remove(t),e.Ac.delete(n),np(e))}function ep(e,t,n){for(let r of n)r instanceof jf?(e.Vc.addReference(r.key,t),tp(e,r)):r instanceof Mf?(x(Pf,`Document no longer in limbo: `+r.key),e.Vc.removeReference(r.key,t),e.Vc.containsKey(r.key)||$f(e,r.key)):S(19791,{bc:r})}function tp(e,t){let n=t.key,r=n.path.canonicalString();e.Rc.get(n)||e.Ic.has(r)||(x(Pf,`New document in limbo: `+n),e.Ic.add(r),np(e))}function np(e){for(;e.Ic.size>0&&e.Rc.size<e.maxConcurrentLimboResolutions;){let t=e.Ic.values().next().value;e.Ic.delete(t);let n=new M(A.fromString(t)),r=e.mc.next();e.Ac.set(r,new If(n)),e.Rc=e.Rc.insert(n,r),Rd(e.remoteStore,new Vu(Ii(ji(n.path)),r,`TargetPurposeLimboResolution`,ns.wn))}}async function rp(e,t,n){let r=w(e),i=[],a=[],o=[];r.Tc.isEmpty()||(r.Tc.forEach(((e,s)=>{o.push(r.yc(s,t,n).then((e=>{if((e||n)&&r.isPrimaryClient){let t=e?!e.fromCache:n?.targetChanges.get(s.targetId)?.current;r.sharedClientState.updateQueryState(s.targetId,t?`current`:`not-current`)}if(e){i.push(e);let t=hd.mo(s.targetId,e);a.push(t)}})))})),await Promise.all(o),r.hc.Tn(i),await async function(e,t){let n=w(e);try{await n.persistence.runTransaction(`notifyLocalViewChanges`,`readwrite`,(e=>K.forEach(t,(t=>K.forEach(t.Vo,(r=>n.persistence.referenceDelegate.addReference(e,t.targetId,r))).next((()=>K.forEach(t.fo,(r=>n.persistence.referenceDelegate.removeReference(e,t.targetId,r)))))))))}catch(e){if(!os(e))throw e;x(yd,`Failed to update sequence numbers: `+e)}for(let e of t){let t=e.targetId;if(!e.fromCache){let e=n.Lo.get(t),r=e.snapshotVersion,i=e.withLastLimboFreeSnapshotVersion(r);n.Lo=n.Lo.insert(t,i)}}}(r.localStore,a))}async function ip(e,t){let n=w(e);if(!n.currentUser.isEqual(t)){x(Pf,`User change. New user:`,t.toKey());let e=await Sd(n.localStore,t);n.currentUser=t,function(e,t){e.fc.forEach((e=>{e.forEach((e=>{e.reject(new k(O.CANCELLED,t))}))})),e.fc.clear()}(n,`'waitForPendingWrites' promise is rejected due to a user change.`),n.sharedClientState.handleUserChange(t,e.removedBatchIds,e.addedBatchIds),await rp(n,e.$o)}}function ap(e,t){let n=w(e),r=n.Ac.get(t);if(r&&r.Ec)return G().add(r.key);{let e=G(),r=n.Pc.get(t);if(!r)return e;for(let t of r??[]){let r=n.Tc.get(t);e=e.unionWith(r.view.Zu)}return e}}function op(e){let t=w(e);return t.remoteStore.remoteSyncer.applyRemoteEvent=Gf.bind(null,t),t.remoteStore.remoteSyncer.getRemoteKeysForTarget=ap.bind(null,t),t.remoteStore.remoteSyncer.rejectListen=qf.bind(null,t),t.hc.Tn=Ef.bind(null,t.eventManager),t.hc.wc=Df.bind(null,t.eventManager),t}function sp(e){let t=w(e);return t.remoteStore.remoteSyncer.applySuccessfulWrite=Jf.bind(null,t),t.remoteStore.remoteSyncer.rejectFailedWrite=Yf.bind(null,t),t}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var cp=class{constructor(){this.kind=`memory`,this.synchronizeTabs=!1}async initialize(e){this.serializer=po(e.databaseInfo.databaseId),this.sharedClientState=this.vc(e),this.persistence=this.Dc(e),await this.persistence.start(),this.localStore=this.xc(e),this.gcScheduler=this.Cc(e,this.localStore),this.indexBackfillerScheduler=this.Fc(e,this.localStore)}Cc(e,t){return null}Fc(e,t){return null}xc(e){return xd(this.persistence,new vd,e.initialUser,this.serializer)}Dc(e){return new dd(pd.b_,this.serializer)}vc(e){return new gf}async terminate(){this.gcScheduler?.stop(),this.indexBackfillerScheduler?.stop(),this.sharedClientState.shutdown(),await this.persistence.shutdown()}};cp.provider={build:()=>new cp};var lp=class extends cp{constructor(e){super(),this.cacheSizeBytes=e}Cc(e,t){C(this.persistence.referenceDelegate instanceof md,46915);let n=this.persistence.referenceDelegate.garbageCollector;return new us(n,e.asyncQueue,t)}Dc(e){let t=this.cacheSizeBytes===void 0?ts.DEFAULT:ts.withCacheSize(this.cacheSizeBytes);return new dd((e=>md.b_(e,t)),this.serializer)}},up=class{async initialize(e,t){this.localStore||(this.localStore=e.localStore,this.sharedClientState=e.sharedClientState,this.datastore=this.createDatastore(t),this.remoteStore=this.createRemoteStore(t),this.eventManager=this.createEventManager(t),this.syncEngine=this.createSyncEngine(t,!e.synchronizeTabs),this.sharedClientState.onlineStateHandler=e=>Kf(this.syncEngine,e,1),this.remoteStore.remoteSyncer.handleCredentialChange=ip.bind(null,this.syncEngine),await lf(this.remoteStore,this.syncEngine.isPrimaryClient))}createEventManager(e){return function(){return new Sf}()}createDatastore(e){let t=po(e.databaseInfo.databaseId),n=Ho(e.databaseInfo);return Xo(e.authCredentials,e.appCheckCredentials,n,t)}createRemoteStore(e){return function(e,t,n,r,i){return new Pd(e,t,n,r,i)}(this.localStore,this.datastore,e.asyncQueue,(e=>Kf(this.syncEngine,e,0)),function(){return Mo.Ye()?new Mo:new Ao}())
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
}createSyncEngine(e,t){return function(e,t,n,r,i,a,o){let s=new Lf(e,t,n,r,i,a);return o&&(s.gc=!0),s}(this.localStore,this.remoteStore,this.eventManager,this.sharedClientState,e.initialUser,e.maxConcurrentLimboResolutions,t)}async terminate(){await async function(e){let t=w(e);x(Nd,`RemoteStore shutting down.`),t.la.add(5),await Id(t),t.ha.shutdown(),t.Ta.set(`Unknown`)}(this.remoteStore),this.datastore?.terminate(),this.eventManager?.terminate()}};up.provider={build:()=>new up};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const dp=`FirestoreClient`;var fp=class{constructor(e,t,n,r,i){this.authCredentials=e,this.appCheckCredentials=t,this.asyncQueue=n,this._databaseInfo=r,this.user=yo.UNAUTHENTICATED,this.clientId=Yt.newId(),this.authCredentialListener=()=>Promise.resolve(),this.appCheckCredentialListener=()=>Promise.resolve(),this._uninitializedComponentsProvider=i,this.authCredentials.start(n,(async e=>{x(dp,`Received user=`,e.uid),await this.authCredentialListener(e),this.user=e})),this.appCheckCredentials.start(n,(e=>(x(dp,`Received new app check token=`,e),this.appCheckCredentialListener(e,this.user))))}get configuration(){return{asyncQueue:this.asyncQueue,databaseInfo:this._databaseInfo,clientId:this.clientId,authCredentials:this.authCredentials,appCheckCredentials:this.appCheckCredentials,initialUser:this.user,maxConcurrentLimboResolutions:100}}setCredentialChangeListener(e){this.authCredentialListener=e}setAppCheckTokenChangeListener(e){this.appCheckCredentialListener=e}terminate(){this.asyncQueue.enterRestrictedMode();let e=new bo;return this.asyncQueue.enqueueAndForgetEvenWhileRestricted((async()=>{try{this._onlineComponents&&await this._onlineComponents.terminate(),this._offlineComponents&&await this._offlineComponents.terminate(),this.authCredentials.shutdown(),this.appCheckCredentials.shutdown(),e.resolve()}catch(t){let n=mf(t,`Failed to shutdown persistence`);e.reject(n)}})),e.promise}};async function pp(e,t){e.asyncQueue.verifyOperationInProgress(),x(dp,`Initializing OfflineComponentProvider`);let n=e.configuration;await t.initialize(n);let r=n.initialUser;e.setCredentialChangeListener((async e=>{r.isEqual(e)||(await Sd(t.localStore,e),r=e)})),t.persistence.setDatabaseDeletedListener((()=>e.terminate())),e._offlineComponents=t}async function mp(e,t){e.asyncQueue.verifyOperationInProgress();let n=await hp(e);x(dp,`Initializing OnlineComponentProvider`),await t.initialize(n,e.configuration),e.setCredentialChangeListener((e=>cf(t.remoteStore,e))),e.setAppCheckTokenChangeListener(((e,n)=>cf(t.remoteStore,n))),e._onlineComponents=t}async function hp(e){if(!e._offlineComponents){if(e._uninitializedComponentsProvider){x(dp,`Using user provided OfflineComponentProvider`);try{await pp(e,e._uninitializedComponentsProvider._offline)}catch(t){let n=t;if(!function(e){return e.name===`FirebaseError`?e.code===O.FAILED_PRECONDITION||e.code===O.UNIMPLEMENTED:!(typeof DOMException<`u`&&e instanceof DOMException)||e.code===22||e.code===20||e.code===11}(n))throw n;Gt(`Error using user provided cache. Falling back to memory cache: `+n),await pp(e,new cp)}}else x(dp,`Using default OfflineComponentProvider`),await pp(e,new lp(void 0))}return e._offlineComponents}async function gp(e){return e._onlineComponents||(e._uninitializedComponentsProvider?(x(dp,`Using user provided OnlineComponentProvider`),await mp(e,e._uninitializedComponentsProvider._online)):(x(dp,`Using default OnlineComponentProvider`),await mp(e,new up))),e._onlineComponents}function _p(e){return gp(e).then((e=>e.syncEngine))}function vp(e){return gp(e).then((e=>e.datastore))}async function yp(e){let t=await gp(e),n=t.eventManager;return n.onListen=Rf.bind(null,t.syncEngine),n.onUnlisten=Hf.bind(null,t.syncEngine),n.onFirstRemoteStoreListen=zf.bind(null,t.syncEngine),n.onLastRemoteStoreUnlisten=Uf.bind(null,t.syncEngine),n}function bp(e,t,n,r){let i=new ff(r),a=new Af(t,i,n);return e.asyncQueue.enqueueAndForget((async()=>wf(await yp(e),a))),()=>{i.Va(),e.asyncQueue.enqueueAndForget((async()=>Tf(await yp(e),a)))}}function xp(e,t,n={}){let r=new bo;return e.asyncQueue.enqueueAndForget((async()=>function(e,t,n,r,i){let a=new ff({next:s=>{a.Va(),t.enqueueAndForget((()=>Tf(e,o)));let c=s.docs.has(n);!c&&s.fromCache?i.reject(new k(O.UNAVAILABLE,`Failed to get document because the client is offline.`)):c&&s.fromCache&&r&&r.source===`server`?i.reject(new k(O.UNAVAILABLE,`Failed to get document from server. (However, this document does exist in the local cache. Run again without setting source to "server" to retrieve the cached document.)`)):i.resolve(s)},error:e=>i.reject(e)}),o=new Af(ji(n.path),a,{includeMetadataChanges:!0,waitForSyncWhenOnline:!0});return wf(e,o)}(await yp(e),e.asyncQueue,t,n,r))),r.promise}function Sp(e,t,n={}){let r=new bo;return e.asyncQueue.enqueueAndForget((async()=>function(e,t,n,r,i){let a=new ff({next:n=>{a.Va(),t.enqueueAndForget((()=>Tf(e,o))),n.fromCache&&r.source===`server`?i.reject(new k(O.UNAVAILABLE,`Failed to get documents from server. (However, these documents may exist in the local cache. Run again without setting source to "server" to retrieve the cached documents.)`)):i.resolve(n)},error:e=>i.reject(e)}),o=new Af(n instanceof Pc?Pu(n):n,a,{includeMetadataChanges:!0,waitForSyncWhenOnline:!0});return wf(e,o)}(await yp(e),e.asyncQueue,t,n,r))),r.promise}function Cp(e,t,n){let r=new bo;return e.asyncQueue.enqueueAndForget((async()=>{try{let i=await vp(e);r.resolve(async function(e,t,n){let r=w(e),{request:i,ve:a,parent:o}=Xa(r.serializer,Li(t),n);r.connection.Ze||delete i.parent;let s=(await r._t(`RunAggregationQuery`,r.serializer.databaseId,o,i,1)).filter((e=>!!e.result));C(s.length===1,64727);let c=s[0].result?.aggregateFields;return Object.keys(c).reduce(((e,t)=>(e[a[t]]=c[t],e)),{})}(i,t,n))}catch(e){r.reject(e)}})),r.promise}function wp(e,t){let n=new bo;return e.asyncQueue.enqueueAndForget((async()=>Wf(await _p(e),t,n))),n.promise}
/**
* @license
* Copyright 2018 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
let Tp=class{constructor(e,t,n,r,i){this._firestore=e,this._userDataWriter=t,this._key=n,this._document=r,this._converter=i}get id(){return this._key.path.lastSegment()}get ref(){return new q(this._firestore,this._converter,this._key)}exists(){return this._document!==null}data(){if(this._document){if(this._converter){let e=new Ep(this._firestore,this._userDataWriter,this._key,this._document,null);return this._converter.fromFirestore(e)}return this._userDataWriter.convertValue(this._document.data.value)}}_fieldsProto(){return this._document?.data.clone().value.mapValue.fields??void 0}get(e){if(this._document){let t=this._document.data.field(Vs(`DocumentSnapshot.get`,e));if(t!==null)return this._userDataWriter.convertValue(t)}}},Ep=class extends Tp{data(){return super.data()}};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Dp=class{convertValue(e,t=`none`){switch(z(e)){case 0:return null;case 1:return e.booleanValue;case 2:return L(e.integerValue||e.doubleValue);case 3:return this.convertTimestamp(e.timestampValue);case 4:return this.convertServerTimestamp(e,t);case 5:return e.stringValue;case 6:return this.convertBytes(wn(e.bytesValue));case 7:return this.convertReference(e.referenceValue);case 8:return this.convertGeoPoint(e.geoPointValue);case 9:return this.convertArray(e.arrayValue,t);case 11:return this.convertObject(e.mapValue,t);case 10:return this.convertVectorValue(e.mapValue);default:throw S(62114,{value:e})}}convertObject(e,t){return this.convertObjectMap(e.fields,t)}convertObjectMap(e,t=`none`){let n={};return cn(e,((e,r)=>{n[e]=this.convertValue(r,t)})),n}convertVectorValue(e){let t=e.fields?.[Wn].arrayValue?.values?.map((e=>L(e.doubleValue)));return new Ss(t)}convertGeoPoint(e){return new vo(L(e.latitude),L(e.longitude))}convertArray(e,t){return(e.values||[]).map((e=>this.convertValue(e,t)))}convertServerTimestamp(e,t){switch(t){case`previous`:let n=An(e);return n==null?null:this.convertValue(n,t);case`estimate`:return this.convertTimestamp(jn(e));default:return null}}convertTimestamp(e){let t=Cn(e);return new F(t.seconds,t.nanos)}convertDocumentKey(e,t){let n=A.fromString(e);C(co(n),9688,{name:e});let r=new Pn(n.get(1),n.get(3)),i=new M(n.popFirst(5));return r.isEqual(t)||Wt(`A document reference to ${i} refers to a different database (${r.projectId}/${r.database}), which is not supported. It will be treated as a reference in the current database (${t.projectId}/${t.database}) instead.`),i}};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function Op(e,t,n){let r;return r=e?n&&(n.merge||n.mergeFields)?e.toFirestore(t,n):e.toFirestore(t):t,r}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/const kp=`AsyncQueue`;var Ap=class{constructor(e=Promise.resolve()){this.$c=[],this.Kc=!1,this.Qc=[],this.Wc=null,this.Gc=!1,this.zc=!1,this.jc=[],this.Ht=new Uo(this,`async_queue_retry`),this.Hc=()=>{let e=_f();e&&x(kp,`Visibility state changed to `+e.visibilityState),this.Ht.$t()},this.Jc=e;let t=_f();t&&typeof t.addEventListener==`function`&&t.addEventListener(`visibilitychange`,this.Hc)}get isShuttingDown(){return this.Kc}enqueueAndForget(e){this.enqueue(e)}enqueueAndForgetEvenWhileRestricted(e){this.Yc(),this.Zc(e)}enterRestrictedMode(e){if(!this.Kc){this.Kc=!0,this.zc=e||!1;let t=_f();t&&typeof t.removeEventListener==`function`&&t.removeEventListener(`visibilitychange`,this.Hc)}}enqueue(e){if(this.Yc(),this.Kc)return new Promise((()=>{}));let t=new bo;return this.Zc((()=>this.Kc&&this.zc?Promise.resolve():(e().then(t.resolve,t.reject),t.promise))).then((()=>t.promise))}enqueueRetryable(e){this.enqueueAndForget((()=>(this.$c.push(e),this.Xc())))}async Xc(){if(this.$c.length!==0){try{await this.$c[0](),this.$c.shift(),this.Ht.reset()}catch(e){if(!os(e))throw e;x(kp,`Operation failed with retryable error: `+e)}this.$c.length>0&&this.Ht.kt((()=>this.Xc()))}}Zc(e){let t=this.Jc.then((()=>(this.Gc=!0,e().catch((e=>{throw this.Wc=e,this.Gc=!1,Wt(`INTERNAL UNHANDLED ERROR: `,jp(e)),e})).then((e=>(this.Gc=!1,e))))));return this.Jc=t,t}enqueueAfterDelay(e,t,n){this.Yc(),this.jc.indexOf(e)>-1&&(t=0);let r=pf.createAndSchedule(this,e,t,n,(e=>this.el(e)));return this.Qc.push(r),r}Yc(){this.Wc&&S(47125,{tl:jp(this.Wc)})}verifyOperationInProgress(){}async nl(){let e;do e=this.Jc,await e;while(e!==this.Jc)}rl(e){for(let t of this.Qc)if(t.timerId===e)return!0;return!1}il(e){return this.nl().then((()=>{this.Qc.sort(((e,t)=>e.targetTimeMs-t.targetTimeMs));for(let t of this.Qc)if(t.skipDelay(),e!==`all`&&t.timerId===e)break;return this.nl()}))}sl(e){this.jc.push(e)}el(e){let t=this.Qc.indexOf(e);this.Qc.splice(t,1)}};function jp(e){let t=e.message||``;return e.stack&&(t=e.stack.includes(e.message)?e.stack:e.message+`
`+e.stack),t}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Mp=class extends hs{constructor(e,t,n,r){super(e,t,n,r),this.type=`firestore`,this._queue=new Ap,this._persistenceKey=r?.name||`[DEFAULT]`}async _terminate(){if(this._firestoreClient){let e=this._firestoreClient.terminate();this._queue=new Ap(e),this._firestoreClient=void 0,await e}}};function Np(e,t){let n=typeof e==`object`?e:lt(),r=typeof e==`string`?e:t||Nn,i=it(n,`firestore`).getImmediate({identifier:r});if(!i._initialized){let e=ee(`firestore`);e&&gs(i,...e)}return i}function Pp(e){if(e._terminated)throw new k(O.FAILED_PRECONDITION,`The client has already been terminated.`);return e._firestoreClient||Fp(e),e._firestoreClient}function Fp(e){let t=e._freezeSettings(),n=Qo(e._databaseId,e._app?.options.appId||``,e._persistenceKey,e._app?.options.apiKey,t);e._componentsProvider||t.localCache?._offlineComponentProvider&&t.localCache?._onlineComponentProvider&&(e._componentsProvider={_offline:t.localCache._offlineComponentProvider,_online:t.localCache._onlineComponentProvider}),e._firestoreClient=new fp(e._authCredentials,e._appCheckCredentials,e._queue,n,e._componentsProvider&&function(e){let t=e?._online.build();return{_offline:e?._offline.build(t),_online:t}}(e._componentsProvider))}
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/var Ip=class extends Dp{constructor(e){super(),this.firestore=e}convertBytes(e){return new mo(e)}convertReference(e){let t=this.convertDocumentKey(e,this.firestore._databaseId);return new q(this.firestore,null,t)}},Lp=class{constructor(e,t){
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
this.hasPendingWrites=e,this.fromCache=t}isEqual(e){return this.hasPendingWrites===e.hasPendingWrites&&this.fromCache===e.fromCache}},Rp=class e extends Tp{constructor(e,t,n,r,i,a){super(e,t,n,r,a),this._firestore=e,this._firestoreImpl=e,this.metadata=i}exists(){return super.exists()}data(e={}){if(this._document){if(this._converter){let t=new zp(this._firestore,this._userDataWriter,this._key,this._document,this.metadata,null);return this._converter.fromFirestore(t,e)}return this._userDataWriter.convertValue(this._document.data.value,e.serverTimestamps)}}get(e,t={}){if(this._document){let n=this._document.data.field(Vs(`DocumentSnapshot.get`,e));if(n!==null)return this._userDataWriter.convertValue(n,t.serverTimestamps)}}toJSON(){if(this.metadata.hasPendingWrites)throw new k(O.FAILED_PRECONDITION,`DocumentSnapshot.toJSON() attempted to serialize a document with pending writes. Await waitForPendingWrites() before invoking toJSON().`);let t=this._document,n={};return n.type=e._jsonSchemaVersion,n.bundle=``,n.bundleSource=`DocumentSnapshot`,n.bundleName=this._key.toString(),t&&t.isValidDocument()&&t.isFoundDocument()&&(this._userDataWriter.convertObjectMap(t.data.value.mapValue.fields,`previous`),n.bundle=(this._firestore,this.ref.path,`NOT SUPPORTED`)),n}};Rp._jsonSchemaVersion=`firestore/documentSnapshot/1.0`,Rp._jsonSchema={type:P(`string`,Rp._jsonSchemaVersion),bundleSource:P(`string`,`DocumentSnapshot`),bundleName:P(`string`),bundle:P(`string`)};var zp=class extends Rp{data(e={}){return super.data(e)}},Bp=class e{constructor(e,t,n,r){this._firestore=e,this._userDataWriter=t,this._snapshot=r,this.metadata=new Lp(r.hasPendingWrites,r.fromCache),this.query=n}get docs(){let e=[];return this.forEach((t=>e.push(t))),e}get size(){return this._snapshot.docs.size}get empty(){return this.size===0}forEach(e,t){this._snapshot.docs.forEach((n=>{e.call(t,new zp(this._firestore,this._userDataWriter,n.key,n,new Lp(this._snapshot.mutatedKeys.has(n.key),this._snapshot.fromCache),this.query.converter))}))}docChanges(e={}){let t=!!e.includeMetadataChanges;if(t&&this._snapshot.excludesMetadataChanges)throw new k(O.INVALID_ARGUMENT,`To include metadata changes with your document changes, you must also pass { includeMetadataChanges:true } to onSnapshot().`);return this._cachedChanges&&this._cachedChangesIncludeMetadataChanges===t||(this._cachedChanges=function(e,t){if(e._snapshot.oldDocs.isEmpty()){let t=0;return e._snapshot.docChanges.map((n=>{Q(e._snapshot.query)?Qu(e._snapshot.query):e.query._query;let r=new zp(e._firestore,e._userDataWriter,n.doc.key,n.doc,new Lp(e._snapshot.mutatedKeys.has(n.doc.key),e._snapshot.fromCache),e.query.converter);return n.doc,{type:`added`,doc:r,oldIndex:-1,newIndex:t++}}))}{let n=e._snapshot.oldDocs;return e._snapshot.docChanges.filter((e=>t||e.type!==3)).map((t=>{let r=new zp(e._firestore,e._userDataWriter,t.doc.key,t.doc,new Lp(e._snapshot.mutatedKeys.has(t.doc.key),e._snapshot.fromCache),e.query.converter),i=-1,a=-1;return t.type!==0&&(i=n.indexOf(t.doc.key),n=n.delete(t.doc.key)),t.type!==1&&(n=n.add(t.doc),a=n.indexOf(t.doc.key)),{type:Vp(t.type),doc:r,oldIndex:i,newIndex:a}}))}}(this,t),this._cachedChangesIncludeMetadataChanges=t),this._cachedChanges}toJSON(){if(this.metadata.hasPendingWrites)throw new k(O.FAILED_PRECONDITION,`QuerySnapshot.toJSON() attempted to serialize a document with pending writes. Await waitForPendingWrites() before invoking toJSON().`);let t={};t.type=e._jsonSchemaVersion,t.bundleSource=`QuerySnapshot`,t.bundleName=Yt.newId(),this._firestore._databaseId.database,this._firestore._databaseId.projectId;let n=[],r=[],i=[];return this.docs.forEach((e=>{e._document!==null&&(n.push(e._document),r.push(this._userDataWriter.convertObjectMap(e._document.data.value.mapValue.fields,`previous`)),i.push(e.ref.path))})),t.bundle=(this._firestore,this.query._query,t.bundleName,`NOT SUPPORTED`),t}};function Vp(e){switch(e){case 0:return`added`;case 2:case 3:return`modified`;case 1:return`removed`;default:return S(61501,{type:e})}}
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/Bp._jsonSchemaVersion=`firestore/querySnapshot/1.0`,Bp._jsonSchema={type:P(`string`,Bp._jsonSchemaVersion),bundleSource:P(`string`,`QuerySnapshot`),bundleName:P(`string`),bundle:P(`string`)};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Hp=class{constructor(e=`count`,t){this._internalFieldPath=t,this.type=`AggregateField`,this.aggregateType=e}},Up=class{constructor(e,t,n){this._userDataWriter=t,this._data=n,this.type=`AggregateQuerySnapshot`,this.query=e}data(){return this._userDataWriter.convertObjectMap(this._data)}_fieldsProto(){return new fr({mapValue:{fields:this._data}}).clone().value.mapValue.fields}};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/function Wp(e){if(e.limitType===`L`&&e.explicitOrderBy.length===0)throw new k(O.UNIMPLEMENTED,`limitToLast() queries require specifying at least one orderBy() clause`)}var Gp=class{},Kp=class extends Gp{};function qp(e,t,...n){let r=[];t instanceof Gp&&r.push(t),r=r.concat(n),function(e){let t=e.filter((e=>e instanceof Xp)).length,n=e.filter((e=>e instanceof Jp)).length;if(t>1||t>0&&n>0)throw new k(O.INVALID_ARGUMENT,"InvalidQuery. When using composite filters, you cannot use more than one filter at the top level. Consider nesting the multiple filters within an `and(...)` statement. For example: change `query(query, where(...), or(...))` to `query(query, and(where(...), or(...)))`.")}(r);
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
for(let t of r)e=t._apply(e);return e}var Jp=class e extends Kp{constructor(e,t,n){super(),this._field=e,this._op=t,this._value=n,this.type=`where`}static _create(t,n,r){return new e(t,n,r)}_apply(e){let t=this._parse(e);return rm(e._query,t),new _s(e.firestore,e.converter,zi(e._query,t))}_parse(e){let t=ks(e.firestore);return function(e,t,n,r,i,a,o){let s;if(i.isKeyField()){if(a===`array-contains`||a===`array-contains-any`)throw new k(O.INVALID_ARGUMENT,`Invalid Query. You can't perform '${a}' queries on documentId().`);if(a===`in`||a===`not-in`){nm(o,a);let t=[];for(let n of o)t.push(tm(r,e,n));s={arrayValue:{values:t}}}else s=tm(r,e,o)}else a!==`in`&&a!==`not-in`&&a!==`array-contains-any`||nm(o,a),s=Fs(n,t,o,a===`in`||a===`not-in`);return V.create(i,a,s)}(e._query,`where`,t,e.firestore._databaseId,this._field,this._op,this._value)}};function Yp(e,t,n){let r=t,i=Vs(`where`,e);return Jp._create(i,r,n)}var Xp=class e extends Gp{constructor(e,t){super(),this.type=e,this._queryConstraints=t}static _create(t,n){return new e(t,n)}_parse(e){let t=this._queryConstraints.map((t=>t._parse(e))).filter((e=>e.getFilters().length>0));return t.length===1?t[0]:ti.create(t,this._getOperator())}_apply(e){let t=this._parse(e);return t.getFilters().length===0?e:(function(e,t){let n=e,r=t.getFlattenedFilters();for(let e of r)rm(n,e),n=zi(n,e)}(e._query,t),new _s(e.firestore,e.converter,zi(e._query,t)))}_getQueryConstraints(){return this._queryConstraints}_getOperator(){return this.type===`and`?`and`:`or`}},Zp=class e extends Kp{constructor(e,t){super(),this._field=e,this._direction=t,this.type=`orderBy`}static _create(t,n){return new e(t,n)}_apply(e){let t=function(e,t,n){if(e.startAt!==null)throw new k(O.INVALID_ARGUMENT,`Invalid query. You must not call startAt() or startAfter() before calling orderBy().`);if(e.endAt!==null)throw new k(O.INVALID_ARGUMENT,`Invalid query. You must not call endAt() or endBefore() before calling orderBy().`);return new gi(t,n)}(e._query,this._field,this._direction);return new _s(e.firestore,e.converter,Bi(e._query,t))}};function Qp(e,t=`asc`){let n=t,r=Vs(`orderBy`,e);return Zp._create(r,n)}var $p=class e extends Kp{constructor(e,t,n){super(),this.type=e,this._limit=t,this._limitType=n}static _create(t,n,r){return new e(t,n,r)}_apply(e){return new _s(e.firestore,e.converter,Vi(e._query,this._limit,this._limitType))}};function em(e){return _n(`limit`,e),$p._create(`limit`,e,`F`)}function tm(e,t,n){if(typeof(n=de(n))==`string`){if(n===``)throw new k(O.INVALID_ARGUMENT,`Invalid query. When querying with documentId(), you must provide a valid document ID, but it was an empty string.`);if(!Pi(t)&&n.indexOf(`/`)!==-1)throw new k(O.INVALID_ARGUMENT,`Invalid query. When querying a collection by documentId(), you must provide a plain document ID, but '${n}' contains a '/' character.`);let r=t.path.child(A.fromString(n));if(!M.isDocumentKey(r))throw new k(O.INVALID_ARGUMENT,`Invalid query. When querying a collection group by documentId(), the value provided must result in a valid document path, but '${r}' is not because it has an odd number of segments (${r.length}).`);return er(e,new M(r))}if(n instanceof q)return er(e,n._key);throw new k(O.INVALID_ARGUMENT,`Invalid query. When querying with documentId(), you must provide a valid string or a DocumentReference, but it was: ${gn(n)}.`)}function nm(e,t){if(!Array.isArray(e)||e.length===0)throw new k(O.INVALID_ARGUMENT,`Invalid Query. A non-empty array is required for '${t.toString()}' filters.`)}function rm(e,t){let n=function(e,t){for(let n of e)for(let e of n.getFlattenedFilters())if(t.indexOf(e.op)>=0)return e.op;return null}(e.filters,function(e){switch(e){case`!=`:return[`!=`,`not-in`];case`array-contains-any`:case`in`:return[`not-in`];case`not-in`:return[`array-contains-any`,`in`,`not-in`,`!=`];default:return[]}}(t.op));if(n!==null)throw n===t.op?new k(O.INVALID_ARGUMENT,`Invalid query. You cannot use more than one '${t.op.toString()}' filter.`):new k(O.INVALID_ARGUMENT,`Invalid query. You cannot use '${t.op.toString()}' filters with '${n.toString()}' filters.`)}function im(){return new Hp(`count`)}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/function am(e){return function(e,t){if(typeof e!=`object`||!e)return!1;let n=e;for(let e of t)if(e in n&&typeof n[e]==`function`)return!0;return!1}(e,[`next`,`error`,`complete`])
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
}function om(e){return sm(e,{count:im()})}function sm(e,t){let n=N(e.firestore,Mp),r=Pp(n),i=ln(t,((e,t)=>new zt(t,e.aggregateType,e._internalFieldPath)));return Cp(r,e._query,i).then((t=>function(e,t,n){return new Up(t,new Ip(e),n)}(n,e,t)))
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var cm=class{constructor(e,t){this._firestore=e,this._commitHandler=t,this._mutations=[],this._committed=!1,this._dataReader=ks(e)}set(e,t,n){this._verifyNotCommitted();let r=lm(e,this._firestore),i=Op(r.converter,t,n),a=As(this._dataReader,`WriteBatch.set`,r._key,i,r.converter!==null,n);return this._mutations.push(a.toMutation(r._key,Ir.none())),this}update(e,t,n,...r){this._verifyNotCommitted();let i=lm(e,this._firestore),a;return a=typeof(t=de(t))==`string`||t instanceof ho?Ps(this._dataReader,`WriteBatch.update`,i._key,t,n,r):Ns(this._dataReader,`WriteBatch.update`,i._key,t),this._mutations.push(a.toMutation(i._key,Ir.exists(!0))),this}delete(e){this._verifyNotCommitted();let t=lm(e,this._firestore);return this._mutations=this._mutations.concat(new Yr(t._key,Ir.none())),this}commit(){return this._verifyNotCommitted(),this._committed=!0,this._mutations.length>0?this._commitHandler(this._mutations):Promise.resolve()}_verifyNotCommitted(){if(this._committed)throw new k(O.FAILED_PRECONDITION,`A write batch can no longer be used after commit() has been called.`)}};function lm(e,t){if((e=de(e)).firestore!==t)throw new k(O.INVALID_ARGUMENT,`Provided document reference is from a different Firestore instance.`);return e}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function um(e){e=N(e,q);let t=N(e.firestore,Mp);return xp(Pp(t),e._key).then((n=>gm(t,e,n)))}function dm(e){e=N(e,_s);let t=N(e.firestore,Mp),n=Pp(t),r=new Ip(t);return Wp(e._query),Sp(n,e._query).then((n=>new Bp(t,r,e,n)))}function fm(e,t,n){e=N(e,q);let r=N(e.firestore,Mp),i=Op(e.converter,t,n);return hm(r,[As(ks(r),`setDoc`,e._key,i,e.converter!==null,n).toMutation(e._key,Ir.none())])}function pm(e,t,n,...r){e=N(e,q);let i=N(e.firestore,Mp),a=ks(i),o;return o=typeof(t=de(t))==`string`||t instanceof ho?Ps(a,`updateDoc`,e._key,t,n,r):Ns(a,`updateDoc`,e._key,t),hm(i,[o.toMutation(e._key,Ir.exists(!0))])}function mm(e,...t){e=de(e);let n={includeMetadataChanges:!1,source:`default`},r=0;typeof t[r]!=`object`||am(t[r])||(n=t[r++]);let i={includeMetadataChanges:n.includeMetadataChanges,source:n.source};if(am(t[r])){let e=t[r];t[r]=e.next?.bind(e),t[r+1]=e.error?.bind(e),t[r+2]=e.complete?.bind(e)}let a,o,s;if(e instanceof q)o=N(e.firestore,Mp),s=ji(e._key.path),a={next:n=>{t[r]&&t[r](gm(o,e,n))},error:t[r+1],complete:t[r+2]};else{let n=N(e,_s);o=N(n.firestore,Mp),s=n._query;let i=new Ip(o);a={next:e=>{t[r]&&t[r](new Bp(o,i,n,e))},error:t[r+1],complete:t[r+2]},Wp(e._query)}return bp(Pp(o),s,i,a)}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function hm(e,t){return wp(Pp(e),t)}function gm(e,t,n){let r=n.docs.get(t._key);return new Rp(e,new Ip(e),t._key,r,new Lp(n.hasPendingWrites,n.fromCache),t.converter)}function _m(e){return e=N(e,Mp),Pp(e),new cm(e,(t=>hm(e,t)))}
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const vm=`@firebase/firestore`,ym=`4.17.2`;(function(e,t=!0){
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
Vt(`12.19.0`),b(new me(`firestore`,((e,{instanceIdentifier:n,options:r})=>{let i=e.getProvider(`app`).getImmediate(),a=new Mp(new wo(e.getProvider(`auth-internal`)),new Oo(i,e.getProvider(`app-check-internal`)),Fn(i,n),i);return r={useFetchStreams:t,...r},a._setSettings(r),a}),`PUBLIC`).setMultipleInstances(!0)),ut(vm,ym,e),ut(vm,ym,`esm2020`)})();const bm=Np(ct({}));mm(qp(ys(bm,`x`),Yp(`a`,`==`,1),Qp(`b`),em(2)),console.log),mm(xs(bm,`x/y`),console.log),console.log(om,_m,dm,um,fm,pm,Ys,F,bs);