// ../node_modules/@firebase/util/dist/postinstall.mjs
var e = () => void 0, t = function(e) {
	let t = [], n = 0;
	for (let r = 0; r < e.length; r++) {
		let i = e.charCodeAt(r);
		i < 128 ? t[n++] = i : i < 2048 ? (t[n++] = i >> 6 | 192, t[n++] = i & 63 | 128) : (i & 64512) == 55296 && r + 1 < e.length && (e.charCodeAt(r + 1) & 64512) == 56320 ? (i = 65536 + ((i & 1023) << 10) + (e.charCodeAt(++r) & 1023), t[n++] = i >> 18 | 240, t[n++] = i >> 12 & 63 | 128, t[n++] = i >> 6 & 63 | 128, t[n++] = i & 63 | 128) : (t[n++] = i >> 12 | 224, t[n++] = i >> 6 & 63 | 128, t[n++] = i & 63 | 128);
	}
	return t;
}, n = function(e) {
	let t = [], n = 0, r = 0;
	for (; n < e.length;) {
		let i = e[n++];
		if (i < 128) t[r++] = String.fromCharCode(i);
		else if (i > 191 && i < 224) {
			let a = e[n++];
			t[r++] = String.fromCharCode((i & 31) << 6 | a & 63);
		} else if (i > 239 && i < 365) {
			let a = e[n++], o = e[n++], s = e[n++], c = ((i & 7) << 18 | (a & 63) << 12 | (o & 63) << 6 | s & 63) - 65536;
			t[r++] = String.fromCharCode(55296 + (c >> 10)), t[r++] = String.fromCharCode(56320 + (c & 1023));
		} else {
			let a = e[n++], o = e[n++];
			t[r++] = String.fromCharCode((i & 15) << 12 | (a & 63) << 6 | o & 63);
		}
	}
	return t.join("");
}, r = {
	byteToCharMap_: null,
	charToByteMap_: null,
	byteToCharMapWebSafe_: null,
	charToByteMapWebSafe_: null,
	ENCODED_VALS_BASE: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
	get ENCODED_VALS() {
		return this.ENCODED_VALS_BASE + "+/=";
	},
	get ENCODED_VALS_WEBSAFE() {
		return this.ENCODED_VALS_BASE + "-_.";
	},
	HAS_NATIVE_SUPPORT: typeof atob == "function",
	encodeByteArray(e, t) {
		if (!Array.isArray(e)) throw Error("encodeByteArray takes an array as a parameter");
		this.init_();
		let n = t ? this.byteToCharMapWebSafe_ : this.byteToCharMap_, r = [];
		for (let t = 0; t < e.length; t += 3) {
			let i = e[t], a = t + 1 < e.length, o = a ? e[t + 1] : 0, s = t + 2 < e.length, c = s ? e[t + 2] : 0, l = i >> 2, u = (i & 3) << 4 | o >> 4, d = (o & 15) << 2 | c >> 6, f = c & 63;
			s || (f = 64, a || (d = 64)), r.push(n[l], n[u], n[d], n[f]);
		}
		return r.join("");
	},
	encodeString(e, n) {
		return this.HAS_NATIVE_SUPPORT && !n ? btoa(e) : this.encodeByteArray(t(e), n);
	},
	decodeString(e, t) {
		return this.HAS_NATIVE_SUPPORT && !t ? atob(e) : n(this.decodeStringToByteArray(e, t));
	},
	decodeStringToByteArray(e, t) {
		this.init_();
		let n = t ? this.charToByteMapWebSafe_ : this.charToByteMap_, r = [];
		for (let t = 0; t < e.length;) {
			let a = n[e.charAt(t++)], o = t < e.length ? n[e.charAt(t)] : 0;
			++t;
			let s = t < e.length ? n[e.charAt(t)] : 64;
			++t;
			let c = t < e.length ? n[e.charAt(t)] : 64;
			if (++t, a == null || o == null || s == null || c == null) throw new i();
			let l = a << 2 | o >> 4;
			if (r.push(l), s !== 64) {
				let e = o << 4 & 240 | s >> 2;
				if (r.push(e), c !== 64) {
					let e = s << 6 & 192 | c;
					r.push(e);
				}
			}
		}
		return r;
	},
	init_() {
		if (!this.byteToCharMap_) {
			this.byteToCharMap_ = {}, this.charToByteMap_ = {}, this.byteToCharMapWebSafe_ = {}, this.charToByteMapWebSafe_ = {};
			for (let e = 0; e < this.ENCODED_VALS.length; e++) this.byteToCharMap_[e] = this.ENCODED_VALS.charAt(e), this.charToByteMap_[this.byteToCharMap_[e]] = e, this.byteToCharMapWebSafe_[e] = this.ENCODED_VALS_WEBSAFE.charAt(e), this.charToByteMapWebSafe_[this.byteToCharMapWebSafe_[e]] = e, e >= this.ENCODED_VALS_BASE.length && (this.charToByteMap_[this.ENCODED_VALS_WEBSAFE.charAt(e)] = e, this.charToByteMapWebSafe_[this.ENCODED_VALS.charAt(e)] = e);
		}
	}
}, i = class extends Error {
	constructor() {
		super(...arguments), this.name = "DecodeBase64StringError";
	}
}, a = function(e) {
	let n = t(e);
	return r.encodeByteArray(n, !0);
}, o = function(e) {
	return a(e).replace(/\./g, "");
}, s = function(e) {
	try {
		return r.decodeString(e, !0);
	} catch (e) {
		console.error("base64Decode failed: ", e);
	}
	return null;
};
function c() {
	if (typeof self < "u") return self;
	if (typeof window < "u") return window;
	if (typeof global < "u") return global;
	throw Error("Unable to locate global object.");
}
var l = () => c().__FIREBASE_DEFAULTS__, u = () => {
	if (typeof process > "u" || process.env === void 0) return;
	let e = process.env.__FIREBASE_DEFAULTS__;
	if (e) return JSON.parse(e);
}, d = () => {
	if (typeof document > "u") return;
	let e;
	try {
		e = document.cookie.match(/__FIREBASE_DEFAULTS__=([^;]+)/);
	} catch {
		return;
	}
	let t = e && s(e[1]);
	return t && JSON.parse(t);
}, f = () => {
	try {
		return e() || l() || u() || d();
	} catch (e) {
		console.info(`Unable to get __FIREBASE_DEFAULTS__ due to: ${e}`);
		return;
	}
}, p = (e) => f()?.emulatorHosts?.[e], ee = (e) => {
	let t = p(e);
	if (!t) return;
	let n = t.lastIndexOf(":");
	if (n <= 0 || n + 1 === t.length) throw Error(`Invalid host ${t} with no separate hostname and port!`);
	let r = parseInt(t.substring(n + 1), 10);
	return t[0] === "[" ? [t.substring(1, n - 1), r] : [t.substring(0, n), r];
}, m = () => f()?.config, h = class {
	constructor() {
		this.reject = () => {}, this.resolve = () => {}, this.promise = new Promise((e, t) => {
			this.resolve = e, this.reject = t;
		});
	}
	wrapCallback(e) {
		return (t, n) => {
			t ? this.reject(t) : this.resolve(n), typeof e == "function" && (this.promise.catch(() => {}), e.length === 1 ? e(t) : e(t, n));
		};
	}
};
function te(e, t) {
	if (e.uid) throw Error("The \"uid\" field is no longer supported by mockUserToken. Please use \"sub\" instead for Firebase Auth User ID.");
	let n = {
		alg: "none",
		type: "JWT"
	}, r = t || "demo-project", i = e.iat || 0, a = e.sub || e.user_id;
	if (!a) throw Error("mockUserToken must contain 'sub' or 'user_id' field!");
	let s = {
		iss: `https://securetoken.google.com/${r}`,
		aud: r,
		iat: i,
		exp: i + 3600,
		auth_time: i,
		sub: a,
		user_id: a,
		firebase: {
			sign_in_provider: "custom",
			identities: {}
		},
		...e
	};
	return [
		o(JSON.stringify(n)),
		o(JSON.stringify(s)),
		""
	].join(".");
}
function ne() {
	return typeof navigator < "u" && typeof navigator.userAgent == "string" ? navigator.userAgent : "";
}
function re() {
	let e = f()?.forceEnvironment;
	if (e === "node") return !0;
	if (e === "browser") return !1;
	try {
		return Object.prototype.toString.call(global.process) === "[object process]";
	} catch {
		return !1;
	}
}
function ie() {
	return !re() && !!navigator.userAgent && navigator.userAgent.includes("Safari") && !navigator.userAgent.includes("Chrome");
}
function ae() {
	try {
		return typeof indexedDB == "object";
	} catch {
		return !1;
	}
}
function oe() {
	return new Promise((e, t) => {
		try {
			let n = !0, r = "validate-browser-context-for-indexeddb-analytics-module", i = self.indexedDB.open(r);
			i.onsuccess = () => {
				i.result.close(), n || self.indexedDB.deleteDatabase(r), e(!0);
			}, i.onupgradeneeded = () => {
				n = !1;
			}, i.onerror = () => {
				t(i.error?.message || "");
			};
		} catch (e) {
			t(e);
		}
	});
}
var se = "FirebaseError", ce = class e extends Error {
	constructor(t, n, r) {
		super(n), this.code = t, this.customData = r, this.name = se, Object.setPrototypeOf(this, e.prototype), Error.captureStackTrace && Error.captureStackTrace(this, le.prototype.create);
	}
}, le = class {
	constructor(e, t, n) {
		this.service = e, this.serviceName = t, this.errors = n;
	}
	create(e, ...t) {
		let n = t[0] || {}, r = `${this.service}/${e}`, i = this.errors[e], a = i ? ue(i, n) : "Error";
		return new ce(r, `${this.serviceName}: ${a} (${r}).`, n);
	}
};
function ue(e, t) {
	try {
		let n = 0, r = "";
		for (; n < e.length;) {
			let i = e.indexOf("{$", n);
			if (i === -1) {
				r += e.substring(n);
				break;
			}
			let a = e.indexOf("}", i + 2);
			if (a === -1) {
				r += e.substring(n);
				break;
			}
			let o = e.substring(i + 2, a), s = t[o];
			r += e.substring(n, i) + (s == null ? `<${o}?>` : String(s)), n = a + 1;
		}
		return r;
	} catch {
		return e;
	}
}
function g(e, t) {
	if (e === t) return !0;
	let n = Object.keys(e), r = Object.keys(t);
	for (let i of n) {
		if (!r.includes(i)) return !1;
		let n = e[i], a = t[i];
		if (de(n) && de(a)) {
			if (!g(n, a)) return !1;
		} else if (n !== a) return !1;
	}
	for (let e of r) if (!n.includes(e)) return !1;
	return !0;
}
function de(e) {
	return typeof e == "object" && !!e;
}
function _(e) {
	return e && e._delegate ? e._delegate : e;
}
function fe(e) {
	try {
		return (e.startsWith("http://") || e.startsWith("https://") ? new URL(e).hostname : e).endsWith(".cloudworkstations.dev");
	} catch {
		return !1;
	}
}
async function pe(e) {
	return (await fetch(e, { credentials: "include" })).ok;
}
// ../node_modules/@firebase/component/dist/esm/index.esm.js
var me = class {
	constructor(e, t, n) {
		this.name = e, this.instanceFactory = t, this.type = n, this.multipleInstances = !1, this.serviceProps = {}, this.instantiationMode = "LAZY", this.onInstanceCreated = null;
	}
	setInstantiationMode(e) {
		return this.instantiationMode = e, this;
	}
	setMultipleInstances(e) {
		return this.multipleInstances = e, this;
	}
	setServiceProps(e) {
		return this.serviceProps = e, this;
	}
	setInstanceCreatedCallback(e) {
		return this.onInstanceCreated = e, this;
	}
}, he = "[DEFAULT]", ge = class {
	constructor(e, t) {
		this.name = e, this.container = t, this.component = null, this.instances = /* @__PURE__ */ new Map(), this.instancesDeferred = /* @__PURE__ */ new Map(), this.instancesOptions = /* @__PURE__ */ new Map(), this.onInitCallbacks = /* @__PURE__ */ new Map();
	}
	get(e) {
		let t = this.normalizeInstanceIdentifier(e);
		if (!this.instancesDeferred.has(t)) {
			let e = new h();
			if (this.instancesDeferred.set(t, e), this.isInitialized(t) || this.shouldAutoInitialize()) try {
				let n = this.getOrInitializeService({ instanceIdentifier: t });
				n && e.resolve(n);
			} catch {}
		}
		return this.instancesDeferred.get(t).promise;
	}
	getImmediate(e) {
		let t = this.normalizeInstanceIdentifier(e?.identifier), n = e?.optional ?? !1;
		if (this.isInitialized(t) || this.shouldAutoInitialize()) try {
			return this.getOrInitializeService({ instanceIdentifier: t });
		} catch (e) {
			if (n) return null;
			throw e;
		}
		if (n) return null;
		throw Error(`Service ${this.name} is not available`);
	}
	getComponent() {
		return this.component;
	}
	setComponent(e) {
		if (e.name !== this.name) throw Error(`Mismatching Component ${e.name} for Provider ${this.name}.`);
		if (this.component) throw Error(`Component for ${this.name} has already been provided`);
		if (this.component = e, this.shouldAutoInitialize()) {
			if (ve(e)) try {
				this.getOrInitializeService({ instanceIdentifier: he });
			} catch {}
			for (let [e, t] of this.instancesDeferred.entries()) {
				let n = this.normalizeInstanceIdentifier(e);
				try {
					let e = this.getOrInitializeService({ instanceIdentifier: n });
					t.resolve(e);
				} catch {}
			}
		}
	}
	clearInstance(e = he) {
		this.instancesDeferred.delete(e), this.instancesOptions.delete(e), this.instances.delete(e);
	}
	async delete() {
		let e = Array.from(this.instances.values());
		await Promise.all([...e.filter((e) => "INTERNAL" in e).map((e) => e.INTERNAL.delete()), ...e.filter((e) => "_delete" in e).map((e) => e._delete())]);
	}
	isComponentSet() {
		return this.component != null;
	}
	isInitialized(e = he) {
		return this.instances.has(e);
	}
	getOptions(e = he) {
		return this.instancesOptions.get(e) || {};
	}
	initialize(e = {}) {
		let { options: t = {} } = e, n = this.normalizeInstanceIdentifier(e.instanceIdentifier);
		if (this.isInitialized(n)) throw Error(`${this.name}(${n}) has already been initialized`);
		if (!this.isComponentSet()) throw Error(`Component ${this.name} has not been registered yet`);
		let r = this.getOrInitializeService({
			instanceIdentifier: n,
			options: t
		});
		for (let [e, t] of this.instancesDeferred.entries()) n === this.normalizeInstanceIdentifier(e) && t.resolve(r);
		return r;
	}
	onInit(e, t) {
		let n = this.normalizeInstanceIdentifier(t), r = this.onInitCallbacks.get(n) ?? /* @__PURE__ */ new Set();
		r.add(e), this.onInitCallbacks.set(n, r);
		let i = this.instances.get(n);
		return i && e(i, n), () => {
			r.delete(e);
		};
	}
	invokeOnInitCallbacks(e, t) {
		let n = this.onInitCallbacks.get(t);
		if (n) for (let r of n) try {
			r(e, t);
		} catch {}
	}
	getOrInitializeService({ instanceIdentifier: e, options: t = {} }) {
		let n = this.instances.get(e);
		if (!n && this.component && (n = this.component.instanceFactory(this.container, {
			instanceIdentifier: _e(e),
			options: t
		}), this.instances.set(e, n), this.instancesOptions.set(e, t), this.invokeOnInitCallbacks(n, e), this.component.onInstanceCreated)) try {
			this.component.onInstanceCreated(this.container, e, n);
		} catch {}
		return n || null;
	}
	normalizeInstanceIdentifier(e = he) {
		return this.component ? this.component.multipleInstances ? e : he : e;
	}
	shouldAutoInitialize() {
		return !!this.component && this.component.instantiationMode !== "EXPLICIT";
	}
};
function _e(e) {
	return e === he ? void 0 : e;
}
function ve(e) {
	return e.instantiationMode === "EAGER";
}
var ye = class {
	constructor(e) {
		this.name = e, this.providers = /* @__PURE__ */ new Map();
	}
	addComponent(e) {
		let t = this.getProvider(e.name);
		if (t.isComponentSet()) throw Error(`Component ${e.name} has already been registered with ${this.name}`);
		t.setComponent(e);
	}
	addOrOverwriteComponent(e) {
		this.getProvider(e.name).isComponentSet() && this.providers.delete(e.name), this.addComponent(e);
	}
	getProvider(e) {
		if (this.providers.has(e)) return this.providers.get(e);
		let t = new ge(e, this);
		return this.providers.set(e, t), t;
	}
	getProviders() {
		return Array.from(this.providers.values());
	}
}, be = [], v;
(function(e) {
	e[e.DEBUG = 0] = "DEBUG", e[e.VERBOSE = 1] = "VERBOSE", e[e.INFO = 2] = "INFO", e[e.WARN = 3] = "WARN", e[e.ERROR = 4] = "ERROR", e[e.SILENT = 5] = "SILENT";
})(v ||= {});
var xe = {
	debug: v.DEBUG,
	verbose: v.VERBOSE,
	info: v.INFO,
	warn: v.WARN,
	error: v.ERROR,
	silent: v.SILENT
}, Se = v.INFO, Ce = {
	[v.DEBUG]: "log",
	[v.VERBOSE]: "log",
	[v.INFO]: "info",
	[v.WARN]: "warn",
	[v.ERROR]: "error"
}, we = (e, t, ...n) => {
	if (t < e.logLevel) return;
	let r = (/* @__PURE__ */ new Date()).toISOString(), i = Ce[t];
	if (i) console[i](`[${r}]  ${e.name}:`, ...n);
	else throw Error(`Attempted to log a message with an invalid logType (value: ${t})`);
}, Te = class {
	constructor(e) {
		this.name = e, this._logLevel = Se, this._logHandler = we, this._userLogHandler = null, be.push(this);
	}
	get logLevel() {
		return this._logLevel;
	}
	set logLevel(e) {
		if (!(e in v)) throw TypeError(`Invalid value "${e}" assigned to \`logLevel\``);
		this._logLevel = e;
	}
	setLogLevel(e) {
		this._logLevel = typeof e == "string" ? xe[e] : e;
	}
	get logHandler() {
		return this._logHandler;
	}
	set logHandler(e) {
		if (typeof e != "function") throw TypeError("Value assigned to `logHandler` must be a function");
		this._logHandler = e;
	}
	get userLogHandler() {
		return this._userLogHandler;
	}
	set userLogHandler(e) {
		this._userLogHandler = e;
	}
	debug(...e) {
		this._userLogHandler && this._userLogHandler(this, v.DEBUG, ...e), this._logHandler(this, v.DEBUG, ...e);
	}
	log(...e) {
		this._userLogHandler && this._userLogHandler(this, v.VERBOSE, ...e), this._logHandler(this, v.VERBOSE, ...e);
	}
	info(...e) {
		this._userLogHandler && this._userLogHandler(this, v.INFO, ...e), this._logHandler(this, v.INFO, ...e);
	}
	warn(...e) {
		this._userLogHandler && this._userLogHandler(this, v.WARN, ...e), this._logHandler(this, v.WARN, ...e);
	}
	error(...e) {
		this._userLogHandler && this._userLogHandler(this, v.ERROR, ...e), this._logHandler(this, v.ERROR, ...e);
	}
}, Ee = (e, t) => t.some((t) => e instanceof t), De, Oe;
function ke() {
	return De ||= [
		IDBDatabase,
		IDBObjectStore,
		IDBIndex,
		IDBCursor,
		IDBTransaction
	];
}
function Ae() {
	return Oe ||= [
		IDBCursor.prototype.advance,
		IDBCursor.prototype.continue,
		IDBCursor.prototype.continuePrimaryKey
	];
}
var je = /* @__PURE__ */ new WeakMap(), Me = /* @__PURE__ */ new WeakMap(), Ne = /* @__PURE__ */ new WeakMap(), Pe = /* @__PURE__ */ new WeakMap(), Fe = /* @__PURE__ */ new WeakMap();
function y(e) {
	let t = new Promise((t, n) => {
		let r = () => {
			e.removeEventListener("success", i), e.removeEventListener("error", a);
		}, i = () => {
			t(Ve(e.result)), r();
		}, a = () => {
			n(e.error), r();
		};
		e.addEventListener("success", i), e.addEventListener("error", a);
	});
	return t.then((t) => {
		t instanceof IDBCursor && je.set(t, e);
	}).catch(() => {}), Fe.set(t, e), t;
}
function Ie(e) {
	if (Me.has(e)) return;
	let t = new Promise((t, n) => {
		let r = () => {
			e.removeEventListener("complete", i), e.removeEventListener("error", a), e.removeEventListener("abort", a);
		}, i = () => {
			t(), r();
		}, a = () => {
			n(e.error || new DOMException("AbortError", "AbortError")), r();
		};
		e.addEventListener("complete", i), e.addEventListener("error", a), e.addEventListener("abort", a);
	});
	Me.set(e, t);
}
var Le = {
	get(e, t, n) {
		if (e instanceof IDBTransaction) {
			if (t === "done") return Me.get(e);
			if (t === "objectStoreNames") return e.objectStoreNames || Ne.get(e);
			if (t === "store") return n.objectStoreNames[1] ? void 0 : n.objectStore(n.objectStoreNames[0]);
		}
		return Ve(e[t]);
	},
	set(e, t, n) {
		return e[t] = n, !0;
	},
	has(e, t) {
		return e instanceof IDBTransaction && (t === "done" || t === "store") || t in e;
	}
};
function Re(e) {
	Le = e(Le);
}
function ze(e) {
	return e === IDBDatabase.prototype.transaction && !("objectStoreNames" in IDBTransaction.prototype) ? function(t, ...n) {
		let r = e.call(He(this), t, ...n);
		return Ne.set(r, t.sort ? t.sort() : [t]), Ve(r);
	} : Ae().includes(e) ? function(...t) {
		return e.apply(He(this), t), Ve(je.get(this));
	} : function(...t) {
		return Ve(e.apply(He(this), t));
	};
}
function Be(e) {
	return typeof e == "function" ? ze(e) : (e instanceof IDBTransaction && Ie(e), Ee(e, ke()) ? new Proxy(e, Le) : e);
}
function Ve(e) {
	if (e instanceof IDBRequest) return y(e);
	if (Pe.has(e)) return Pe.get(e);
	let t = Be(e);
	return t !== e && (Pe.set(e, t), Fe.set(t, e)), t;
}
var He = (e) => Fe.get(e);
// ../node_modules/idb/build/index.js
function Ue(e, t, { blocked: n, upgrade: r, blocking: i, terminated: a } = {}) {
	let o = indexedDB.open(e, t), s = Ve(o);
	return r && o.addEventListener("upgradeneeded", (e) => {
		r(Ve(o.result), e.oldVersion, e.newVersion, Ve(o.transaction), e);
	}), n && o.addEventListener("blocked", (e) => n(e.oldVersion, e.newVersion, e)), s.then((e) => {
		a && e.addEventListener("close", () => a()), i && e.addEventListener("versionchange", (e) => i(e.oldVersion, e.newVersion, e));
	}).catch(() => {}), s;
}
var We = [
	"get",
	"getKey",
	"getAll",
	"getAllKeys",
	"count"
], Ge = [
	"put",
	"add",
	"delete",
	"clear"
], Ke = /* @__PURE__ */ new Map();
function qe(e, t) {
	if (!(e instanceof IDBDatabase && !(t in e) && typeof t == "string")) return;
	if (Ke.get(t)) return Ke.get(t);
	let n = t.replace(/FromIndex$/, ""), r = t !== n, i = Ge.includes(n);
	if (!(n in (r ? IDBIndex : IDBObjectStore).prototype) || !(i || We.includes(n))) return;
	let a = async function(e, ...t) {
		let a = this.transaction(e, i ? "readwrite" : "readonly"), o = a.store;
		return r && (o = o.index(t.shift())), (await Promise.all([o[n](...t), i && a.done]))[0];
	};
	return Ke.set(t, a), a;
}
Re((e) => ({
	...e,
	get: (t, n, r) => qe(t, n) || e.get(t, n, r),
	has: (t, n) => !!qe(t, n) || e.has(t, n)
}));
// ../node_modules/@firebase/app/dist/esm/index.esm.js
var Je = class {
	constructor(e) {
		this.container = e;
	}
	getPlatformInfoString() {
		return this.container.getProviders().map((e) => {
			if (Ye(e)) {
				let t = e.getImmediate();
				return `${t.library}/${t.version}`;
			}
			return null;
		}).filter((e) => e).join(" ");
	}
};
function Ye(e) {
	return e.getComponent()?.type === "VERSION";
}
var Xe = "@firebase/app", Ze = "0.16.2", Qe = new Te("@firebase/app"), $e = "@firebase/app-compat", et = "@firebase/analytics-compat", tt = "@firebase/analytics", nt = "@firebase/app-check-compat", rt = "@firebase/app-check", it = "@firebase/auth", at = "@firebase/auth-compat", ot = "@firebase/database", st = "@firebase/data-connect", ct = "@firebase/database-compat", lt = "@firebase/functions", ut = "@firebase/functions-compat", dt = "@firebase/installations", ft = "@firebase/installations-compat", pt = "@firebase/messaging", mt = "@firebase/messaging-compat", ht = "@firebase/performance", gt = "@firebase/performance-compat", _t = "@firebase/remote-config", vt = "@firebase/remote-config-compat", yt = "@firebase/storage", bt = "@firebase/storage-compat", xt = "@firebase/firestore", St = "@firebase/ai", Ct = "@firebase/firestore-compat", wt = "firebase", Tt = "12.19.0", Et = "[DEFAULT]", Dt = {
	[Xe]: "fire-core",
	[$e]: "fire-core-compat",
	[tt]: "fire-analytics",
	[et]: "fire-analytics-compat",
	[rt]: "fire-app-check",
	[nt]: "fire-app-check-compat",
	[it]: "fire-auth",
	[at]: "fire-auth-compat",
	[ot]: "fire-rtdb",
	[st]: "fire-data-connect",
	[ct]: "fire-rtdb-compat",
	[lt]: "fire-fn",
	[ut]: "fire-fn-compat",
	[dt]: "fire-iid",
	[ft]: "fire-iid-compat",
	[pt]: "fire-fcm",
	[mt]: "fire-fcm-compat",
	[ht]: "fire-perf",
	[gt]: "fire-perf-compat",
	[_t]: "fire-rc",
	[vt]: "fire-rc-compat",
	[yt]: "fire-gcs",
	[bt]: "fire-gcs-compat",
	[xt]: "fire-fst",
	[Ct]: "fire-fst-compat",
	[St]: "fire-vertex",
	"fire-js": "fire-js",
	[wt]: "fire-js-all"
}, Ot = /* @__PURE__ */ new Map(), kt = /* @__PURE__ */ new Map(), At = /* @__PURE__ */ new Map();
function jt(e, t) {
	try {
		e.container.addComponent(t);
	} catch (n) {
		Qe.debug(`Component ${t.name} failed to register with FirebaseApp ${e.name}`, n);
	}
}
function Mt(e) {
	let t = e.name;
	if (At.has(t)) return Qe.debug(`There were multiple attempts to register component ${t}.`), !1;
	At.set(t, e);
	for (let t of Ot.values()) jt(t, e);
	for (let t of kt.values()) jt(t, e);
	return !0;
}
function Nt(e, t) {
	let n = e.container.getProvider("heartbeat").getImmediate({ optional: !0 });
	return n && n.triggerHeartbeat(), e.container.getProvider(t);
}
function Pt(e) {
	return e != null && e.settings !== void 0;
}
var Ft = new le("app", "Firebase", {
	"no-app": "No Firebase App '{$appName}' has been created - call initializeApp() first",
	"bad-app-name": "Illegal App name: '{$appName}'",
	"duplicate-app": "Firebase App named '{$appName}' already exists with different {$mismatchedParam}. Existing: '{$oldValue}'. New: '{$newValue}'.",
	"app-deleted": "Firebase App named '{$appName}' already deleted",
	"server-app-deleted": "Firebase Server App has been deleted",
	"no-options": "Need to provide options, when not being deployed to hosting via source.",
	"invalid-app-argument": "firebase.{$appName}() takes either no argument or a Firebase App instance.",
	"invalid-log-argument": "First argument to `onLog` must be null or a function.",
	"idb-open": "Error thrown when opening IndexedDB. Original error: {$originalErrorMessage}.",
	"idb-get": "Error thrown when reading from IndexedDB. Original error: {$originalErrorMessage}.",
	"idb-set": "Error thrown when writing to IndexedDB. Original error: {$originalErrorMessage}.",
	"idb-delete": "Error thrown when deleting from IndexedDB. Original error: {$originalErrorMessage}.",
	"finalization-registry-not-supported": "FirebaseServerApp deleteOnDeref field defined but the JS runtime does not support FinalizationRegistry.",
	"invalid-server-app-environment": "FirebaseServerApp is not for use in browser environments."
}), It = class {
	constructor(e, t, n) {
		this._isDeleted = !1, this._options = { ...e }, this._config = { ...t }, this._name = t.name, this._automaticDataCollectionEnabled = t.automaticDataCollectionEnabled, this._container = n, this.container.addComponent(new me("app", () => this, "PUBLIC"));
	}
	get automaticDataCollectionEnabled() {
		return this.checkDestroyed(), this._automaticDataCollectionEnabled;
	}
	set automaticDataCollectionEnabled(e) {
		this.checkDestroyed(), this._automaticDataCollectionEnabled = e;
	}
	get name() {
		return this.checkDestroyed(), this._name;
	}
	get options() {
		return this.checkDestroyed(), this._options;
	}
	get config() {
		return this.checkDestroyed(), this._config;
	}
	get container() {
		return this._container;
	}
	get isDeleted() {
		return this._isDeleted;
	}
	set isDeleted(e) {
		this._isDeleted = e;
	}
	checkDestroyed() {
		if (this.isDeleted) throw Ft.create("app-deleted", { appName: this._name });
	}
}, Lt = Tt;
function Rt(e, t = {}) {
	let n = e;
	typeof t != "object" && (t = { name: t });
	let r = {
		name: Et,
		automaticDataCollectionEnabled: !0,
		...t
	}, i = r.name;
	if (typeof i != "string" || !i) throw Ft.create("bad-app-name", { appName: String(i) });
	if (n ||= m(), !n) throw Ft.create("no-options");
	let a = Ot.get(i);
	if (a) {
		if (!g(n, a.options)) throw Ft.create("duplicate-app", {
			appName: i,
			mismatchedParam: "options",
			oldValue: JSON.stringify(a.options),
			newValue: JSON.stringify(n)
		});
		if (g(r, a.config)) return a;
		throw Ft.create("duplicate-app", {
			appName: i,
			mismatchedParam: "config",
			oldValue: JSON.stringify(a.config),
			newValue: JSON.stringify(r)
		});
	}
	let o = new ye(i);
	for (let e of At.values()) o.addComponent(e);
	let s = new It(n, r, o);
	return Ot.set(i, s), s;
}
function zt(e = Et) {
	let t = Ot.get(e);
	if (!t && e === "[DEFAULT]" && m()) return Rt();
	if (!t) throw Ft.create("no-app", { appName: e });
	return t;
}
function Bt(e, t, n) {
	let r = Dt[e] ?? e;
	n && (r += `-${n}`);
	let i = r.match(/\s|\//), a = t.match(/\s|\//);
	if (i || a) {
		let e = [`Unable to register library "${r}" with version "${t}":`];
		i && e.push(`library name "${r}" contains illegal characters (whitespace or "/")`), i && a && e.push("and"), a && e.push(`version name "${t}" contains illegal characters (whitespace or "/")`), Qe.warn(e.join(" "));
	} else Mt(new me(`${r}-version`, () => ({
		library: r,
		version: t
	}), "VERSION"));
}
var Vt = "firebase-heartbeat-database", Ht = 1, Ut = "firebase-heartbeat-store", Wt = null;
function Gt() {
	return Wt ||= Ue(Vt, Ht, { upgrade: (e, t) => {
		if (t === 0) try {
			e.createObjectStore(Ut);
		} catch (e) {
			console.warn(e);
		}
	} }).catch((e) => {
		throw Ft.create("idb-open", { originalErrorMessage: e.message });
	}), Wt;
}
async function Kt(e) {
	try {
		let t = (await Gt()).transaction(Ut), n = await t.objectStore(Ut).get(Jt(e));
		return await t.done, n;
	} catch (e) {
		if (e instanceof ce) Qe.warn(e.message);
		else {
			let t = Ft.create("idb-get", { originalErrorMessage: e?.message });
			Qe.warn(t.message);
		}
	}
}
async function qt(e, t) {
	try {
		let n = (await Gt()).transaction(Ut, "readwrite");
		await n.objectStore(Ut).put(t, Jt(e)), await n.done;
	} catch (e) {
		if (e instanceof ce) Qe.warn(e.message);
		else {
			let t = Ft.create("idb-set", { originalErrorMessage: e?.message });
			Qe.warn(t.message);
		}
	}
}
function Jt(e) {
	return `${e.name}!${e.options.appId}`;
}
var b = 1024, Yt = 30, Xt = class {
	constructor(e) {
		this.container = e, this._heartbeatsCache = null;
		let t = this.container.getProvider("app").getImmediate();
		this._storage = new $t(t), this._heartbeatsCachePromise = this._storage.read().then((e) => (this._heartbeatsCache = e, e));
	}
	async triggerHeartbeat() {
		try {
			let e = this.container.getProvider("platform-logger").getImmediate().getPlatformInfoString(), t = Zt();
			if (this._heartbeatsCache?.heartbeats == null && (this._heartbeatsCache = await this._heartbeatsCachePromise, this._heartbeatsCache?.heartbeats == null) || this._heartbeatsCache.lastSentHeartbeatDate === t || this._heartbeatsCache.heartbeats.some((e) => e.date === t)) return;
			if (this._heartbeatsCache.heartbeats.push({
				date: t,
				agent: e
			}), this._heartbeatsCache.heartbeats.length > Yt) {
				let e = tn(this._heartbeatsCache.heartbeats);
				this._heartbeatsCache.heartbeats.splice(e, 1);
			}
			return this._storage.overwrite(this._heartbeatsCache);
		} catch (e) {
			Qe.warn(e);
		}
	}
	async getHeartbeatsHeader() {
		try {
			if (this._heartbeatsCache === null && await this._heartbeatsCachePromise, this._heartbeatsCache?.heartbeats == null || this._heartbeatsCache.heartbeats.length === 0) return "";
			let e = Zt(), { heartbeatsToSend: t, unsentEntries: n } = Qt(this._heartbeatsCache.heartbeats), r = o(JSON.stringify({
				version: 2,
				heartbeats: t
			}));
			return this._heartbeatsCache.lastSentHeartbeatDate = e, n.length > 0 ? (this._heartbeatsCache.heartbeats = n, await this._storage.overwrite(this._heartbeatsCache)) : (this._heartbeatsCache.heartbeats = [], this._storage.overwrite(this._heartbeatsCache)), r;
		} catch (e) {
			return Qe.warn(e), "";
		}
	}
};
function Zt() {
	return (/* @__PURE__ */ new Date()).toISOString().substring(0, 10);
}
function Qt(e, t = b) {
	let n = [], r = e.slice();
	for (let i of e) {
		let e = n.find((e) => e.agent === i.agent);
		if (!e) {
			if (n.push({
				agent: i.agent,
				dates: [i.date]
			}), en(n) > t) {
				n.pop();
				break;
			}
		} else if (e.dates.push(i.date), en(n) > t) {
			e.dates.pop();
			break;
		}
		r = r.slice(1);
	}
	return {
		heartbeatsToSend: n,
		unsentEntries: r
	};
}
var $t = class {
	constructor(e) {
		this.app = e, this._canUseIndexedDBPromise = this.runIndexedDBEnvironmentCheck();
	}
	async runIndexedDBEnvironmentCheck() {
		return ae() ? oe().then(() => !0).catch(() => !1) : !1;
	}
	async read() {
		if (await this._canUseIndexedDBPromise) {
			let e = await Kt(this.app);
			return e?.heartbeats ? e : { heartbeats: [] };
		}
		return { heartbeats: [] };
	}
	async overwrite(e) {
		if (await this._canUseIndexedDBPromise) {
			let t = await this.read();
			return qt(this.app, {
				lastSentHeartbeatDate: e.lastSentHeartbeatDate ?? t.lastSentHeartbeatDate,
				heartbeats: e.heartbeats
			});
		}
	}
	async add(e) {
		if (await this._canUseIndexedDBPromise) {
			let t = await this.read();
			return qt(this.app, {
				lastSentHeartbeatDate: e.lastSentHeartbeatDate ?? t.lastSentHeartbeatDate,
				heartbeats: [...t.heartbeats, ...e.heartbeats]
			});
		}
	}
};
function en(e) {
	return o(JSON.stringify({
		version: 2,
		heartbeats: e
	})).length;
}
function tn(e) {
	if (e.length === 0) return -1;
	let t = 0, n = e[0].date;
	for (let r = 1; r < e.length; r++) e[r].date < n && (n = e[r].date, t = r);
	return t;
}
function nn(e) {
	Mt(new me("platform-logger", (e) => new Je(e), "PRIVATE")), Mt(new me("heartbeat", (e) => new Xt(e), "PRIVATE")), Bt(Xe, Ze, e), Bt(Xe, Ze, "esm2020"), Bt("fire-js", "");
}
// ../node_modules/firebase/app/dist/esm/index.esm.js
nn(""), Bt("firebase", "12.19.0", "app");
// ../node_modules/@firebase/webchannel-wrapper/dist/bloom-blob/esm/bloom_blob_es2018.js
var rn = typeof globalThis < "u" ? globalThis : typeof window < "u" ? window : typeof global < "u" ? global : typeof self < "u" ? self : {}, an = {}, on, sn;
(function() {
	var e;
	function t(e, t) {
		function n() {}
		n.prototype = t.prototype, e.F = t.prototype, e.prototype = new n(), e.prototype.constructor = e, e.D = function(e, n, r) {
			for (var i = Array(arguments.length - 2), a = 2; a < arguments.length; a++) i[a - 2] = arguments[a];
			return t.prototype[n].apply(e, i);
		};
	}
	function n() {
		this.blockSize = -1;
	}
	function r() {
		this.blockSize = -1, this.blockSize = 64, this.g = [
			,
			,
			,
			,
		], this.C = Array(this.blockSize), this.o = this.h = 0, this.u();
	}
	t(r, n), r.prototype.u = function() {
		this.g[0] = 1732584193, this.g[1] = 4023233417, this.g[2] = 2562383102, this.g[3] = 271733878, this.o = this.h = 0;
	};
	function i(e, t, n) {
		n ||= 0;
		let r = Array(16);
		if (typeof t == "string") for (var i = 0; i < 16; ++i) r[i] = t.charCodeAt(n++) | t.charCodeAt(n++) << 8 | t.charCodeAt(n++) << 16 | t.charCodeAt(n++) << 24;
		else for (i = 0; i < 16; ++i) r[i] = t[n++] | t[n++] << 8 | t[n++] << 16 | t[n++] << 24;
		t = e.g[0], n = e.g[1], i = e.g[2];
		let a = e.g[3], o;
		o = t + (a ^ n & (i ^ a)) + r[0] + 3614090360 | 0, t = n + (o << 7 | o >>> 25), o = a + (i ^ t & (n ^ i)) + r[1] + 3905402710 | 0, a = t + (o << 12 | o >>> 20), o = i + (n ^ a & (t ^ n)) + r[2] + 606105819 | 0, i = a + (o << 17 | o >>> 15), o = n + (t ^ i & (a ^ t)) + r[3] + 3250441966 | 0, n = i + (o << 22 | o >>> 10), o = t + (a ^ n & (i ^ a)) + r[4] + 4118548399 | 0, t = n + (o << 7 | o >>> 25), o = a + (i ^ t & (n ^ i)) + r[5] + 1200080426 | 0, a = t + (o << 12 | o >>> 20), o = i + (n ^ a & (t ^ n)) + r[6] + 2821735955 | 0, i = a + (o << 17 | o >>> 15), o = n + (t ^ i & (a ^ t)) + r[7] + 4249261313 | 0, n = i + (o << 22 | o >>> 10), o = t + (a ^ n & (i ^ a)) + r[8] + 1770035416 | 0, t = n + (o << 7 | o >>> 25), o = a + (i ^ t & (n ^ i)) + r[9] + 2336552879 | 0, a = t + (o << 12 | o >>> 20), o = i + (n ^ a & (t ^ n)) + r[10] + 4294925233 | 0, i = a + (o << 17 | o >>> 15), o = n + (t ^ i & (a ^ t)) + r[11] + 2304563134 | 0, n = i + (o << 22 | o >>> 10), o = t + (a ^ n & (i ^ a)) + r[12] + 1804603682 | 0, t = n + (o << 7 | o >>> 25), o = a + (i ^ t & (n ^ i)) + r[13] + 4254626195 | 0, a = t + (o << 12 | o >>> 20), o = i + (n ^ a & (t ^ n)) + r[14] + 2792965006 | 0, i = a + (o << 17 | o >>> 15), o = n + (t ^ i & (a ^ t)) + r[15] + 1236535329 | 0, n = i + (o << 22 | o >>> 10), o = t + (i ^ a & (n ^ i)) + r[1] + 4129170786 | 0, t = n + (o << 5 | o >>> 27), o = a + (n ^ i & (t ^ n)) + r[6] + 3225465664 | 0, a = t + (o << 9 | o >>> 23), o = i + (t ^ n & (a ^ t)) + r[11] + 643717713 | 0, i = a + (o << 14 | o >>> 18), o = n + (a ^ t & (i ^ a)) + r[0] + 3921069994 | 0, n = i + (o << 20 | o >>> 12), o = t + (i ^ a & (n ^ i)) + r[5] + 3593408605 | 0, t = n + (o << 5 | o >>> 27), o = a + (n ^ i & (t ^ n)) + r[10] + 38016083 | 0, a = t + (o << 9 | o >>> 23), o = i + (t ^ n & (a ^ t)) + r[15] + 3634488961 | 0, i = a + (o << 14 | o >>> 18), o = n + (a ^ t & (i ^ a)) + r[4] + 3889429448 | 0, n = i + (o << 20 | o >>> 12), o = t + (i ^ a & (n ^ i)) + r[9] + 568446438 | 0, t = n + (o << 5 | o >>> 27), o = a + (n ^ i & (t ^ n)) + r[14] + 3275163606 | 0, a = t + (o << 9 | o >>> 23), o = i + (t ^ n & (a ^ t)) + r[3] + 4107603335 | 0, i = a + (o << 14 | o >>> 18), o = n + (a ^ t & (i ^ a)) + r[8] + 1163531501 | 0, n = i + (o << 20 | o >>> 12), o = t + (i ^ a & (n ^ i)) + r[13] + 2850285829 | 0, t = n + (o << 5 | o >>> 27), o = a + (n ^ i & (t ^ n)) + r[2] + 4243563512 | 0, a = t + (o << 9 | o >>> 23), o = i + (t ^ n & (a ^ t)) + r[7] + 1735328473 | 0, i = a + (o << 14 | o >>> 18), o = n + (a ^ t & (i ^ a)) + r[12] + 2368359562 | 0, n = i + (o << 20 | o >>> 12), o = t + (n ^ i ^ a) + r[5] + 4294588738 | 0, t = n + (o << 4 | o >>> 28), o = a + (t ^ n ^ i) + r[8] + 2272392833 | 0, a = t + (o << 11 | o >>> 21), o = i + (a ^ t ^ n) + r[11] + 1839030562 | 0, i = a + (o << 16 | o >>> 16), o = n + (i ^ a ^ t) + r[14] + 4259657740 | 0, n = i + (o << 23 | o >>> 9), o = t + (n ^ i ^ a) + r[1] + 2763975236 | 0, t = n + (o << 4 | o >>> 28), o = a + (t ^ n ^ i) + r[4] + 1272893353 | 0, a = t + (o << 11 | o >>> 21), o = i + (a ^ t ^ n) + r[7] + 4139469664 | 0, i = a + (o << 16 | o >>> 16), o = n + (i ^ a ^ t) + r[10] + 3200236656 | 0, n = i + (o << 23 | o >>> 9), o = t + (n ^ i ^ a) + r[13] + 681279174 | 0, t = n + (o << 4 | o >>> 28), o = a + (t ^ n ^ i) + r[0] + 3936430074 | 0, a = t + (o << 11 | o >>> 21), o = i + (a ^ t ^ n) + r[3] + 3572445317 | 0, i = a + (o << 16 | o >>> 16), o = n + (i ^ a ^ t) + r[6] + 76029189 | 0, n = i + (o << 23 | o >>> 9), o = t + (n ^ i ^ a) + r[9] + 3654602809 | 0, t = n + (o << 4 | o >>> 28), o = a + (t ^ n ^ i) + r[12] + 3873151461 | 0, a = t + (o << 11 | o >>> 21), o = i + (a ^ t ^ n) + r[15] + 530742520 | 0, i = a + (o << 16 | o >>> 16), o = n + (i ^ a ^ t) + r[2] + 3299628645 | 0, n = i + (o << 23 | o >>> 9), o = t + (i ^ (n | ~a)) + r[0] + 4096336452 | 0, t = n + (o << 6 | o >>> 26), o = a + (n ^ (t | ~i)) + r[7] + 1126891415 | 0, a = t + (o << 10 | o >>> 22), o = i + (t ^ (a | ~n)) + r[14] + 2878612391 | 0, i = a + (o << 15 | o >>> 17), o = n + (a ^ (i | ~t)) + r[5] + 4237533241 | 0, n = i + (o << 21 | o >>> 11), o = t + (i ^ (n | ~a)) + r[12] + 1700485571 | 0, t = n + (o << 6 | o >>> 26), o = a + (n ^ (t | ~i)) + r[3] + 2399980690 | 0, a = t + (o << 10 | o >>> 22), o = i + (t ^ (a | ~n)) + r[10] + 4293915773 | 0, i = a + (o << 15 | o >>> 17), o = n + (a ^ (i | ~t)) + r[1] + 2240044497 | 0, n = i + (o << 21 | o >>> 11), o = t + (i ^ (n | ~a)) + r[8] + 1873313359 | 0, t = n + (o << 6 | o >>> 26), o = a + (n ^ (t | ~i)) + r[15] + 4264355552 | 0, a = t + (o << 10 | o >>> 22), o = i + (t ^ (a | ~n)) + r[6] + 2734768916 | 0, i = a + (o << 15 | o >>> 17), o = n + (a ^ (i | ~t)) + r[13] + 1309151649 | 0, n = i + (o << 21 | o >>> 11), o = t + (i ^ (n | ~a)) + r[4] + 4149444226 | 0, t = n + (o << 6 | o >>> 26), o = a + (n ^ (t | ~i)) + r[11] + 3174756917 | 0, a = t + (o << 10 | o >>> 22), o = i + (t ^ (a | ~n)) + r[2] + 718787259 | 0, i = a + (o << 15 | o >>> 17), o = n + (a ^ (i | ~t)) + r[9] + 3951481745 | 0, e.g[0] = e.g[0] + t | 0, e.g[1] = e.g[1] + (i + (o << 21 | o >>> 11)) | 0, e.g[2] = e.g[2] + i | 0, e.g[3] = e.g[3] + a | 0;
	}
	r.prototype.v = function(e, t) {
		t === void 0 && (t = e.length);
		let n = t - this.blockSize, r = this.C, a = this.h, o = 0;
		for (; o < t;) {
			if (a == 0) for (; o <= n;) i(this, e, o), o += this.blockSize;
			if (typeof e == "string") {
				for (; o < t;) if (r[a++] = e.charCodeAt(o++), a == this.blockSize) {
					i(this, r), a = 0;
					break;
				}
			} else for (; o < t;) if (r[a++] = e[o++], a == this.blockSize) {
				i(this, r), a = 0;
				break;
			}
		}
		this.h = a, this.o += t;
	}, r.prototype.A = function() {
		var e = Array((this.h < 56 ? this.blockSize : this.blockSize * 2) - this.h);
		e[0] = 128;
		for (var t = 1; t < e.length - 8; ++t) e[t] = 0;
		t = this.o * 8;
		for (var n = e.length - 8; n < e.length; ++n) e[n] = t & 255, t /= 256;
		for (this.v(e), e = Array(16), t = 0, n = 0; n < 4; ++n) for (let r = 0; r < 32; r += 8) e[t++] = this.g[n] >>> r & 255;
		return e;
	};
	function a(e, t) {
		var n = s;
		return Object.prototype.hasOwnProperty.call(n, e) ? n[e] : n[e] = t(e);
	}
	function o(e, t) {
		this.h = t;
		let n = [], r = !0;
		for (let i = e.length - 1; i >= 0; i--) {
			let a = e[i] | 0;
			r && a == t || (n[i] = a, r = !1);
		}
		this.g = n;
	}
	var s = {};
	function c(e) {
		return -128 <= e && e < 128 ? a(e, function(e) {
			return new o([e | 0], e < 0 ? -1 : 0);
		}) : new o([e | 0], e < 0 ? -1 : 0);
	}
	function l(e) {
		if (isNaN(e) || !isFinite(e)) return d;
		if (e < 0) return h(l(-e));
		let t = [], n = 1;
		for (let r = 0; e >= n; r++) t[r] = e / n | 0, n *= 4294967296;
		return new o(t, 0);
	}
	function u(e, t) {
		if (e.length == 0) throw Error("number format error: empty string");
		if (t ||= 10, t < 2 || 36 < t) throw Error("radix out of range: " + t);
		if (e.charAt(0) == "-") return h(u(e.substring(1), t));
		if (e.indexOf("-") >= 0) throw Error("number format error: interior \"-\" character");
		let n = l(t ** 8), r = d;
		for (let a = 0; a < e.length; a += 8) {
			var i = Math.min(8, e.length - a);
			let o = parseInt(e.substring(a, a + i), t);
			i < 8 ? (i = l(t ** +i), r = r.j(i).add(l(o))) : (r = r.j(n), r = r.add(l(o)));
		}
		return r;
	}
	var d = c(0), f = c(1), p = c(16777216);
	e = o.prototype, e.m = function() {
		if (m(this)) return -h(this).m();
		let e = 0, t = 1;
		for (let n = 0; n < this.g.length; n++) {
			let r = this.i(n);
			e += (r >= 0 ? r : 4294967296 + r) * t, t *= 4294967296;
		}
		return e;
	}, e.toString = function(e) {
		if (e ||= 10, e < 2 || 36 < e) throw Error("radix out of range: " + e);
		if (ee(this)) return "0";
		if (m(this)) return "-" + h(this).toString(e);
		let t = l(e ** 6);
		var n = this;
		let r = "";
		for (;;) {
			let i = ie(n, t).g;
			n = te(n, i.j(t));
			let a = ((n.g.length > 0 ? n.g[0] : n.h) >>> 0).toString(e);
			if (n = i, ee(n)) return a + r;
			for (; a.length < 6;) a = "0" + a;
			r = a + r;
		}
	}, e.i = function(e) {
		return e < 0 ? 0 : e < this.g.length ? this.g[e] : this.h;
	};
	function ee(e) {
		if (e.h != 0) return !1;
		for (let t = 0; t < e.g.length; t++) if (e.g[t] != 0) return !1;
		return !0;
	}
	function m(e) {
		return e.h == -1;
	}
	e.l = function(e) {
		return e = te(this, e), m(e) ? -1 : +!ee(e);
	};
	function h(e) {
		let t = e.g.length, n = [];
		for (let r = 0; r < t; r++) n[r] = ~e.g[r];
		return new o(n, ~e.h).add(f);
	}
	e.abs = function() {
		return m(this) ? h(this) : this;
	}, e.add = function(e) {
		let t = Math.max(this.g.length, e.g.length), n = [], r = 0;
		for (let i = 0; i <= t; i++) {
			let t = r + (this.i(i) & 65535) + (e.i(i) & 65535), a = (t >>> 16) + (this.i(i) >>> 16) + (e.i(i) >>> 16);
			r = a >>> 16, t &= 65535, a &= 65535, n[i] = a << 16 | t;
		}
		return new o(n, n[n.length - 1] & -2147483648 ? -1 : 0);
	};
	function te(e, t) {
		return e.add(h(t));
	}
	e.j = function(e) {
		if (ee(this) || ee(e)) return d;
		if (m(this)) return m(e) ? h(this).j(h(e)) : h(h(this).j(e));
		if (m(e)) return h(this.j(h(e)));
		if (this.l(p) < 0 && e.l(p) < 0) return l(this.m() * e.m());
		let t = this.g.length + e.g.length, n = [];
		for (var r = 0; r < 2 * t; r++) n[r] = 0;
		for (r = 0; r < this.g.length; r++) for (let t = 0; t < e.g.length; t++) {
			let i = this.i(r) >>> 16, a = this.i(r) & 65535, o = e.i(t) >>> 16, s = e.i(t) & 65535;
			n[2 * r + 2 * t] += a * s, ne(n, 2 * r + 2 * t), n[2 * r + 2 * t + 1] += i * s, ne(n, 2 * r + 2 * t + 1), n[2 * r + 2 * t + 1] += a * o, ne(n, 2 * r + 2 * t + 1), n[2 * r + 2 * t + 2] += i * o, ne(n, 2 * r + 2 * t + 2);
		}
		for (e = 0; e < t; e++) n[e] = n[2 * e + 1] << 16 | n[2 * e];
		for (e = t; e < 2 * t; e++) n[e] = 0;
		return new o(n, 0);
	};
	function ne(e, t) {
		for (; (e[t] & 65535) != e[t];) e[t + 1] += e[t] >>> 16, e[t] &= 65535, t++;
	}
	function re(e, t) {
		this.g = e, this.h = t;
	}
	function ie(e, t) {
		if (ee(t)) throw Error("division by zero");
		if (ee(e)) return new re(d, d);
		if (m(e)) return t = ie(h(e), t), new re(h(t.g), h(t.h));
		if (m(t)) return t = ie(e, h(t)), new re(h(t.g), t.h);
		if (e.g.length > 30) {
			if (m(e) || m(t)) throw Error("slowDivide_ only works with positive integers.");
			for (var n = f, r = t; r.l(e) <= 0;) n = ae(n), r = ae(r);
			var i = oe(n, 1), a = oe(r, 1);
			for (r = oe(r, 2), n = oe(n, 2); !ee(r);) {
				var o = a.add(r);
				o.l(e) <= 0 && (i = i.add(n), a = o), r = oe(r, 1), n = oe(n, 1);
			}
			return t = te(e, i.j(t)), new re(i, t);
		}
		for (i = d; e.l(t) >= 0;) {
			for (n = Math.max(1, Math.floor(e.m() / t.m())), r = Math.ceil(Math.log(n) / Math.LN2), r = r <= 48 ? 1 : 2 ** (r - 48), a = l(n), o = a.j(t); m(o) || o.l(e) > 0;) n -= r, a = l(n), o = a.j(t);
			ee(a) && (a = f), i = i.add(a), e = te(e, o);
		}
		return new re(i, e);
	}
	e.B = function(e) {
		return ie(this, e).h;
	}, e.and = function(e) {
		let t = Math.max(this.g.length, e.g.length), n = [];
		for (let r = 0; r < t; r++) n[r] = this.i(r) & e.i(r);
		return new o(n, this.h & e.h);
	}, e.or = function(e) {
		let t = Math.max(this.g.length, e.g.length), n = [];
		for (let r = 0; r < t; r++) n[r] = this.i(r) | e.i(r);
		return new o(n, this.h | e.h);
	}, e.xor = function(e) {
		let t = Math.max(this.g.length, e.g.length), n = [];
		for (let r = 0; r < t; r++) n[r] = this.i(r) ^ e.i(r);
		return new o(n, this.h ^ e.h);
	};
	function ae(e) {
		let t = e.g.length + 1, n = [];
		for (let r = 0; r < t; r++) n[r] = e.i(r) << 1 | e.i(r - 1) >>> 31;
		return new o(n, e.h);
	}
	function oe(e, t) {
		let n = t >> 5;
		t %= 32;
		let r = e.g.length - n, i = [];
		for (let a = 0; a < r; a++) i[a] = t > 0 ? e.i(a + n) >>> t | e.i(a + n + 1) << 32 - t : e.i(a + n);
		return new o(i, e.h);
	}
	r.prototype.digest = r.prototype.A, r.prototype.reset = r.prototype.u, r.prototype.update = r.prototype.v, sn = an.Md5 = r, o.prototype.add = o.prototype.add, o.prototype.multiply = o.prototype.j, o.prototype.modulo = o.prototype.B, o.prototype.compare = o.prototype.l, o.prototype.toNumber = o.prototype.m, o.prototype.toString = o.prototype.toString, o.prototype.getBits = o.prototype.i, o.fromNumber = l, o.fromString = u, on = an.Integer = o;
}).apply(rn === void 0 ? typeof self < "u" ? self : typeof window < "u" ? window : {} : rn);
// ../node_modules/@firebase/webchannel-wrapper/dist/webchannel-blob/esm/webchannel_blob_es2018.js
var cn = typeof globalThis < "u" ? globalThis : typeof window < "u" ? window : typeof global < "u" ? global : typeof self < "u" ? self : {}, ln = {}, un, dn, fn, pn, mn, hn, gn, _n;
(function() {
	var e, t = Object.defineProperty;
	function n(e) {
		e = [
			typeof globalThis == "object" && globalThis,
			e,
			typeof window == "object" && window,
			typeof self == "object" && self,
			typeof cn == "object" && cn
		];
		for (var t = 0; t < e.length; ++t) {
			var n = e[t];
			if (n && n.Math == Math) return n;
		}
		throw Error("Cannot find global object");
	}
	var r = n(this);
	function i(e, n) {
		if (n) a: {
			var i = r;
			e = e.split(".");
			for (var a = 0; a < e.length - 1; a++) {
				var o = e[a];
				if (!(o in i)) break a;
				i = i[o];
			}
			e = e[e.length - 1], a = i[e], n = n(a), n != a && n != null && t(i, e, {
				configurable: !0,
				writable: !0,
				value: n
			});
		}
	}
	i("Symbol.dispose", function(e) {
		return e || Symbol("Symbol.dispose");
	}), i("Array.prototype.values", function(e) {
		return e || function() {
			return this[Symbol.iterator]();
		};
	}), i("Object.entries", function(e) {
		return e || function(e) {
			var t = [], n;
			for (n in e) Object.prototype.hasOwnProperty.call(e, n) && t.push([n, e[n]]);
			return t;
		};
	});
	var a = a || {}, o = this || self;
	function s(e) {
		var t = typeof e;
		return t == "object" && e != null || t == "function";
	}
	function c(e, t, n) {
		return e.call.apply(e.bind, arguments);
	}
	function l(e, t, n) {
		return l = c, l.apply(null, arguments);
	}
	function u(e, t) {
		var n = Array.prototype.slice.call(arguments, 1);
		return function() {
			var t = n.slice();
			return t.push.apply(t, arguments), e.apply(this, t);
		};
	}
	function d(e, t) {
		function n() {}
		n.prototype = t.prototype, e.Z = t.prototype, e.prototype = new n(), e.prototype.constructor = e, e.Ob = function(e, n, r) {
			for (var i = Array(arguments.length - 2), a = 2; a < arguments.length; a++) i[a - 2] = arguments[a];
			return t.prototype[n].apply(e, i);
		};
	}
	var f = typeof AsyncContext < "u" && typeof AsyncContext.Snapshot == "function" ? (e) => e && AsyncContext.Snapshot.wrap(e) : (e) => e;
	function p(e) {
		let t = e.length;
		if (t > 0) {
			let n = Array(t);
			for (let r = 0; r < t; r++) n[r] = e[r];
			return n;
		}
		return [];
	}
	function ee(e, t) {
		for (let t = 1; t < arguments.length; t++) {
			let r = arguments[t];
			var n = typeof r;
			if (n = n == "object" ? r ? Array.isArray(r) ? "array" : n : "null" : n, n == "array" || n == "object" && typeof r.length == "number") {
				n = e.length || 0;
				let t = r.length || 0;
				e.length = n + t;
				for (let i = 0; i < t; i++) e[n + i] = r[i];
			} else e.push(r);
		}
	}
	class m {
		constructor(e, t) {
			this.i = e, this.j = t, this.h = 0, this.g = null;
		}
		get() {
			let e;
			return this.h > 0 ? (this.h--, e = this.g, this.g = e.next, e.next = null) : e = this.i(), e;
		}
	}
	function h(e) {
		o.setTimeout(() => {
			throw e;
		}, 0);
	}
	function te() {
		var e = se;
		let t = null;
		return e.g && (t = e.g, e.g = e.g.next, e.g || (e.h = null), t.next = null), t;
	}
	class ne {
		constructor() {
			this.h = this.g = null;
		}
		add(e, t) {
			let n = re.get();
			n.set(e, t), this.h ? this.h.next = n : this.g = n, this.h = n;
		}
	}
	var re = new m(() => new ie(), (e) => e.reset());
	class ie {
		constructor() {
			this.next = this.g = this.h = null;
		}
		set(e, t) {
			this.h = e, this.g = t, this.next = null;
		}
		reset() {
			this.next = this.g = this.h = null;
		}
	}
	let ae, oe = !1, se = new ne(), ce = () => {
		let e = Promise.resolve(void 0);
		ae = () => {
			e.then(le);
		};
	};
	function le() {
		for (var e; e = te();) {
			try {
				e.h.call(e.g);
			} catch (e) {
				h(e);
			}
			var t = re;
			t.j(e), t.h < 100 && (t.h++, e.next = t.g, t.g = e);
		}
		oe = !1;
	}
	function ue() {
		this.u = this.u, this.C = this.C;
	}
	ue.prototype.u = !1, ue.prototype.dispose = function() {
		this.u || (this.u = !0, this.N());
	}, ue.prototype[Symbol.dispose] = function() {
		this.dispose();
	}, ue.prototype.N = function() {
		if (this.C) for (; this.C.length;) this.C.shift()();
	};
	function g(e, t) {
		this.type = e, this.g = this.target = t, this.defaultPrevented = !1;
	}
	g.prototype.h = function() {
		this.defaultPrevented = !0;
	};
	var de = function() {
		if (!o.addEventListener || !Object.defineProperty) return !1;
		var e = !1, t = Object.defineProperty({}, "passive", { get: function() {
			e = !0;
		} });
		try {
			let e = () => {};
			o.addEventListener("test", e, t), o.removeEventListener("test", e, t);
		} catch {}
		return e;
	}();
	function _(e) {
		return /^[\s\xa0]*$/.test(e);
	}
	function fe(e, t) {
		g.call(this, e ? e.type : ""), this.relatedTarget = this.g = this.target = null, this.button = this.screenY = this.screenX = this.clientY = this.clientX = 0, this.key = "", this.metaKey = this.shiftKey = this.altKey = this.ctrlKey = !1, this.state = null, this.pointerId = 0, this.pointerType = "", this.i = null, e && this.init(e, t);
	}
	d(fe, g), fe.prototype.init = function(e, t) {
		let n = this.type = e.type, r = e.changedTouches && e.changedTouches.length ? e.changedTouches[0] : null;
		this.target = e.target || e.srcElement, this.g = t, t = e.relatedTarget, t || (n == "mouseover" ? t = e.fromElement : n == "mouseout" && (t = e.toElement)), this.relatedTarget = t, r ? (this.clientX = r.clientX === void 0 ? r.pageX : r.clientX, this.clientY = r.clientY === void 0 ? r.pageY : r.clientY, this.screenX = r.screenX || 0, this.screenY = r.screenY || 0) : (this.clientX = e.clientX === void 0 ? e.pageX : e.clientX, this.clientY = e.clientY === void 0 ? e.pageY : e.clientY, this.screenX = e.screenX || 0, this.screenY = e.screenY || 0), this.button = e.button, this.key = e.key || "", this.ctrlKey = e.ctrlKey, this.altKey = e.altKey, this.shiftKey = e.shiftKey, this.metaKey = e.metaKey, this.pointerId = e.pointerId || 0, this.pointerType = e.pointerType, this.state = e.state, this.i = e, e.defaultPrevented && fe.Z.h.call(this);
	}, fe.prototype.h = function() {
		fe.Z.h.call(this);
		let e = this.i;
		e.preventDefault ? e.preventDefault() : e.returnValue = !1;
	};
	var pe = "closure_listenable_" + (Math.random() * 1e6 | 0), me = 0;
	function he(e, t, n, r, i) {
		this.listener = e, this.proxy = null, this.src = t, this.type = n, this.capture = !!r, this.ha = i, this.key = ++me, this.da = this.fa = !1;
	}
	function ge(e) {
		e.da = !0, e.listener = null, e.proxy = null, e.src = null, e.ha = null;
	}
	function _e(e, t, n) {
		for (let r in e) t.call(n, e[r], r, e);
	}
	function ve(e, t) {
		for (let n in e) t.call(void 0, e[n], n, e);
	}
	function ye(e) {
		let t = {};
		for (let n in e) t[n] = e[n];
		return t;
	}
	let be = "constructor hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString toString valueOf".split(" ");
	function v(e, t) {
		let n, r;
		for (let t = 1; t < arguments.length; t++) {
			for (n in r = arguments[t], r) e[n] = r[n];
			for (let t = 0; t < be.length; t++) n = be[t], Object.prototype.hasOwnProperty.call(r, n) && (e[n] = r[n]);
		}
	}
	function xe(e) {
		this.src = e, this.g = {}, this.h = 0;
	}
	xe.prototype.add = function(e, t, n, r, i) {
		let a = e.toString();
		e = this.g[a], e || (e = this.g[a] = [], this.h++);
		let o = Ce(e, t, r, i);
		return o > -1 ? (t = e[o], n || (t.fa = !1)) : (t = new he(t, this.src, a, !!r, i), t.fa = n, e.push(t)), t;
	};
	function Se(e, t) {
		let n = t.type;
		if (n in e.g) {
			var r = e.g[n], i = Array.prototype.indexOf.call(r, t, void 0), a;
			(a = i >= 0) && Array.prototype.splice.call(r, i, 1), a && (ge(t), e.g[n].length == 0 && (delete e.g[n], e.h--));
		}
	}
	function Ce(e, t, n, r) {
		for (let i = 0; i < e.length; ++i) {
			let a = e[i];
			if (!a.da && a.listener == t && a.capture == !!n && a.ha == r) return i;
		}
		return -1;
	}
	var we = "closure_lm_" + (Math.random() * 1e6 | 0), Te = {};
	function Ee(e, t, n, r, i) {
		if (Array.isArray(t)) {
			for (let a = 0; a < t.length; a++) Ee(e, t[a], n, r, i);
			return null;
		}
		return n = Fe(n), e && e[pe] ? e.J(t, n, s(r) ? !!r.capture : !1, i) : De(e, t, n, !1, r, i);
	}
	function De(e, t, n, r, i, a) {
		if (!t) throw Error("Invalid event type");
		let o = s(i) ? !!i.capture : !!i, c = Ne(e);
		if (c || (e[we] = c = new xe(e)), n = c.add(t, n, r, o, a), n.proxy) return n;
		if (r = Oe(), n.proxy = r, r.src = e, r.listener = n, e.addEventListener) de || (i = o), i === void 0 && (i = !1), e.addEventListener(t.toString(), r, i);
		else if (e.attachEvent) e.attachEvent(je(t.toString()), r);
		else if (e.addListener && e.removeListener) e.addListener(r);
		else throw Error("addEventListener and attachEvent are unavailable.");
		return n;
	}
	function Oe() {
		function e(n) {
			return t.call(e.src, e.listener, n);
		}
		let t = Me;
		return e;
	}
	function ke(e, t, n, r, i) {
		if (Array.isArray(t)) for (var a = 0; a < t.length; a++) ke(e, t[a], n, r, i);
		else r = s(r) ? !!r.capture : !!r, n = Fe(n), e && e[pe] ? (e = e.i, a = String(t).toString(), a in e.g && (t = e.g[a], n = Ce(t, n, r, i), n > -1 && (ge(t[n]), Array.prototype.splice.call(t, n, 1), t.length == 0 && (delete e.g[a], e.h--)))) : (e &&= Ne(e)) && (t = e.g[t.toString()], e = -1, t && (e = Ce(t, n, r, i)), (n = e > -1 ? t[e] : null) && Ae(n));
	}
	function Ae(e) {
		if (typeof e != "number" && e && !e.da) {
			var t = e.src;
			if (t && t[pe]) Se(t.i, e);
			else {
				var n = e.type, r = e.proxy;
				t.removeEventListener ? t.removeEventListener(n, r, e.capture) : t.detachEvent ? t.detachEvent(je(n), r) : t.addListener && t.removeListener && t.removeListener(r), (n = Ne(t)) ? (Se(n, e), n.h == 0 && (n.src = null, t[we] = null)) : ge(e);
			}
		}
	}
	function je(e) {
		return e in Te ? Te[e] : Te[e] = "on" + e;
	}
	function Me(e, t) {
		if (e.da) e = !0;
		else {
			t = new fe(t, this);
			let n = e.listener, r = e.ha || e.src;
			e.fa && Ae(e), e = n.call(r, t);
		}
		return e;
	}
	function Ne(e) {
		return e = e[we], e instanceof xe ? e : null;
	}
	var Pe = "__closure_events_fn_" + (Math.random() * 1e9 >>> 0);
	function Fe(e) {
		return typeof e == "function" ? e : (e[Pe] || (e[Pe] = function(t) {
			return e.handleEvent(t);
		}), e[Pe]);
	}
	function y() {
		ue.call(this), this.i = new xe(this), this.M = this, this.G = null;
	}
	d(y, ue), y.prototype[pe] = !0, y.prototype.removeEventListener = function(e, t, n, r) {
		ke(this, e, t, n, r);
	};
	function Ie(e, t) {
		var n, r = e.G;
		if (r) for (n = []; r; r = r.G) n.push(r);
		if (e = e.M, r = t.type || t, typeof t == "string") t = new g(t, e);
		else if (t instanceof g) t.target = t.target || e;
		else {
			var i = t;
			t = new g(r, e), v(t, i);
		}
		i = !0;
		let a, o;
		if (n) for (o = n.length - 1; o >= 0; o--) a = t.g = n[o], i = Le(a, r, !0, t) && i;
		if (a = t.g = e, i = Le(a, r, !0, t) && i, i = Le(a, r, !1, t) && i, n) for (o = 0; o < n.length; o++) a = t.g = n[o], i = Le(a, r, !1, t) && i;
	}
	y.prototype.N = function() {
		if (y.Z.N.call(this), this.i) {
			var e = this.i;
			for (let t in e.g) {
				let n = e.g[t];
				for (let e = 0; e < n.length; e++) ge(n[e]);
				delete e.g[t], e.h--;
			}
		}
		this.G = null;
	}, y.prototype.J = function(e, t, n, r) {
		return this.i.add(String(e), t, !1, n, r);
	}, y.prototype.K = function(e, t, n, r) {
		return this.i.add(String(e), t, !0, n, r);
	};
	function Le(e, t, n, r) {
		if (t = e.i.g[String(t)], !t) return !0;
		t = t.concat();
		let i = !0;
		for (let a = 0; a < t.length; ++a) {
			let o = t[a];
			if (o && !o.da && o.capture == n) {
				let t = o.listener, n = o.ha || o.src;
				o.fa && Se(e.i, o), i = t.call(n, r) !== !1 && i;
			}
		}
		return i && !r.defaultPrevented;
	}
	function Re(e, t) {
		if (typeof e != "function") {
			if (e && typeof e.handleEvent == "function") e = l(e.handleEvent, e);
			else throw Error("Invalid listener argument");
		}
		return Number(t) > 2147483647 ? -1 : o.setTimeout(e, t || 0);
	}
	function ze(e) {
		e.g = Re(() => {
			e.g = null, e.i && (e.i = !1, ze(e));
		}, e.l);
		let t = e.h;
		e.h = null, e.m.apply(null, t);
	}
	class Be extends ue {
		constructor(e, t) {
			super(), this.m = e, this.l = t, this.h = null, this.i = !1, this.g = null;
		}
		j(e) {
			this.h = arguments, this.g ? this.i = !0 : ze(this);
		}
		N() {
			super.N(), this.g && (o.clearTimeout(this.g), this.g = null, this.i = !1, this.h = null);
		}
	}
	function Ve(e) {
		ue.call(this), this.h = e, this.g = {};
	}
	d(Ve, ue);
	var He = [];
	function Ue(e) {
		_e(e.g, function(e, t) {
			this.g.hasOwnProperty(t) && Ae(e);
		}, e), e.g = {};
	}
	Ve.prototype.N = function() {
		Ve.Z.N.call(this), Ue(this);
	}, Ve.prototype.handleEvent = function() {
		throw Error("EventHandler.handleEvent not implemented");
	};
	var We = o.JSON.stringify, Ge = o.JSON.parse, Ke = class {
		stringify(e) {
			return o.JSON.stringify(e, void 0);
		}
		parse(e) {
			return o.JSON.parse(e, void 0);
		}
	};
	function qe() {}
	function Je() {}
	var Ye = {
		OPEN: "a",
		hb: "b",
		ERROR: "c",
		tb: "d"
	};
	function Xe() {
		g.call(this, "d");
	}
	d(Xe, g);
	function Ze() {
		g.call(this, "c");
	}
	d(Ze, g);
	var Qe = {}, $e = null;
	function et() {
		return $e ||= new y();
	}
	Qe.Ia = "serverreachability";
	function tt(e) {
		g.call(this, Qe.Ia, e);
	}
	d(tt, g);
	function nt(e) {
		let t = et();
		Ie(t, new tt(t));
	}
	Qe.STAT_EVENT = "statevent";
	function rt(e, t) {
		g.call(this, Qe.STAT_EVENT, e), this.stat = t;
	}
	d(rt, g);
	function it(e) {
		let t = et();
		Ie(t, new rt(t, e));
	}
	Qe.Ja = "timingevent";
	function at(e, t) {
		g.call(this, Qe.Ja, e), this.size = t;
	}
	d(at, g);
	function ot(e, t) {
		if (typeof e != "function") throw Error("Fn must not be null and must be a function");
		return o.setTimeout(function() {
			e();
		}, t);
	}
	function st() {
		this.g = !0;
	}
	st.prototype.ua = function() {
		this.g = !1;
	};
	function ct(e, t, n, r, i, a) {
		e.info(function() {
			if (e.g) {
				if (a) {
					var o = "", s = a.split("&");
					for (let e = 0; e < s.length; e++) {
						var c = s[e].split("=");
						if (c.length > 1) {
							let e = c[0];
							c = c[1];
							let t = e.split("_");
							o = t.length >= 2 && t[1] == "type" ? o + (e + "=" + c + "&") : o + (e + "=redacted&");
						}
					}
				} else o = null;
			} else o = a;
			return "XMLHTTP REQ (" + r + ") [attempt " + i + "]: " + t + "\n" + n + "\n" + o;
		});
	}
	function lt(e, t, n, r, i, a, o) {
		e.info(function() {
			return "XMLHTTP RESP (" + r + ") [ attempt " + i + "]: " + t + "\n" + n + "\n" + a + " " + o;
		});
	}
	function ut(e, t, n, r) {
		e.info(function() {
			return "XMLHTTP TEXT (" + t + "): " + ft(e, n) + (r ? " " + r : "");
		});
	}
	function dt(e, t) {
		e.info(function() {
			return "TIMEOUT: " + t;
		});
	}
	st.prototype.info = function() {};
	function ft(e, t) {
		if (!e.g) return t;
		if (!t) return null;
		try {
			let a = JSON.parse(t);
			if (a) {
				for (e = 0; e < a.length; e++) if (Array.isArray(a[e])) {
					var n = a[e];
					if (!(n.length < 2)) {
						var r = n[1];
						if (Array.isArray(r) && !(r.length < 1)) {
							var i = r[0];
							if (i != "noop" && i != "stop" && i != "close") for (let e = 1; e < r.length; e++) r[e] = "";
						}
					}
				}
			}
			return We(a);
		} catch {
			return t;
		}
	}
	var pt = {
		NO_ERROR: 0,
		cb: 1,
		qb: 2,
		pb: 3,
		kb: 4,
		ob: 5,
		rb: 6,
		Ga: 7,
		TIMEOUT: 8,
		ub: 9
	}, mt = {
		ib: "complete",
		Fb: "success",
		ERROR: "error",
		Ga: "abort",
		xb: "ready",
		yb: "readystatechange",
		TIMEOUT: "timeout",
		sb: "incrementaldata",
		wb: "progress",
		lb: "downloadprogress",
		Nb: "uploadprogress"
	}, ht;
	function gt() {}
	d(gt, qe), gt.prototype.g = function() {
		return new XMLHttpRequest();
	}, ht = new gt();
	function _t(e) {
		return encodeURIComponent(String(e));
	}
	function vt(e) {
		var t = 1;
		e = e.split(":");
		let n = [];
		for (; t > 0 && e.length;) n.push(e.shift()), t--;
		return e.length && n.push(e.join(":")), n;
	}
	function yt(e, t, n, r) {
		this.j = e, this.i = t, this.l = n, this.S = r || 1, this.V = new Ve(this), this.H = 45e3, this.J = null, this.o = !1, this.u = this.B = this.A = this.M = this.F = this.T = this.D = null, this.G = [], this.g = null, this.C = 0, this.m = this.v = null, this.X = -1, this.K = !1, this.P = 0, this.O = null, this.W = this.L = this.U = this.R = !1, this.h = new bt();
	}
	function bt() {
		this.i = null, this.g = "", this.h = !1;
	}
	var xt = {}, St = {};
	function Ct(e, t, n) {
		e.M = 1, e.A = Yt(Gt(t)), e.u = n, e.R = !0, wt(e, null);
	}
	function wt(e, t) {
		e.F = Date.now(), Ot(e), e.B = Gt(e.A);
		var n = e.B, r = e.S;
		Array.isArray(r) || (r = [String(r)]), bn(n.i, "t", r), e.C = 0, n = e.j.L, e.h = new bt(), e.g = Zn(e.j, n ? t : null, !e.u), e.P > 0 && (e.O = new Be(l(e.Y, e, e.g), e.P)), t = e.V, n = e.g, r = e.ba;
		var i = "readystatechange";
		Array.isArray(i) || (i && (He[0] = i.toString()), i = He);
		for (let e = 0; e < i.length; e++) {
			let a = Ee(n, i[e], r || t.handleEvent, !1, t.h || t);
			if (!a) break;
			t.g[a.key] = a;
		}
		t = e.J ? ye(e.J) : {}, e.u ? (e.v ||= "POST", t["Content-Type"] = "application/x-www-form-urlencoded", e.g.ea(e.B, e.v, e.u, t)) : (e.v = "GET", e.g.ea(e.B, e.v, null, t)), nt(), ct(e.i, e.v, e.B, e.l, e.S, e.u);
	}
	yt.prototype.ba = function(e) {
		e = e.target;
		let t = this.O;
		t && Pn(e) == 3 ? t.j() : this.Y(e);
	}, yt.prototype.Y = function(e) {
		try {
			if (e == this.g) a: {
				let s = Pn(this.g), c = this.g.ya(), l = this.g.ca();
				if (!(s < 3) && (s != 3 || this.g && (this.h.h || this.g.la() || k(this.g)))) {
					this.K || s != 4 || c == 7 || nt(c == 8 || l <= 0 ? 3 : 2), At(this);
					var t = this.g.ca();
					this.X = t;
					var n = Tt(this);
					if (this.o = t == 200, lt(this.i, this.v, this.B, this.l, this.S, s, t), this.o) {
						if (this.U && !this.L) {
							b: {
								if (this.g) {
									var r, i = this.g;
									if ((r = i.g ? i.g.getResponseHeader("X-HTTP-Initial-Response") : null) && !_(r)) {
										var a = r;
										break b;
									}
								}
								a = null;
							}
							if (e = a) ut(this.i, this.l, e, "Initial handshake response via X-HTTP-Initial-Response"), this.L = !0, Nt(this, e);
							else {
								this.o = !1, this.m = 3, it(12), Mt(this), jt(this);
								break a;
							}
						}
						if (this.R) {
							e = !0;
							let t;
							for (; !this.K && this.C < n.length;) if (t = Dt(this, n), t == St) {
								s == 4 && (this.m = 4, it(14), e = !1), ut(this.i, this.l, null, "[Incomplete Response]");
								break;
							} else if (t == xt) {
								this.m = 4, it(15), ut(this.i, this.l, n, "[Invalid Chunk]"), e = !1;
								break;
							} else ut(this.i, this.l, t, null), Nt(this, t);
							if (Et(this) && this.C != 0 && (this.h.g = this.h.g.slice(this.C), this.C = 0), s != 4 || n.length != 0 || this.h.h || (this.m = 1, it(16), e = !1), this.o = this.o && e, !e) ut(this.i, this.l, n, "[Invalid Chunked Response]"), Mt(this), jt(this);
							else if (n.length > 0 && !this.W) {
								this.W = !0;
								var o = this.j;
								o.g == this && o.aa && !o.P && (o.j.info("Great, no buffering proxy detected. Bytes received: " + n.length), N(o), o.P = !0, it(11));
							}
						} else ut(this.i, this.l, n, null), Nt(this, n);
						s == 4 && Mt(this), this.o && !this.K && (s == 4 ? qn(this.j, this) : (this.o = !1, Ot(this)));
					} else Fn(this.g), t == 400 && n.indexOf("Unknown SID") > 0 ? (this.m = 3, it(12)) : (this.m = 0, it(13)), Mt(this), jt(this);
				}
			}
		} catch {}
	};
	function Tt(e) {
		if (!Et(e)) return e.g.la();
		let t = k(e.g);
		if (t === "") return "";
		let n = "", r = t.length, i = Pn(e.g) == 4;
		if (!e.h.i) {
			if (typeof TextDecoder > "u") return Mt(e), jt(e), "";
			e.h.i = new o.TextDecoder();
		}
		for (let a = 0; a < r; a++) e.h.h = !0, n += e.h.i.decode(t[a], { stream: !(i && a == r - 1) });
		return t.length = 0, e.h.g += n, e.C = 0, e.h.g;
	}
	function Et(e) {
		return e.g ? e.v == "GET" && e.M != 2 && e.j.Aa : !1;
	}
	function Dt(e, t) {
		var n = e.C, r = t.indexOf("\n", n);
		return r == -1 ? St : (n = Number(t.substring(n, r)), isNaN(n) ? xt : (r += 1, r + n > t.length ? St : (t = t.slice(r, r + n), e.C = r + n, t)));
	}
	yt.prototype.cancel = function() {
		this.K = !0, Mt(this);
	};
	function Ot(e) {
		e.T = Date.now() + e.H, kt(e, e.H);
	}
	function kt(e, t) {
		if (e.D != null) throw Error("WatchDog timer not null");
		e.D = ot(l(e.aa, e), t);
	}
	function At(e) {
		e.D &&= (o.clearTimeout(e.D), null);
	}
	yt.prototype.aa = function() {
		this.D = null;
		let e = Date.now();
		e - this.T >= 0 ? (dt(this.i, this.B), this.M != 2 && (nt(), it(17)), Mt(this), this.m = 2, jt(this)) : kt(this, this.T - e);
	};
	function jt(e) {
		e.j.I == 0 || e.K || qn(e.j, e);
	}
	function Mt(e) {
		At(e);
		var t = e.O;
		t && typeof t.dispose == "function" && t.dispose(), e.O = null, Ue(e.V), e.g && (t = e.g, e.g = null, t.abort(), t.dispose());
	}
	function Nt(e, t) {
		try {
			var n = e.j;
			if (n.I != 0 && (n.g == e || Rt(n.h, e))) {
				if (!e.L && Rt(n.h, e) && n.I == 3) {
					try {
						var r = n.Ba.g.parse(t);
					} catch {
						r = null;
					}
					if (Array.isArray(r) && r.length == 3) {
						var i = r;
						if (i[0] == 0) {
							a: if (!n.v) {
								if (n.g) {
									if (n.g.F + 3e3 < e.F) Kn(n), Ln(n);
									else break a;
								}
								Wn(n), it(18);
							}
						} else n.xa = i[1], 0 < n.xa - n.K && i[2] < 37500 && n.F && n.A == 0 && !n.C && (n.C = ot(l(n.Va, n), 6e3));
						Lt(n.h) <= 1 && n.ta && (n.ta = void 0);
					} else Yn(n, 11);
				} else if ((e.L || n.g == e) && Kn(n), !_(t)) for (i = n.Ba.g.parse(t), t = 0; t < i.length; t++) {
					let l = i[t], u = l[0];
					if (!(u <= n.K)) {
						if (n.K = u, l = l[1], n.I == 2) {
							if (l[0] == "c") {
								n.M = l[1], n.ba = l[2];
								let t = l[3];
								t != null && (n.ka = t, n.j.info("VER=" + n.ka));
								let i = l[4];
								i != null && (n.za = i, n.j.info("SVER=" + n.za));
								let u = l[5];
								u != null && typeof u == "number" && u > 0 && (r = 1.5 * u, n.O = r, n.j.info("backChannelRequestTimeoutMs_=" + r)), r = n;
								let d = e.g;
								if (d) {
									let e = d.g ? d.g.getResponseHeader("X-Client-Wire-Protocol") : null;
									if (e) {
										var a = r.h;
										a.g || e.indexOf("spdy") == -1 && e.indexOf("quic") == -1 && e.indexOf("h2") == -1 || (a.j = a.l, a.g = /* @__PURE__ */ new Set(), a.h &&= (zt(a, a.h), null));
									}
									if (r.G) {
										let e = d.g ? d.g.getResponseHeader("X-HTTP-Session-Id") : null;
										e && (r.wa = e, b(r.J, r.G, e));
									}
								}
								n.I = 3, n.l && n.l.ra(), n.aa && (n.T = Date.now() - e.F, n.j.info("Handshake RTT: " + n.T + "ms")), r = n;
								var o = e;
								if (r.na = P(r, r.L ? r.ba : null, r.W), o.L) {
									Bt(r.h, o);
									var s = o, c = r.O;
									c && (s.H = c), s.D && (At(s), Ot(s)), r.g = o;
								} else Un(r);
								n.i.length > 0 && Rn(n);
							} else l[0] != "stop" && l[0] != "close" || Yn(n, 7);
						} else n.I == 3 && (l[0] == "stop" || l[0] == "close" ? l[0] == "stop" ? Yn(n, 7) : In(n) : l[0] != "noop" && n.l && n.l.qa(l), n.A = 0);
					}
				}
			}
			nt(4);
		} catch {}
	}
	var Pt = class {
		constructor(e, t) {
			this.g = e, this.map = t;
		}
	};
	function Ft(e) {
		this.l = e || 10, o.PerformanceNavigationTiming ? (e = o.performance.getEntriesByType("navigation"), e = e.length > 0 && (e[0].nextHopProtocol == "hq" || e[0].nextHopProtocol == "h2")) : e = !!(o.chrome && o.chrome.loadTimes && o.chrome.loadTimes() && o.chrome.loadTimes().wasFetchedViaSpdy), this.j = e ? this.l : 1, this.g = null, this.j > 1 && (this.g = /* @__PURE__ */ new Set()), this.h = null, this.i = [];
	}
	function It(e) {
		return e.h ? !0 : e.g ? e.g.size >= e.j : !1;
	}
	function Lt(e) {
		return e.h ? 1 : e.g ? e.g.size : 0;
	}
	function Rt(e, t) {
		return e.h ? e.h == t : e.g ? e.g.has(t) : !1;
	}
	function zt(e, t) {
		e.g ? e.g.add(t) : e.h = t;
	}
	function Bt(e, t) {
		e.h && e.h == t ? e.h = null : e.g && e.g.has(t) && e.g.delete(t);
	}
	Ft.prototype.cancel = function() {
		if (this.i = Vt(this), this.h) this.h.cancel(), this.h = null;
		else if (this.g && this.g.size !== 0) {
			for (let e of this.g.values()) e.cancel();
			this.g.clear();
		}
	};
	function Vt(e) {
		if (e.h != null) return e.i.concat(e.h.G);
		if (e.g != null && e.g.size !== 0) {
			let t = e.i;
			for (let n of e.g.values()) t = t.concat(n.G);
			return t;
		}
		return p(e.i);
	}
	var Ht = RegExp("^(?:([^:/?#.]+):)?(?://(?:([^\\\\/?#]*)@)?([^\\\\/?#]*?)(?::([0-9]+))?(?=[\\\\/?#]|$))?([^?#]+)?(?:\\?([^#]*))?(?:#([\\s\\S]*))?$");
	function Ut(e, t) {
		if (e) {
			e = e.split("&");
			for (let n = 0; n < e.length; n++) {
				let r = e[n].indexOf("="), i, a = null;
				r >= 0 ? (i = e[n].substring(0, r), a = e[n].substring(r + 1)) : i = e[n], t(i, a ? decodeURIComponent(a.replace(/\+/g, " ")) : "");
			}
		}
	}
	function Wt(e) {
		this.g = this.o = this.j = "", this.u = null, this.m = this.h = "", this.l = !1;
		let t;
		e instanceof Wt ? (this.l = e.l, Kt(this, e.j), this.o = e.o, this.g = e.g, qt(this, e.u), this.h = e.h, Jt(this, xn(e.i)), this.m = e.m) : e && (t = String(e).match(Ht)) ? (this.l = !1, Kt(this, t[1] || "", !0), this.o = Xt(t[2] || ""), this.g = Xt(t[3] || "", !0), qt(this, t[4]), this.h = Xt(t[5] || "", !0), Jt(this, t[6] || "", !0), this.m = Xt(t[7] || "")) : (this.l = !1, this.i = new an(null, this.l));
	}
	Wt.prototype.toString = function() {
		let e = [];
		var t = this.j;
		t && e.push(Zt(t, $t, !0), ":");
		var n = this.g;
		return (n || t == "file") && (e.push("//"), (t = this.o) && e.push(Zt(t, $t, !0), "@"), e.push(_t(n).replace(/%25([0-9a-fA-F]{2})/g, "%$1")), n = this.u, n != null && e.push(":", String(n))), (n = this.h) && (this.g && n.charAt(0) != "/" && e.push("/"), e.push(Zt(n, n.charAt(0) == "/" ? tn : en, !0))), (n = this.i.toString()) && e.push("?", n), (n = this.m) && e.push("#", Zt(n, rn)), e.join("");
	}, Wt.prototype.resolve = function(e) {
		let t = Gt(this), n = !!e.j;
		n ? Kt(t, e.j) : n = !!e.o, n ? t.o = e.o : n = !!e.g, n ? t.g = e.g : n = e.u != null;
		var r = e.h;
		if (n) qt(t, e.u);
		else if (n = !!e.h) {
			if (r.charAt(0) != "/") {
				if (this.g && !this.h) r = "/" + r;
				else {
					var i = t.h.lastIndexOf("/");
					i != -1 && (r = t.h.slice(0, i + 1) + r);
				}
			}
			if (i = r, i == ".." || i == ".") r = "";
			else if (i.indexOf("./") != -1 || i.indexOf("/.") != -1) {
				r = i.lastIndexOf("/", 0) == 0, i = i.split("/");
				let e = [];
				for (let t = 0; t < i.length;) {
					let n = i[t++];
					n == "." ? r && t == i.length && e.push("") : n == ".." ? ((e.length > 1 || e.length == 1 && e[0] != "") && e.pop(), r && t == i.length && e.push("")) : (e.push(n), r = !0);
				}
				r = e.join("/");
			} else r = i;
		}
		return n ? t.h = r : n = e.i.toString() !== "", n ? Jt(t, xn(e.i)) : n = !!e.m, n && (t.m = e.m), t;
	};
	function Gt(e) {
		return new Wt(e);
	}
	function Kt(e, t, n) {
		e.j = n ? Xt(t, !0) : t, e.j &&= e.j.replace(/:$/, "");
	}
	function qt(e, t) {
		if (t) {
			if (t = Number(t), isNaN(t) || t < 0) throw Error("Bad port number " + t);
			e.u = t;
		} else e.u = null;
	}
	function Jt(e, t, n) {
		t instanceof an ? (e.i = t, Cn(e.i, e.l)) : (n || (t = Zt(t, nn)), e.i = new an(t, e.l));
	}
	function b(e, t, n) {
		e.i.set(t, n);
	}
	function Yt(e) {
		return b(e, "zx", Math.floor(Math.random() * 2147483648).toString(36) + Math.abs(Math.floor(Math.random() * 2147483648) ^ Date.now()).toString(36)), e;
	}
	function Xt(e, t) {
		return e ? t ? decodeURI(e.replace(/%25/g, "%2525")) : decodeURIComponent(e) : "";
	}
	function Zt(e, t, n) {
		return typeof e == "string" ? (e = encodeURI(e).replace(t, Qt), n && (e = e.replace(/%25([0-9a-fA-F]{2})/g, "%$1")), e) : null;
	}
	function Qt(e) {
		return e = e.charCodeAt(0), "%" + (e >> 4 & 15).toString(16) + (e & 15).toString(16);
	}
	var $t = /[#\/\?@]/g, en = /[#\?:]/g, tn = /[#\?]/g, nn = /[#\?@]/g, rn = /#/g;
	function an(e, t) {
		this.h = this.g = null, this.i = e || null, this.j = !!t;
	}
	function on(e) {
		e.g || (e.g = /* @__PURE__ */ new Map(), e.h = 0, e.i && Ut(e.i, function(t, n) {
			e.add(decodeURIComponent(t.replace(/\+/g, " ")), n);
		}));
	}
	e = an.prototype, e.add = function(e, t) {
		on(this), this.i = null, e = Sn(this, e);
		let n = this.g.get(e);
		return n || this.g.set(e, n = []), n.push(t), this.h += 1, this;
	};
	function sn(e, t) {
		on(e), t = Sn(e, t), e.g.has(t) && (e.i = null, e.h -= e.g.get(t).length, e.g.delete(t));
	}
	function vn(e, t) {
		return on(e), t = Sn(e, t), e.g.has(t);
	}
	e.forEach = function(e, t) {
		on(this), this.g.forEach(function(n, r) {
			n.forEach(function(n) {
				e.call(t, n, r, this);
			}, this);
		}, this);
	};
	function yn(e, t) {
		on(e);
		let n = [];
		if (typeof t == "string") vn(e, t) && (n = n.concat(e.g.get(Sn(e, t))));
		else for (e = Array.from(e.g.values()), t = 0; t < e.length; t++) n = n.concat(e[t]);
		return n;
	}
	e.set = function(e, t) {
		return on(this), this.i = null, e = Sn(this, e), vn(this, e) && (this.h -= this.g.get(e).length), this.g.set(e, [t]), this.h += 1, this;
	}, e.get = function(e, t) {
		return e ? (e = yn(this, e), e.length > 0 ? String(e[0]) : t) : t;
	};
	function bn(e, t, n) {
		sn(e, t), n.length > 0 && (e.i = null, e.g.set(Sn(e, t), p(n)), e.h += n.length);
	}
	e.toString = function() {
		if (this.i) return this.i;
		if (!this.g) return "";
		let e = [], t = Array.from(this.g.keys());
		for (let r = 0; r < t.length; r++) {
			var n = t[r];
			let i = _t(n);
			n = yn(this, n);
			for (let t = 0; t < n.length; t++) {
				let r = i;
				n[t] !== "" && (r += "=" + _t(n[t])), e.push(r);
			}
		}
		return this.i = e.join("&");
	};
	function xn(e) {
		let t = new an();
		return t.i = e.i, e.g && (t.g = new Map(e.g), t.h = e.h), t;
	}
	function Sn(e, t) {
		return t = String(t), e.j && (t = t.toLowerCase()), t;
	}
	function Cn(e, t) {
		t && !e.j && (on(e), e.i = null, e.g.forEach(function(e, t) {
			let n = t.toLowerCase();
			t != n && (sn(this, t), bn(this, n, e));
		}, e)), e.j = t;
	}
	function x(e, t) {
		let n = new st();
		if (o.Image) {
			let r = new Image();
			r.onload = u(S, n, "TestLoadImage: loaded", !0, t, r), r.onerror = u(S, n, "TestLoadImage: error", !1, t, r), r.onabort = u(S, n, "TestLoadImage: abort", !1, t, r), r.ontimeout = u(S, n, "TestLoadImage: timeout", !1, t, r), o.setTimeout(function() {
				r.ontimeout && r.ontimeout();
			}, 1e4), r.src = e;
		} else t(!1);
	}
	function wn(e, t) {
		let n = new st(), r = new AbortController(), i = setTimeout(() => {
			r.abort(), S(n, "TestPingServer: timeout", !1, t);
		}, 1e4);
		fetch(e, { signal: r.signal }).then((e) => {
			clearTimeout(i), e.ok ? S(n, "TestPingServer: ok", !0, t) : S(n, "TestPingServer: server error", !1, t);
		}).catch(() => {
			clearTimeout(i), S(n, "TestPingServer: error", !1, t);
		});
	}
	function S(e, t, n, r, i) {
		try {
			i && (i.onload = null, i.onerror = null, i.onabort = null, i.ontimeout = null), r(n);
		} catch {}
	}
	function Tn() {
		this.g = new Ke();
	}
	function C(e) {
		this.i = e.Sb || null, this.h = e.ab || !1;
	}
	d(C, qe), C.prototype.g = function() {
		return new En(this.i, this.h);
	};
	function En(e, t) {
		y.call(this), this.H = e, this.o = t, this.m = void 0, this.status = this.readyState = 0, this.responseType = this.responseText = this.response = this.statusText = "", this.onreadystatechange = null, this.A = new Headers(), this.h = null, this.F = "GET", this.D = "", this.g = !1, this.B = this.j = this.l = null, this.v = new AbortController();
	}
	d(En, y), e = En.prototype, e.open = function(e, t) {
		if (this.readyState != 0) throw this.abort(), Error("Error reopening a connection");
		this.F = e, this.D = t, this.readyState = 1, Dn(this);
	}, e.send = function(e) {
		if (this.readyState != 1) throw this.abort(), Error("need to call open() first. ");
		if (this.v.signal.aborted) throw this.abort(), Error("Request was aborted.");
		this.g = !0;
		let t = {
			headers: this.A,
			method: this.F,
			credentials: this.m,
			cache: void 0,
			signal: this.v.signal
		};
		e && (t.body = e), (this.H || o).fetch(new Request(this.D, t)).then(this.Pa.bind(this), this.ga.bind(this));
	}, e.abort = function() {
		this.response = this.responseText = "", this.A = new Headers(), this.status = 0, this.v.abort(), this.j && this.j.cancel("Request was aborted.").catch(() => {}), this.readyState >= 1 && this.g && this.readyState != 4 && (this.g = !1, T(this)), this.readyState = 0;
	}, e.Pa = function(e) {
		if (this.g && (this.l = e, this.h || (this.status = this.l.status, this.statusText = this.l.statusText, this.h = e.headers, this.readyState = 2, Dn(this)), this.g && (this.readyState = 3, Dn(this), this.g))) {
			if (this.responseType === "arraybuffer") e.arrayBuffer().then(this.Na.bind(this), this.ga.bind(this));
			else if (o.ReadableStream !== void 0 && "body" in e) {
				if (this.j = e.body.getReader(), this.o) {
					if (this.responseType) throw Error("responseType must be empty for \"streamBinaryChunks\" mode responses.");
					this.response = [];
				} else this.response = this.responseText = "", this.B = new TextDecoder();
				w(this);
			} else e.text().then(this.Oa.bind(this), this.ga.bind(this));
		}
	};
	function w(e) {
		e.j.read().then(e.Ma.bind(e)).catch(e.ga.bind(e));
	}
	e.Ma = function(e) {
		if (this.g) {
			if (this.o && e.value) this.response.push(e.value);
			else if (!this.o) {
				var t = e.value ? e.value : /* @__PURE__ */ new Uint8Array();
				(t = this.B.decode(t, { stream: !e.done })) && (this.response = this.responseText += t);
			}
			e.done ? T(this) : Dn(this), this.readyState == 3 && w(this);
		}
	}, e.Oa = function(e) {
		this.g && (this.response = this.responseText = e, T(this));
	}, e.Na = function(e) {
		this.g && (this.response = e, T(this));
	}, e.ga = function() {
		this.g && T(this);
	};
	function T(e) {
		e.readyState = 4, e.l = null, e.j = null, e.B = null, Dn(e);
	}
	e.setRequestHeader = function(e, t) {
		this.A.append(e, t);
	}, e.getResponseHeader = function(e) {
		return this.h && this.h.get(e.toLowerCase()) || "";
	}, e.getAllResponseHeaders = function() {
		if (!this.h) return "";
		let e = [], t = this.h.entries();
		for (var n = t.next(); !n.done;) n = n.value, e.push(n[0] + ": " + n[1]), n = t.next();
		return e.join("\r\n");
	};
	function Dn(e) {
		e.onreadystatechange && e.onreadystatechange.call(e);
	}
	Object.defineProperty(En.prototype, "withCredentials", {
		get: function() {
			return this.m === "include";
		},
		set: function(e) {
			this.m = e ? "include" : "same-origin";
		}
	});
	function On(e) {
		let t = "";
		return _e(e, function(e, n) {
			t += n, t += ":", t += e, t += "\r\n";
		}), t;
	}
	function E(e, t, n) {
		a: {
			for (r in n) {
				var r = !1;
				break a;
			}
			r = !0;
		}
		r || (n = On(n), typeof e == "string" || b(e, t, n));
	}
	function D(e) {
		y.call(this), this.headers = /* @__PURE__ */ new Map(), this.L = e || null, this.h = !1, this.g = null, this.D = "", this.o = 0, this.l = "", this.j = this.B = this.v = this.A = !1, this.m = null, this.F = "", this.H = !1;
	}
	d(D, y);
	var kn = /^https?$/i, An = ["POST", "PUT"];
	e = D.prototype, e.Fa = function(e) {
		this.H = e;
	}, e.ea = function(e, t, n, r) {
		if (this.g) throw Error("[goog.net.XhrIo] Object is active with another request=" + this.D + "; newUri=" + e);
		t = t ? t.toUpperCase() : "GET", this.D = e, this.l = "", this.o = 0, this.A = !1, this.h = !0, this.g = this.L ? this.L.g() : ht.g(), this.g.onreadystatechange = f(l(this.Ca, this));
		try {
			this.B = !0, this.g.open(t, String(e), !0), this.B = !1;
		} catch (e) {
			jn(this, e);
			return;
		}
		if (e = n || "", n = new Map(this.headers), r) {
			if (Object.getPrototypeOf(r) === Object.prototype) for (var i in r) n.set(i, r[i]);
			else if (typeof r.keys == "function" && typeof r.get == "function") for (let e of r.keys()) n.set(e, r.get(e));
			else throw Error("Unknown input type for opt_headers: " + String(r));
		}
		r = Array.from(n.keys()).find((e) => e.toLowerCase() == "content-type"), i = o.FormData && e instanceof o.FormData, !(Array.prototype.indexOf.call(An, t, void 0) >= 0) || r || i || n.set("Content-Type", "application/x-www-form-urlencoded;charset=utf-8");
		for (let [e, t] of n) this.g.setRequestHeader(e, t);
		this.F && (this.g.responseType = this.F), "withCredentials" in this.g && this.g.withCredentials !== this.H && (this.g.withCredentials = this.H);
		try {
			this.m &&= (clearTimeout(this.m), null), this.v = !0, this.g.send(e), this.v = !1;
		} catch (e) {
			jn(this, e);
		}
	};
	function jn(e, t) {
		e.h = !1, e.g && (e.j = !0, e.g.abort(), e.j = !1), e.l = t, e.o = 5, Mn(e), Nn(e);
	}
	function Mn(e) {
		e.A || (e.A = !0, Ie(e, "complete"), Ie(e, "error"));
	}
	e.abort = function(e) {
		this.g && this.h && (this.h = !1, this.j = !0, this.g.abort(), this.j = !1, this.o = e || 7, Ie(this, "complete"), Ie(this, "abort"), Nn(this));
	}, e.N = function() {
		this.g && (this.h && (this.h = !1, this.j = !0, this.g.abort(), this.j = !1), Nn(this, !0)), D.Z.N.call(this);
	}, e.Ca = function() {
		this.u || (this.B || this.v || this.j ? O(this) : this.Xa());
	}, e.Xa = function() {
		O(this);
	};
	function O(e) {
		if (e.h && a !== void 0) {
			if (e.v && Pn(e) == 4) setTimeout(e.Ca.bind(e), 0);
			else if (Ie(e, "readystatechange"), Pn(e) == 4) {
				e.h = !1;
				try {
					let a = e.ca();
					a: switch (a) {
						case 200:
						case 201:
						case 202:
						case 204:
						case 206:
						case 304:
						case 1223:
							var t = !0;
							break a;
						default: t = !1;
					}
					var n;
					if (!(n = t)) {
						var r;
						if (r = a === 0) {
							let t = String(e.D).match(Ht)[1] || null;
							!t && o.self && o.self.location && (t = o.self.location.protocol.slice(0, -1)), r = !kn.test(t ? t.toLowerCase() : "");
						}
						n = r;
					}
					if (n) Ie(e, "complete"), Ie(e, "success");
					else {
						e.o = 6;
						try {
							var i = Pn(e) > 2 ? e.g.statusText : "";
						} catch {
							i = "";
						}
						e.l = i + " [" + e.ca() + "]", Mn(e);
					}
				} finally {
					Nn(e);
				}
			}
		}
	}
	function Nn(e, t) {
		if (e.g) {
			e.m &&= (clearTimeout(e.m), null);
			let n = e.g;
			e.g = null, t || Ie(e, "ready");
			try {
				n.onreadystatechange = null;
			} catch {}
		}
	}
	e.isActive = function() {
		return !!this.g;
	};
	function Pn(e) {
		return e.g ? e.g.readyState : 0;
	}
	e.ca = function() {
		try {
			return Pn(this) > 2 ? this.g.status : -1;
		} catch {
			return -1;
		}
	}, e.la = function() {
		try {
			return this.g ? this.g.responseText : "";
		} catch {
			return "";
		}
	}, e.La = function(e) {
		if (this.g) {
			var t = this.g.responseText;
			return e && t.indexOf(e) == 0 && (t = t.substring(e.length)), Ge(t);
		}
	};
	function k(e) {
		try {
			if (!e.g) return null;
			if ("response" in e.g) return e.g.response;
			switch (e.F) {
				case "":
				case "text": return e.g.responseText;
				case "arraybuffer": if ("mozResponseArrayBuffer" in e.g) return e.g.mozResponseArrayBuffer;
			}
			return null;
		} catch {
			return null;
		}
	}
	function Fn(e) {
		let t = {};
		e = (e.g && Pn(e) >= 2 && e.g.getAllResponseHeaders() || "").split("\r\n");
		for (let r = 0; r < e.length; r++) {
			if (_(e[r])) continue;
			var n = vt(e[r]);
			let i = n[0];
			if (n = n[1], typeof n != "string") continue;
			n = n.trim();
			let a = t[i] || [];
			t[i] = a, a.push(n);
		}
		ve(t, function(e) {
			return e.join(", ");
		});
	}
	e.ya = function() {
		return this.o;
	}, e.Ha = function() {
		return typeof this.l == "string" ? this.l : String(this.l);
	};
	function A(e, t, n) {
		return n && n.internalChannelParams && n.internalChannelParams[e] || t;
	}
	function j(e) {
		this.za = 0, this.i = [], this.j = new st(), this.ba = this.na = this.J = this.W = this.g = this.wa = this.G = this.H = this.u = this.U = this.o = null, this.Ya = this.V = 0, this.Sa = A("failFast", !1, e), this.F = this.C = this.v = this.m = this.l = null, this.X = !0, this.xa = this.K = -1, this.Y = this.A = this.D = 0, this.Qa = A("baseRetryDelayMs", 5e3, e), this.Za = A("retryDelaySeedMs", 1e4, e), this.Ta = A("forwardChannelMaxRetries", 2, e), this.va = A("forwardChannelRequestTimeoutMs", 2e4, e), this.ma = e && e.xmlHttpFactory || void 0, this.Ua = e && e.Rb || void 0, this.Aa = e && e.useFetchStreams || !1, this.O = void 0, this.L = e && e.supportsCrossDomainXhr || !1, this.M = "", this.h = new Ft(e && e.concurrentRequestLimit), this.Ba = new Tn(), this.S = e && e.fastHandshake || !1, this.R = e && e.encodeInitMessageHeaders || !1, this.S && this.R && (this.R = !1), this.Ra = e && e.Pb || !1, e && e.ua && this.j.ua(), e && e.forceLongPolling && (this.X = !1), this.aa = !this.S && this.X && e && e.detectBufferingProxy || !1, this.ia = void 0, e && e.longPollingTimeout && e.longPollingTimeout > 0 && (this.ia = e.longPollingTimeout), this.ta = void 0, this.T = 0, this.P = !1, this.ja = this.B = null;
	}
	e = j.prototype, e.ka = 8, e.I = 1, e.connect = function(e, t, n, r) {
		it(0), this.W = e, this.H = t || {}, n && r !== void 0 && (this.H.OSID = n, this.H.OAID = r), this.F = this.X, this.J = P(this, null, this.W), Rn(this);
	};
	function In(e) {
		if (M(e), e.I == 3) {
			var t = e.V++, n = Gt(e.J);
			if (b(n, "SID", e.M), b(n, "RID", t), b(n, "TYPE", "terminate"), Vn(e, n), t = new yt(e, e.j, t), t.M = 2, t.A = Yt(Gt(n)), n = !1, o.navigator && o.navigator.sendBeacon) try {
				n = o.navigator.sendBeacon(t.A.toString(), "");
			} catch {}
			!n && o.Image && (new Image().src = t.A, n = !0), n || (t.g = Zn(t.j, null), t.g.ea(t.A)), t.F = Date.now(), Ot(t);
		}
		Xn(e);
	}
	function Ln(e) {
		e.g &&= (N(e), e.g.cancel(), null);
	}
	function M(e) {
		Ln(e), e.v &&= (o.clearTimeout(e.v), null), Kn(e), e.h.cancel(), e.m &&= (typeof e.m == "number" && o.clearTimeout(e.m), null);
	}
	function Rn(e) {
		if (!It(e.h) && !e.m) {
			e.m = !0;
			var t = e.Ea;
			ae || ce(), oe ||= (ae(), !0), se.add(t, e), e.D = 0;
		}
	}
	function zn(e, t) {
		return Lt(e.h) >= e.h.j - +!!e.m ? !1 : e.m ? (e.i = t.G.concat(e.i), !0) : e.I == 1 || e.I == 2 || e.D >= (e.Sa ? 0 : e.Ta) ? !1 : (e.m = ot(l(e.Ea, e, t), Jn(e, e.D)), e.D++, !0);
	}
	e.Ea = function(e) {
		if (this.m) {
			if (this.m = null, this.I == 1) {
				if (!e) {
					this.V = Math.floor(Math.random() * 1e5), e = this.V++;
					let i = new yt(this, this.j, e), a = this.o;
					if (this.U && (a ? (a = ye(a), v(a, this.U)) : a = this.U), this.u !== null || this.R || (i.J = a, a = null), this.S) a: {
						for (var t = 0, n = 0; n < this.i.length; n++) {
							b: {
								var r = this.i[n];
								if ("__data__" in r.map && (r = r.map.__data__, typeof r == "string")) {
									r = r.length;
									break b;
								}
								r = void 0;
							}
							if (r === void 0) break;
							if (t += r, t > 4096) {
								t = n;
								break a;
							}
							if (t === 4096 || n === this.i.length - 1) {
								t = n + 1;
								break a;
							}
						}
						t = 1e3;
					}
					else t = 1e3;
					t = Hn(this, i, t), n = Gt(this.J), b(n, "RID", e), b(n, "CVER", 22), this.G && b(n, "X-HTTP-Session-Id", this.G), Vn(this, n), a && (this.R ? t = "headers=" + _t(On(a)) + "&" + t : this.u && E(n, this.u, a)), zt(this.h, i), this.Ra && b(n, "TYPE", "init"), this.S ? (b(n, "$req", t), b(n, "SID", "null"), i.U = !0, Ct(i, n, null)) : Ct(i, n, t), this.I = 2;
				}
			} else this.I == 3 && (e ? Bn(this, e) : this.i.length == 0 || It(this.h) || Bn(this));
		}
	};
	function Bn(e, t) {
		var n = t ? t.l : e.V++;
		let r = Gt(e.J);
		b(r, "SID", e.M), b(r, "RID", n), b(r, "AID", e.K), Vn(e, r), e.u && e.o && E(r, e.u, e.o), n = new yt(e, e.j, n, e.D + 1), e.u === null && (n.J = e.o), t && (e.i = t.G.concat(e.i)), t = Hn(e, n, 1e3), n.H = Math.round(e.va * .5) + Math.round(e.va * .5 * Math.random()), zt(e.h, n), Ct(n, r, t);
	}
	function Vn(e, t) {
		e.H && _e(e.H, function(e, n) {
			b(t, n, e);
		}), e.l && _e({}, function(e, n) {
			b(t, n, e);
		});
	}
	function Hn(e, t, n) {
		n = Math.min(e.i.length, n);
		let r = e.l ? l(e.l.Ka, e.l, e) : null;
		a: {
			var i = e.i;
			let t = -1;
			for (;;) {
				let e = ["count=" + n];
				t == -1 ? n > 0 ? (t = i[0].g, e.push("ofs=" + t)) : t = 0 : e.push("ofs=" + t);
				let c = !0;
				for (let l = 0; l < n; l++) {
					var a = i[l].g;
					let n = i[l].map;
					if (a -= t, a < 0) t = Math.max(0, i[l].g - 100), c = !1;
					else try {
						a = "req" + a + "_" || "";
						try {
							var o = n instanceof Map ? n : Object.entries(n);
							for (let [t, n] of o) {
								let r = n;
								s(n) && (r = We(n)), e.push(a + t + "=" + encodeURIComponent(r));
							}
						} catch (t) {
							throw e.push(a + "type=_badmap"), t;
						}
					} catch {
						r && r(n);
					}
				}
				if (c) {
					o = e.join("&");
					break a;
				}
			}
			o = void 0;
		}
		return e = e.i.splice(0, n), t.G = e, o;
	}
	function Un(e) {
		if (!e.g && !e.v) {
			e.Y = 1;
			var t = e.Da;
			ae || ce(), oe ||= (ae(), !0), se.add(t, e), e.A = 0;
		}
	}
	function Wn(e) {
		return e.g || e.v || e.A >= 3 ? !1 : (e.Y++, e.v = ot(l(e.Da, e), Jn(e, e.A)), e.A++, !0);
	}
	e.Da = function() {
		if (this.v = null, Gn(this), this.aa && !(this.P || this.g == null || this.T <= 0)) {
			var e = 4 * this.T;
			this.j.info("BP detection timer enabled: " + e), this.B = ot(l(this.Wa, this), e);
		}
	}, e.Wa = function() {
		this.B && (this.B = null, this.j.info("BP detection timeout reached."), this.j.info("Buffering proxy detected and switch to long-polling!"), this.F = !1, this.P = !0, it(10), Ln(this), Gn(this));
	};
	function N(e) {
		e.B != null && (o.clearTimeout(e.B), e.B = null);
	}
	function Gn(e) {
		e.g = new yt(e, e.j, "rpc", e.Y), e.u === null && (e.g.J = e.o), e.g.P = 0;
		var t = Gt(e.na);
		b(t, "RID", "rpc"), b(t, "SID", e.M), b(t, "AID", e.K), b(t, "CI", e.F ? "0" : "1"), !e.F && e.ia && b(t, "TO", e.ia), b(t, "TYPE", "xmlhttp"), Vn(e, t), e.u && e.o && E(t, e.u, e.o), e.O && (e.g.H = e.O);
		var n = e.g;
		e = e.ba, n.M = 1, n.A = Yt(Gt(t)), n.u = null, n.R = !0, wt(n, e);
	}
	e.Va = function() {
		this.C != null && (this.C = null, Ln(this), Wn(this), it(19));
	};
	function Kn(e) {
		e.C != null && (o.clearTimeout(e.C), e.C = null);
	}
	function qn(e, t) {
		var n = null;
		if (e.g == t) {
			Kn(e), N(e), e.g = null;
			var r = 2;
		} else if (Rt(e.h, t)) n = t.G, Bt(e.h, t), r = 1;
		else return;
		if (e.I != 0) {
			if (t.o) {
				if (r == 1) {
					n = t.u ? t.u.length : 0, t = Date.now() - t.F;
					var i = e.D;
					r = et(), Ie(r, new at(r, n)), Rn(e);
				} else Un(e);
			} else if (i = t.m, i == 3 || i == 0 && t.X > 0 || !(r == 1 && zn(e, t) || r == 2 && Wn(e))) switch (n && n.length > 0 && (t = e.h, t.i = t.i.concat(n)), i) {
				case 1:
					Yn(e, 5);
					break;
				case 4:
					Yn(e, 10);
					break;
				case 3:
					Yn(e, 6);
					break;
				default: Yn(e, 2);
			}
		}
	}
	function Jn(e, t) {
		let n = e.Qa + Math.floor(Math.random() * e.Za);
		return e.isActive() || (n *= 2), n * t;
	}
	function Yn(e, t) {
		if (e.j.info("Error code " + t), t == 2) {
			var n = l(e.bb, e), r = e.Ua;
			let t = !r;
			r = new Wt(r || "//www.google.com/images/cleardot.gif"), o.location && o.location.protocol == "http" || Kt(r, "https"), Yt(r), t ? x(r.toString(), n) : wn(r.toString(), n);
		} else it(2);
		e.I = 0, e.l && e.l.pa(t), Xn(e), M(e);
	}
	e.bb = function(e) {
		e ? (this.j.info("Successfully pinged google.com"), it(2)) : (this.j.info("Failed to ping google.com"), it(1));
	};
	function Xn(e) {
		if (e.I = 0, e.ja = [], e.l) {
			let t = Vt(e.h);
			(t.length != 0 || e.i.length != 0) && (ee(e.ja, t), ee(e.ja, e.i), e.h.i.length = 0, p(e.i), e.i.length = 0), e.l.oa();
		}
	}
	function P(e, t, n) {
		var r = n instanceof Wt ? Gt(n) : new Wt(n);
		if (r.g != "") t && (r.g = t + "." + r.g), qt(r, r.u);
		else {
			var i = o.location;
			r = i.protocol, t = t ? t + "." + i.hostname : i.hostname, i = +i.port;
			let e = new Wt(null);
			r && Kt(e, r), t && (e.g = t), i && qt(e, i), n && (e.h = n), r = e;
		}
		return n = e.G, t = e.wa, n && t && b(r, n, t), b(r, "VER", e.ka), Vn(e, r), r;
	}
	function Zn(e, t, n) {
		if (t && !e.L) throw Error("Can't create secondary domain capable XhrIo object.");
		return t = e.Aa && !e.ma ? new D(new C({ ab: n })) : new D(e.ma), t.Fa(e.L), t;
	}
	e.isActive = function() {
		return !!this.l && this.l.isActive(this);
	};
	function F() {}
	e = F.prototype, e.ra = function() {}, e.qa = function() {}, e.pa = function() {}, e.oa = function() {}, e.isActive = function() {
		return !0;
	}, e.Ka = function() {};
	function Qn() {}
	Qn.prototype.g = function(e, t) {
		return new $n(e, t);
	};
	function $n(e, t) {
		y.call(this), this.g = new j(t), this.l = e, this.h = t && t.messageUrlParams || null, e = t && t.messageHeaders || null, t && t.clientProtocolHeaderRequired && (e ? e["X-Client-Protocol"] = "webchannel" : e = { "X-Client-Protocol": "webchannel" }), this.g.o = e, e = t && t.initMessageHeaders || null, t && t.messageContentType && (e ? e["X-WebChannel-Content-Type"] = t.messageContentType : e = { "X-WebChannel-Content-Type": t.messageContentType }), t && t.sa && (e ? e["X-WebChannel-Client-Profile"] = t.sa : e = { "X-WebChannel-Client-Profile": t.sa }), this.g.U = e, (e = t && t.Qb) && !_(e) && (this.g.u = e), this.A = t && t.supportsCrossDomainXhr || !1, this.v = t && t.sendRawJson || !1, (t &&= t.httpSessionIdParam) && !_(t) && (this.g.G = t, e = this.h, e !== null && t in e && (e = this.h, t in e && delete e[t])), this.j = new tr(this);
	}
	d($n, y), $n.prototype.m = function() {
		this.g.l = this.j, this.A && (this.g.L = !0), this.g.connect(this.l, this.h || void 0);
	}, $n.prototype.close = function() {
		In(this.g);
	}, $n.prototype.o = function(e) {
		var t = this.g;
		if (typeof e == "string") {
			var n = {};
			n.__data__ = e, e = n;
		} else this.v && (n = {}, n.__data__ = We(e), e = n);
		t.i.push(new Pt(t.Ya++, e)), t.I == 3 && Rn(t);
	}, $n.prototype.N = function() {
		this.g.l = null, delete this.j, In(this.g), delete this.g, $n.Z.N.call(this);
	};
	function er(e) {
		Xe.call(this), e.__headers__ && (this.headers = e.__headers__, this.statusCode = e.__status__, delete e.__headers__, delete e.__status__);
		var t = e.__sm__;
		if (t) {
			a: {
				for (let n in t) {
					e = n;
					break a;
				}
				e = void 0;
			}
			(this.i = e) && (e = this.i, t = t !== null && e in t ? t[e] : void 0), this.data = t;
		} else this.data = e;
	}
	d(er, Xe);
	function I() {
		Ze.call(this), this.status = 1;
	}
	d(I, Ze);
	function tr(e) {
		this.g = e;
	}
	d(tr, F), tr.prototype.ra = function() {
		Ie(this.g, "a");
	}, tr.prototype.qa = function(e) {
		Ie(this.g, new er(e));
	}, tr.prototype.pa = function(e) {
		Ie(this.g, new I());
	}, tr.prototype.oa = function() {
		Ie(this.g, "b");
	}, Qn.prototype.createWebChannel = Qn.prototype.g, $n.prototype.send = $n.prototype.o, $n.prototype.open = $n.prototype.m, $n.prototype.close = $n.prototype.close, _n = ln.createWebChannelTransport = function() {
		return new Qn();
	}, gn = ln.getStatEventTarget = function() {
		return et();
	}, hn = ln.Event = Qe, mn = ln.Stat = {
		jb: 0,
		mb: 1,
		nb: 2,
		Hb: 3,
		Mb: 4,
		Jb: 5,
		Kb: 6,
		Ib: 7,
		Gb: 8,
		Lb: 9,
		PROXY: 10,
		NOPROXY: 11,
		Eb: 12,
		Ab: 13,
		Bb: 14,
		zb: 15,
		Cb: 16,
		Db: 17,
		fb: 18,
		eb: 19,
		gb: 20
	}, pt.NO_ERROR = 0, pt.TIMEOUT = 8, pt.HTTP_ERROR = 6, pn = ln.ErrorCode = pt, mt.COMPLETE = "complete", fn = ln.EventType = mt, Je.EventType = Ye, Ye.OPEN = "a", Ye.CLOSE = "b", Ye.ERROR = "c", Ye.MESSAGE = "d", y.prototype.listen = y.prototype.J, dn = ln.WebChannel = Je, D.prototype.listenOnce = D.prototype.K, D.prototype.getLastError = D.prototype.Ha, D.prototype.getLastErrorCode = D.prototype.ya, D.prototype.getStatus = D.prototype.ca, D.prototype.getResponseJson = D.prototype.La, D.prototype.getResponseText = D.prototype.la, D.prototype.send = D.prototype.ea, D.prototype.setWithCredentials = D.prototype.Fa, un = ln.XhrIo = D;
}).apply(cn === void 0 ? typeof self < "u" ? self : typeof window < "u" ? window : {} : cn);
// ../web/src/backend/firebase/no-regex-pipelines.ts
var vn = { compile(e) {
	throw Error(`regular expressions are not bundled (pattern ${e}): see web/src/backend/firebase/no-regex-pipelines.ts`);
} }, yn = class {
	constructor(e, t, n) {
		this.alias = e, this.aggregateType = t, this.fieldPath = n;
	}
}, bn = "12.19.0";
function xn(e) {
	bn = e;
}
var Sn = new Te("@firebase/firestore");
function Cn() {
	return Sn.logLevel;
}
function x(e, ...t) {
	if (Sn.logLevel <= v.DEBUG) {
		let n = t.map(Tn);
		Sn.debug(`Firestore (${bn}): ${e}`, ...n);
	}
}
function wn(e, ...t) {
	if (Sn.logLevel <= v.ERROR) {
		let n = t.map(Tn);
		Sn.error(`Firestore (${bn}): ${e}`, ...n);
	}
}
function S(e, ...t) {
	if (Sn.logLevel <= v.WARN) {
		let n = t.map(Tn);
		Sn.warn(`Firestore (${bn}): ${e}`, ...n);
	}
}
function Tn(e) {
	if (typeof e == "string") return e;
	try {
		return function(e) {
			return JSON.stringify(e);
		}(e);
	} catch {
		return e;
	}
}
function C(e, t, n) {
	let r = "Unexpected state";
	typeof t == "string" ? r = t : n = t, En(e, r, n);
}
function En(e, t, n) {
	let r = `FIRESTORE (${bn}) INTERNAL ASSERTION FAILED: ${t} (ID: ${e.toString(16)})`;
	if (n !== void 0) try {
		r += " CONTEXT: " + JSON.stringify(n);
	} catch {
		r += " CONTEXT: " + n;
	}
	throw wn(r), Error(r);
}
function w(e, t, n, r) {
	let i = "Unexpected state";
	typeof n == "string" ? i = n : r = n, e || En(t, i, r);
}
function T(e, t) {
	return e;
}
function Dn(e) {
	let t = typeof self < "u" && (self.crypto || self.msCrypto), n = new Uint8Array(e);
	if (t && typeof t.getRandomValues == "function") t.getRandomValues(n);
	else for (let t = 0; t < e; t++) n[t] = Math.floor(256 * Math.random());
	return n;
}
var On = class {
	static newId() {
		let e = "";
		for (; e.length < 20;) {
			let t = Dn(40);
			for (let n = 0; n < t.length; ++n) e.length < 20 && t[n] < 248 && (e += "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".charAt(t[n] % 62));
		}
		return e;
	}
};
function E(e, t) {
	return e < t ? -1 : +(e > t);
}
function D(e, t) {
	let n = Math.min(e.length, t.length);
	for (let r = 0; r < n; r++) {
		let n = e.charAt(r), i = t.charAt(r);
		if (n !== i) return jn(n) === jn(i) ? E(n, i) : jn(n) ? 1 : -1;
	}
	return E(e.length, t.length);
}
var kn = 55296, An = 57343;
function jn(e) {
	let t = e.charCodeAt(0);
	return t >= kn && t <= An;
}
function Mn(e, t, n) {
	return e.length === t.length && e.every(((e, r) => n(e, t[r])));
}
var O = class e {
	constructor(e, t) {
		this.comparator = e, this.root = t || Pn.EMPTY;
	}
	insert(t, n) {
		return new e(this.comparator, this.root.insert(t, n, this.comparator).copy(null, null, Pn.BLACK, null, null));
	}
	remove(t) {
		return new e(this.comparator, this.root.remove(t, this.comparator).copy(null, null, Pn.BLACK, null, null));
	}
	get(e) {
		let t = this.root;
		for (; !t.isEmpty();) {
			let n = this.comparator(e, t.key);
			if (n === 0) return t.value;
			n < 0 ? t = t.left : n > 0 && (t = t.right);
		}
		return null;
	}
	indexOf(e) {
		let t = 0, n = this.root;
		for (; !n.isEmpty();) {
			let r = this.comparator(e, n.key);
			if (r === 0) return t + n.left.size;
			r < 0 ? n = n.left : (t += n.left.size + 1, n = n.right);
		}
		return -1;
	}
	isEmpty() {
		return this.root.isEmpty();
	}
	get size() {
		return this.root.size;
	}
	minKey() {
		return this.root.minKey();
	}
	maxKey() {
		return this.root.maxKey();
	}
	inorderTraversal(e) {
		return this.root.inorderTraversal(e);
	}
	forEach(e) {
		this.inorderTraversal(((t, n) => (e(t, n), !1)));
	}
	toString() {
		let e = [];
		return this.inorderTraversal(((t, n) => (e.push(`${t}:${n}`), !1))), `{${e.join(", ")}}`;
	}
	reverseTraversal(e) {
		return this.root.reverseTraversal(e);
	}
	getIterator() {
		return new Nn(this.root, null, this.comparator, !1);
	}
	getIteratorFrom(e) {
		return new Nn(this.root, e, this.comparator, !1);
	}
	getReverseIterator() {
		return new Nn(this.root, null, this.comparator, !0);
	}
	getReverseIteratorFrom(e) {
		return new Nn(this.root, e, this.comparator, !0);
	}
}, Nn = class {
	constructor(e, t, n, r) {
		this.isReverse = r, this.nodeStack = [];
		let i = 1;
		for (; !e.isEmpty();) if (i = t ? n(e.key, t) : 1, t && r && (i *= -1), i < 0) e = this.isReverse ? e.left : e.right;
		else {
			if (i === 0) {
				this.nodeStack.push(e);
				break;
			}
			this.nodeStack.push(e), e = this.isReverse ? e.right : e.left;
		}
	}
	getNext() {
		let e = this.nodeStack.pop(), t = {
			key: e.key,
			value: e.value
		};
		if (this.isReverse) for (e = e.left; !e.isEmpty();) this.nodeStack.push(e), e = e.right;
		else for (e = e.right; !e.isEmpty();) this.nodeStack.push(e), e = e.left;
		return t;
	}
	hasNext() {
		return this.nodeStack.length > 0;
	}
	peek() {
		if (this.nodeStack.length === 0) return null;
		let e = this.nodeStack[this.nodeStack.length - 1];
		return {
			key: e.key,
			value: e.value
		};
	}
}, Pn = class e {
	constructor(t, n, r, i, a) {
		this.key = t, this.value = n, this.color = r ?? e.RED, this.left = i ?? e.EMPTY, this.right = a ?? e.EMPTY, this.size = this.left.size + 1 + this.right.size;
	}
	copy(t, n, r, i, a) {
		return new e(t ?? this.key, n ?? this.value, r ?? this.color, i ?? this.left, a ?? this.right);
	}
	isEmpty() {
		return !1;
	}
	inorderTraversal(e) {
		return this.left.inorderTraversal(e) || e(this.key, this.value) || this.right.inorderTraversal(e);
	}
	reverseTraversal(e) {
		return this.right.reverseTraversal(e) || e(this.key, this.value) || this.left.reverseTraversal(e);
	}
	min() {
		return this.left.isEmpty() ? this : this.left.min();
	}
	minKey() {
		return this.min().key;
	}
	maxKey() {
		return this.right.isEmpty() ? this.key : this.right.maxKey();
	}
	insert(e, t, n) {
		let r = this, i = n(e, r.key);
		return r = i < 0 ? r.copy(null, null, null, r.left.insert(e, t, n), null) : i === 0 ? r.copy(null, t, null, null, null) : r.copy(null, null, null, null, r.right.insert(e, t, n)), r.fixUp();
	}
	removeMin() {
		if (this.left.isEmpty()) return e.EMPTY;
		let t = this;
		return t.left.isRed() || t.left.left.isRed() || (t = t.moveRedLeft()), t = t.copy(null, null, null, t.left.removeMin(), null), t.fixUp();
	}
	remove(t, n) {
		let r, i = this;
		if (n(t, i.key) < 0) i.left.isEmpty() || i.left.isRed() || i.left.left.isRed() || (i = i.moveRedLeft()), i = i.copy(null, null, null, i.left.remove(t, n), null);
		else {
			if (i.left.isRed() && (i = i.rotateRight()), i.right.isEmpty() || i.right.isRed() || i.right.left.isRed() || (i = i.moveRedRight()), n(t, i.key) === 0) {
				if (i.right.isEmpty()) return e.EMPTY;
				r = i.right.min(), i = i.copy(r.key, r.value, null, null, i.right.removeMin());
			}
			i = i.copy(null, null, null, null, i.right.remove(t, n));
		}
		return i.fixUp();
	}
	isRed() {
		return this.color;
	}
	fixUp() {
		let e = this;
		return e.right.isRed() && !e.left.isRed() && (e = e.rotateLeft()), e.left.isRed() && e.left.left.isRed() && (e = e.rotateRight()), e.left.isRed() && e.right.isRed() && (e = e.colorFlip()), e;
	}
	moveRedLeft() {
		let e = this.colorFlip();
		return e.right.left.isRed() && (e = e.copy(null, null, null, null, e.right.rotateRight()), e = e.rotateLeft(), e = e.colorFlip()), e;
	}
	moveRedRight() {
		let e = this.colorFlip();
		return e.left.left.isRed() && (e = e.rotateRight(), e = e.colorFlip()), e;
	}
	rotateLeft() {
		let t = this.copy(null, null, e.RED, null, this.right.left);
		return this.right.copy(null, null, this.color, t, null);
	}
	rotateRight() {
		let t = this.copy(null, null, e.RED, this.left.right, null);
		return this.left.copy(null, null, this.color, null, t);
	}
	colorFlip() {
		let e = this.left.copy(null, null, !this.left.color, null, null), t = this.right.copy(null, null, !this.right.color, null, null);
		return this.copy(null, null, !this.color, e, t);
	}
	checkMaxDepth() {
		return 2 ** this.check() <= this.size + 1;
	}
	check() {
		if (this.isRed() && this.left.isRed()) throw C(43730, {
			key: this.key,
			value: this.value
		});
		if (this.right.isRed()) throw C(14113, {
			key: this.key,
			value: this.value
		});
		let e = this.left.check();
		if (e !== this.right.check()) throw C(27949);
		return e + +!this.isRed();
	}
};
Pn.EMPTY = null, Pn.RED = !0, Pn.BLACK = !1, Pn.EMPTY = new class {
	constructor() {
		this.size = 0;
	}
	get key() {
		throw C(57766);
	}
	get value() {
		throw C(16141);
	}
	get color() {
		throw C(16727);
	}
	get left() {
		throw C(29726);
	}
	get right() {
		throw C(36894);
	}
	copy(e, t, n, r, i) {
		return this;
	}
	insert(e, t, n) {
		return new Pn(e, t);
	}
	remove(e, t) {
		return this;
	}
	isEmpty() {
		return !0;
	}
	inorderTraversal(e) {
		return !1;
	}
	reverseTraversal(e) {
		return !1;
	}
	minKey() {
		return null;
	}
	maxKey() {
		return null;
	}
	isRed() {
		return !1;
	}
	checkMaxDepth() {
		return !0;
	}
	check() {
		return 0;
	}
}();
var k = class e {
	constructor(e) {
		this.comparator = e, this.data = new O(this.comparator);
	}
	has(e) {
		return this.data.get(e) !== null;
	}
	first() {
		return this.data.minKey();
	}
	last() {
		return this.data.maxKey();
	}
	get size() {
		return this.data.size;
	}
	indexOf(e) {
		return this.data.indexOf(e);
	}
	forEach(e) {
		this.data.inorderTraversal(((t, n) => (e(t), !1)));
	}
	forEachInRange(e, t) {
		let n = this.data.getIteratorFrom(e[0]);
		for (; n.hasNext();) {
			let r = n.getNext();
			if (this.comparator(r.key, e[1]) >= 0) return;
			t(r.key);
		}
	}
	forEachWhile(e, t) {
		let n;
		for (n = t === void 0 ? this.data.getIterator() : this.data.getIteratorFrom(t); n.hasNext();) if (!e(n.getNext().key)) return;
	}
	firstAfterOrEqual(e) {
		let t = this.data.getIteratorFrom(e);
		return t.hasNext() ? t.getNext().key : null;
	}
	getIterator() {
		return new Fn(this.data.getIterator());
	}
	getIteratorFrom(e) {
		return new Fn(this.data.getIteratorFrom(e));
	}
	add(e) {
		return this.copy(this.data.remove(e).insert(e, !0));
	}
	delete(e) {
		return this.has(e) ? this.copy(this.data.remove(e)) : this;
	}
	isEmpty() {
		return this.data.isEmpty();
	}
	unionWith(e) {
		let t = this;
		return t.size < e.size && (t = e, e = this), e.forEach(((e) => {
			t = t.add(e);
		})), t;
	}
	isEqual(t) {
		if (!(t instanceof e) || this.size !== t.size) return !1;
		let n = this.data.getIterator(), r = t.data.getIterator();
		for (; n.hasNext();) {
			let e = n.getNext().key, t = r.getNext().key;
			if (this.comparator(e, t) !== 0) return !1;
		}
		return !0;
	}
	toArray() {
		let e = [];
		return this.forEach(((t) => {
			e.push(t);
		})), e;
	}
	toString() {
		let e = [];
		return this.forEach(((t) => e.push(t))), "SortedSet(" + e.toString() + ")";
	}
	copy(t) {
		let n = new e(this.comparator);
		return n.data = t, n;
	}
}, Fn = class {
	constructor(e) {
		this.iter = e;
	}
	getNext() {
		return this.iter.getNext().key;
	}
	hasNext() {
		return this.iter.hasNext();
	}
}, A = {
	OK: "ok",
	CANCELLED: "cancelled",
	UNKNOWN: "unknown",
	INVALID_ARGUMENT: "invalid-argument",
	DEADLINE_EXCEEDED: "deadline-exceeded",
	NOT_FOUND: "not-found",
	ALREADY_EXISTS: "already-exists",
	PERMISSION_DENIED: "permission-denied",
	UNAUTHENTICATED: "unauthenticated",
	RESOURCE_EXHAUSTED: "resource-exhausted",
	FAILED_PRECONDITION: "failed-precondition",
	ABORTED: "aborted",
	OUT_OF_RANGE: "out-of-range",
	UNIMPLEMENTED: "unimplemented",
	INTERNAL: "internal",
	UNAVAILABLE: "unavailable",
	DATA_LOSS: "data-loss"
}, j = class extends ce {
	constructor(e, t) {
		super(e, t), this.code = e, this.message = t, this.toString = () => `${this.name}: [code=${this.code}]: ${this.message}`;
	}
}, In = "__name__", Ln = class e {
	constructor(e, t, n) {
		t === void 0 ? t = 0 : t > e.length && C(637, {
			offset: t,
			range: e.length
		}), n === void 0 ? n = e.length - t : n > e.length - t && C(1746, {
			length: n,
			range: e.length - t
		}), this.segments = e, this.offset = t, this.len = n;
	}
	get length() {
		return this.len;
	}
	isEqual(t) {
		return e.comparator(this, t) === 0;
	}
	child(t) {
		let n = this.segments.slice(this.offset, this.limit());
		return t instanceof e ? t.forEach(((e) => {
			n.push(e);
		})) : n.push(t), this.construct(n);
	}
	limit() {
		return this.offset + this.length;
	}
	popFirst(e) {
		return e = e === void 0 ? 1 : e, this.construct(this.segments, this.offset + e, this.length - e);
	}
	popLast() {
		return this.construct(this.segments, this.offset, this.length - 1);
	}
	firstSegment() {
		return this.segments[this.offset];
	}
	lastSegment() {
		return this.get(this.length - 1);
	}
	get(e) {
		return this.segments[this.offset + e];
	}
	isEmpty() {
		return this.length === 0;
	}
	isPrefixOf(e) {
		if (e.length < this.length) return !1;
		for (let t = 0; t < this.length; t++) if (this.get(t) !== e.get(t)) return !1;
		return !0;
	}
	isImmediateParentOf(e) {
		if (this.length + 1 !== e.length) return !1;
		for (let t = 0; t < this.length; t++) if (this.get(t) !== e.get(t)) return !1;
		return !0;
	}
	forEach(e) {
		for (let t = this.offset, n = this.limit(); t < n; t++) e(this.segments[t]);
	}
	toArray() {
		return this.segments.slice(this.offset, this.limit());
	}
	static comparator(t, n) {
		let r = Math.min(t.length, n.length);
		for (let i = 0; i < r; i++) {
			let r = e.compareSegments(t.get(i), n.get(i));
			if (r !== 0) return r;
		}
		return E(t.length, n.length);
	}
	static compareSegments(t, n) {
		let r = e.isNumericId(t), i = e.isNumericId(n);
		return r && !i ? -1 : !r && i ? 1 : r && i ? e.extractNumericId(t).compare(e.extractNumericId(n)) : D(t, n);
	}
	static isNumericId(e) {
		return e.startsWith("__id") && e.endsWith("__");
	}
	static extractNumericId(e) {
		return on.fromString(e.substring(4, e.length - 2));
	}
}, M = class e extends Ln {
	construct(t, n, r) {
		return new e(t, n, r);
	}
	canonicalString() {
		return this.toArray().join("/");
	}
	toString() {
		return this.canonicalString();
	}
	toStringWithLeadingSlash() {
		return `/${this.canonicalString()}`;
	}
	toUriEncodedString() {
		return this.toArray().map(encodeURIComponent).join("/");
	}
	static fromString(...t) {
		let n = [];
		for (let e of t) {
			if (e.indexOf("//") >= 0) throw new j(A.INVALID_ARGUMENT, `Invalid segment (${e}). Paths must not contain // in them.`);
			n.push(...e.split("/").filter(((e) => e.length > 0)));
		}
		return new e(n);
	}
	static emptyPath() {
		return new e([]);
	}
}, Rn = /^[_a-zA-Z][_a-zA-Z0-9]*$/, zn = class e extends Ln {
	construct(t, n, r) {
		return new e(t, n, r);
	}
	static isValidIdentifier(e) {
		return Rn.test(e);
	}
	canonicalString() {
		return this.toArray().map(((t) => (t = t.replace(/\\/g, "\\\\").replace(/`/g, "\\`"), e.isValidIdentifier(t) || (t = "`" + t + "`"), t))).join(".");
	}
	toString() {
		return this.canonicalString();
	}
	isKeyField() {
		return this.length === 1 && this.get(0) === In;
	}
	static keyField() {
		return new e([In]);
	}
	static fromServerFormat(t) {
		let n = [], r = "", i = 0, a = () => {
			if (r.length === 0) throw new j(A.INVALID_ARGUMENT, `Invalid field path (${t}). Paths must not be empty, begin with '.', end with '.', or contain '..'`);
			n.push(r), r = "";
		}, o = !1;
		for (; i < t.length;) {
			let e = t[i];
			if (e === "\\") {
				if (i + 1 === t.length) throw new j(A.INVALID_ARGUMENT, "Path has trailing escape character: " + t);
				let e = t[i + 1];
				if (e !== "\\" && e !== "." && e !== "`") throw new j(A.INVALID_ARGUMENT, "Path has invalid escape sequence: " + t);
				r += e, i += 2;
			} else e === "`" ? (o = !o, i++) : e !== "." || o ? (r += e, i++) : (a(), i++);
		}
		if (a(), o) throw new j(A.INVALID_ARGUMENT, "Unterminated ` in path: " + t);
		return new e(n);
	}
	static emptyPath() {
		return new e([]);
	}
}, Bn = class e {
	constructor(e) {
		this.fields = e, e.sort(zn.comparator);
	}
	static empty() {
		return new e([]);
	}
	unionWith(t) {
		let n = new k(zn.comparator);
		for (let e of this.fields) n = n.add(e);
		for (let e of t) n = n.add(e);
		return new e(n.toArray());
	}
	covers(e) {
		for (let t of this.fields) if (t.isPrefixOf(e)) return !0;
		return !1;
	}
	isEqual(e) {
		return Mn(this.fields, e.fields, ((e, t) => e.isEqual(t)));
	}
};
function Vn(e) {
	let t = 0;
	for (let n in e) Object.prototype.hasOwnProperty.call(e, n) && t++;
	return t;
}
function Hn(e, t) {
	for (let n in e) Object.prototype.hasOwnProperty.call(e, n) && t(n, e[n]);
}
function Un(e, t) {
	let n = [];
	for (let r in e) Object.prototype.hasOwnProperty.call(e, r) && n.push(t(e[r], r, e));
	return n;
}
function Wn(e) {
	for (let t in e) if (Object.prototype.hasOwnProperty.call(e, t)) return !1;
	return !0;
}
var N = class e {
	constructor(e) {
		this.path = e;
	}
	static fromPath(t) {
		return new e(M.fromString(t));
	}
	static fromName(t) {
		return new e(M.fromString(t).popFirst(5));
	}
	static empty() {
		return new e(M.emptyPath());
	}
	get collectionGroup() {
		return this.path.popLast().lastSegment();
	}
	hasCollectionId(e) {
		return this.path.length >= 2 && this.path.get(this.path.length - 2) === e;
	}
	getCollectionGroup() {
		return this.path.get(this.path.length - 2);
	}
	getCollectionPath() {
		return this.path.popLast();
	}
	isEqual(e) {
		return e !== null && M.comparator(this.path, e.path) === 0;
	}
	toString() {
		return this.path.toString();
	}
	static comparator(e, t) {
		return M.comparator(e.path, t.path);
	}
	static isDocumentKey(e) {
		return e.length % 2 == 0;
	}
	static fromSegments(t) {
		return new e(new M(t.slice()));
	}
};
function Gn(e, t, n) {
	if (!n) throw new j(A.INVALID_ARGUMENT, `Function ${e}() cannot be called with an empty ${t}.`);
}
function Kn(e, t, n, r) {
	if (!0 === t && !0 === r) throw new j(A.INVALID_ARGUMENT, `${e} and ${n} cannot be used together.`);
}
function qn(e) {
	if (!N.isDocumentKey(e)) throw new j(A.INVALID_ARGUMENT, `Invalid document reference. Document references must have an even number of segments, but ${e} has ${e.length}.`);
}
function Jn(e) {
	if (N.isDocumentKey(e)) throw new j(A.INVALID_ARGUMENT, `Invalid collection reference. Collection references must have an odd number of segments, but ${e} has ${e.length}.`);
}
function Yn(e) {
	return typeof e == "object" && !!e && (Object.getPrototypeOf(e) === Object.prototype || Object.getPrototypeOf(e) === null);
}
function Xn(e) {
	if (e === void 0) return "undefined";
	if (e === null) return "null";
	if (typeof e == "string") return e.length > 20 && (e = `${e.substring(0, 20)}...`), JSON.stringify(e);
	if (typeof e == "number" || typeof e == "boolean") return "" + e;
	if (typeof e == "object") {
		if (e instanceof Array) return "an array";
		{
			let t = function(e) {
				return e.constructor ? e.constructor.name : null;
			}(e);
			return t ? `a custom ${t} object` : "an object";
		}
	}
	return typeof e == "function" ? "a function" : C(12329, { type: typeof e });
}
function P(e, t) {
	if ("_delegate" in e && (e = e._delegate), !(e instanceof t)) {
		if (t.name === e.constructor.name) throw new j(A.INVALID_ARGUMENT, "Type does not match the expected instance. Did you pass a reference from a different Firestore SDK?");
		{
			let n = Xn(e);
			throw new j(A.INVALID_ARGUMENT, `Expected type '${t.name}', but it was: ${n}`);
		}
	}
	return e;
}
function Zn(e, t) {
	if (t <= 0) throw new j(A.INVALID_ARGUMENT, `Function ${e}() requires a positive number, but it was: ${t}.`);
}
function F(e, t) {
	let n = { typeString: e };
	return t && (n.value = t), n;
}
function Qn(e, t) {
	if (!Yn(e)) throw new j(A.INVALID_ARGUMENT, "JSON must be an object");
	let n;
	for (let r in t) if (t[r]) {
		let i = t[r].typeString, a = "value" in t[r] ? { value: t[r].value } : void 0;
		if (!(r in e)) {
			n = `JSON missing required field: '${r}'`;
			break;
		}
		let o = e[r];
		if (i && typeof o !== i) {
			n = `JSON field '${r}' must be a ${i}.`;
			break;
		}
		if (a !== void 0 && o !== a.value) {
			n = `Expected '${r}' field to equal '${a.value}'`;
			break;
		}
	}
	if (n) throw new j(A.INVALID_ARGUMENT, n);
	return !0;
}
var $n = -62135596800, er = 1e6, I = class e {
	static now() {
		return e.fromMillis(Date.now());
	}
	static fromDate(t) {
		return e.fromMillis(t.getTime());
	}
	static fromMillis(t) {
		let n = Math.floor(t / 1e3), r = Math.floor((t - 1e3 * n) * er);
		return new e(n, r);
	}
	static fromInstant(t) {
		if (!t || typeof t.t != "bigint") throw new j(A.INVALID_ARGUMENT, "Invalid Temporal.Instant object provided.");
		return e._fromEpochNanoseconds(t.t);
	}
	static _fromEpochNanoseconds(t) {
		let n, r;
		if (t >= 0n) n = Number(t / 1000000000n), r = Number(t % 1000000000n);
		else {
			let e = t % 1000000000n;
			e === 0n ? (n = Number(t / 1000000000n), r = 0) : (n = Number(t / 1000000000n - 1n), r = Number(e + 1000000000n));
		}
		return new e(n, r);
	}
	constructor(e, t) {
		if (this.seconds = e, this.nanoseconds = t, t < 0 || t >= 1e9) throw new j(A.INVALID_ARGUMENT, "Timestamp nanoseconds out of range: " + t);
		if (e < $n || e >= 253402300800) throw new j(A.INVALID_ARGUMENT, "Timestamp seconds out of range: " + e);
	}
	toDate() {
		return new Date(this.toMillis());
	}
	toMillis() {
		return 1e3 * this.seconds + this.nanoseconds / er;
	}
	toInstant() {
		if (typeof Temporal > "u" || !Temporal.Instant) throw new j(A.FAILED_PRECONDITION, "The Temporal object is not available in the current environment.");
		let e = 1000000000n * BigInt(this.seconds) + BigInt(this.nanoseconds);
		return Temporal.Instant.__PRIVATE_fromEpochNanoseconds(e);
	}
	_compareTo(e) {
		return this.seconds === e.seconds ? E(this.nanoseconds, e.nanoseconds) : E(this.seconds, e.seconds);
	}
	isEqual(e) {
		return e.seconds === this.seconds && e.nanoseconds === this.nanoseconds;
	}
	toString() {
		return "Timestamp(seconds=" + this.seconds + ", nanoseconds=" + this.nanoseconds + ")";
	}
	toJSON() {
		return {
			type: e._jsonSchemaVersion,
			seconds: this.seconds,
			nanoseconds: this.nanoseconds
		};
	}
	static fromJSON(t) {
		if (Qn(t, e._jsonSchema)) return new e(t.seconds, t.nanoseconds);
	}
	valueOf() {
		let e = this.seconds - $n;
		return String(e).padStart(12, "0") + "." + String(this.nanoseconds).padStart(9, "0");
	}
};
I._jsonSchemaVersion = "firestore/timestamp/1.0", I._jsonSchema = {
	type: F("string", I._jsonSchemaVersion),
	seconds: F("number"),
	nanoseconds: F("number")
};
var tr = class extends Error {
	constructor() {
		super(...arguments), this.name = "Base64DecodeError";
	}
}, L = class e {
	constructor(e) {
		this.binaryString = e;
	}
	static fromBase64String(t) {
		let n = function(e) {
			try {
				return atob(e);
			} catch (e) {
				throw typeof DOMException < "u" && e instanceof DOMException ? new tr("Invalid base64 string: " + e) : e;
			}
		}(t);
		return new e(n);
	}
	static fromUint8Array(t) {
		let n = function(e) {
			let t = "";
			for (let n = 0; n < e.length; ++n) t += String.fromCharCode(e[n]);
			return t;
		}(t);
		return new e(n);
	}
	[Symbol.iterator]() {
		let e = 0;
		return { next: () => e < this.binaryString.length ? {
			value: this.binaryString.charCodeAt(e++),
			done: !1
		} : {
			value: void 0,
			done: !0
		} };
	}
	toBase64() {
		return function(e) {
			return btoa(e);
		}(this.binaryString);
	}
	toUint8Array() {
		return function(e) {
			let t = new Uint8Array(e.length);
			for (let n = 0; n < e.length; n++) t[n] = e.charCodeAt(n);
			return t;
		}(this.binaryString);
	}
	approximateByteSize() {
		return 2 * this.binaryString.length;
	}
	compareTo(e) {
		return E(this.binaryString, e.binaryString);
	}
	isEqual(e) {
		return this.binaryString === e.binaryString;
	}
};
L.EMPTY_BYTE_STRING = new L("");
var nr = /* @__PURE__ */ new RegExp(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.(\d+))?Z$/);
function rr(e) {
	if (w(!!e, 39018), typeof e == "string") {
		let t = 0, n = nr.exec(e);
		if (w(!!n, 46558, { timestamp: e }), n[1]) {
			let e = n[1];
			e = (e + "000000000").substr(0, 9), t = Number(e);
		}
		let r = new Date(e);
		return {
			seconds: Math.floor(r.getTime() / 1e3),
			nanos: t
		};
	}
	return {
		seconds: R(e.seconds),
		nanos: R(e.nanos)
	};
}
function R(e) {
	return typeof e == "number" ? e : typeof e == "string" ? Number(e) : 0;
}
function ir(e) {
	return typeof e == "string" ? L.fromBase64String(e) : L.fromUint8Array(e);
}
var ar = "server_timestamp", or = "__type__", sr = "__previous_value__", cr = "__local_write_time__";
function lr(e) {
	return (e?.mapValue?.fields || {})[or]?.stringValue === ar;
}
function ur(e) {
	let t = e.mapValue.fields[sr];
	return lr(t) ? ur(t) : t;
}
function dr(e) {
	let t = rr(e.mapValue.fields[cr].timestampValue);
	return new I(t.seconds, t.nanos);
}
var fr = class {
	constructor(e, t, n, r, i, a, o, s, c, l, u, d, f) {
		this.databaseId = e, this.appId = t, this.persistenceKey = n, this.host = r, this.ssl = i, this.forceLongPolling = a, this.autoDetectLongPolling = o, this.longPollingOptions = s, this.useFetchStreams = c, this.isUsingEmulator = l, this.apiKey = u, this._customHeaders = d, this.grpcFlowControlWindow = f;
	}
}, pr = "(default)", mr = class e {
	constructor(e, t) {
		this.projectId = e, this.database = t || pr;
	}
	static empty() {
		return new e("", "");
	}
	get isDefaultDatabase() {
		return this.database === pr;
	}
	isEqual(t) {
		return t instanceof e && t.projectId === this.projectId && t.database === this.database;
	}
};
function hr(e, t) {
	if (!Object.prototype.hasOwnProperty.apply(e.options, ["projectId"])) throw new j(A.INVALID_ARGUMENT, "\"projectId\" not provided in firebase.initializeApp.");
	return new mr(e.options.projectId, t);
}
var gr = -1;
function _r(e) {
	return e == null;
}
function vr(e) {
	return e === 0 && 1 / e == -1 / 0;
}
function yr(e) {
	return typeof e == "number" && Number.isInteger(e) && !vr(e) && e <= 2 ** 53 - 1 && e >= -(2 ** 53 - 1);
}
function br(e) {
	return typeof e == "string";
}
var xr = "__type__", Sr = "__max__", Cr = { mapValue: { fields: { __type__: { stringValue: Sr } } } }, wr = "__vector__", Tr = "value", Er = { nullValue: "NULL_VALUE" }, Dr = { booleanValue: !0 }, Or = { booleanValue: !1 };
function z(e) {
	return "nullValue" in e ? 0 : "booleanValue" in e ? 1 : "integerValue" in e || "doubleValue" in e ? 2 : "timestampValue" in e ? 3 : "stringValue" in e ? 5 : "bytesValue" in e ? 6 : "referenceValue" in e ? 7 : "geoPointValue" in e ? 8 : "arrayValue" in e ? 9 : "mapValue" in e ? lr(e) ? 4 : Jr(e) ? 9007199254740991 : Gr(e) ? 10 : 11 : C(28295, { value: e });
}
function kr(e, t, n) {
	if (e === t) return !0;
	let r = z(e);
	if (r !== z(t)) return !1;
	switch (r) {
		case 0:
		case 9007199254740991: return !0;
		case 1: return e.booleanValue === t.booleanValue;
		case 4: return dr(e).isEqual(dr(t));
		case 3: return function(e, t) {
			if (typeof e.timestampValue == "string" && typeof t.timestampValue == "string" && e.timestampValue.length === t.timestampValue.length) return e.timestampValue === t.timestampValue;
			let n = rr(e.timestampValue), r = rr(t.timestampValue);
			return n.seconds === r.seconds && n.nanos === r.nanos;
		}(e, t);
		case 5: return e.stringValue === t.stringValue;
		case 6: return function(e, t) {
			return ir(e.bytesValue).isEqual(ir(t.bytesValue));
		}(e, t);
		case 7: return e.referenceValue === t.referenceValue;
		case 8: return function(e, t) {
			return R(e.geoPointValue.latitude) === R(t.geoPointValue.latitude) && R(e.geoPointValue.longitude) === R(t.geoPointValue.longitude);
		}(e, t);
		case 2: return function(e, t, n) {
			if ("integerValue" in e && "integerValue" in t) return R(e.integerValue) === R(t.integerValue);
			let r, i;
			if ("doubleValue" in e && "doubleValue" in t) r = R(e.doubleValue), i = R(t.doubleValue);
			else {
				if (!n?.i) return !1;
				r = R(e.integerValue ?? e.doubleValue), i = R(t.integerValue ?? t.doubleValue);
			}
			return r === i ? !!n?.o || vr(r) === vr(i) : !!(n === void 0 || n.u) && isNaN(r) && isNaN(i);
		}(e, t, n);
		case 9: return Mn(e.arrayValue.values || [], t.arrayValue.values || [], ((e, t) => kr(e, t, n)));
		case 10:
		case 11: return function(e, t, n) {
			let r = e.mapValue.fields || {}, i = t.mapValue.fields || {};
			if (Vn(r) !== Vn(i)) return !1;
			for (let e in r) if (r.hasOwnProperty(e) && (i[e] === void 0 || !kr(r[e], i[e], n))) return !1;
			return !0;
		}(e, t, n);
		default: return C(52216, { left: e });
	}
}
function Ar(e, t) {
	return (e.values || []).find(((e) => kr(e, t))) !== void 0;
}
function jr(e, t) {
	if (e === t) return 0;
	let n = z(e), r = z(t);
	if (n !== r) return E(n, r);
	switch (n) {
		case 0:
		case 9007199254740991: return 0;
		case 1: return E(e.booleanValue, t.booleanValue);
		case 2: return function(e, t) {
			let n = R(e.integerValue || e.doubleValue), r = R(t.integerValue || t.doubleValue);
			return n < r ? -1 : n > r ? 1 : n === r ? 0 : isNaN(n) ? isNaN(r) ? 0 : -1 : 1;
		}(e, t);
		case 3: return Mr(e.timestampValue, t.timestampValue);
		case 4: return Mr(dr(e), dr(t));
		case 5: return D(e.stringValue, t.stringValue);
		case 6: return function(e, t) {
			let n = ir(e), r = ir(t);
			return n.compareTo(r);
		}(e.bytesValue, t.bytesValue);
		case 7: return function(e, t) {
			let n = e.split("/"), r = t.split("/");
			for (let e = 0; e < n.length && e < r.length; e++) {
				let t = E(n[e], r[e]);
				if (t !== 0) return t;
			}
			return E(n.length, r.length);
		}(e.referenceValue, t.referenceValue);
		case 8: return function(e, t) {
			let n = E(R(e.latitude), R(t.latitude));
			return n === 0 ? E(R(e.longitude), R(t.longitude)) : n;
		}(e.geoPointValue, t.geoPointValue);
		case 9: return Nr(e.arrayValue, t.arrayValue);
		case 10: return function(e, t) {
			let n = e.fields || {}, r = t.fields || {}, i = n[Tr]?.arrayValue, a = r[Tr]?.arrayValue, o = E(i?.values?.length || 0, a?.values?.length || 0);
			return o === 0 ? Nr(i, a) : o;
		}(e.mapValue, t.mapValue);
		case 11: return function(e, t) {
			if (e === Cr.mapValue && t === Cr.mapValue) return 0;
			if (e === Cr.mapValue) return 1;
			if (t === Cr.mapValue) return -1;
			let n = e.fields || {}, r = Object.keys(n), i = t.fields || {}, a = Object.keys(i);
			r.sort(), a.sort();
			for (let e = 0; e < r.length && e < a.length; ++e) {
				let t = D(r[e], a[e]);
				if (t !== 0) return t;
				let o = jr(n[r[e]], i[a[e]]);
				if (o !== 0) return o;
			}
			return E(r.length, a.length);
		}(e.mapValue, t.mapValue);
		default: throw C(23264, { l: n });
	}
}
function Mr(e, t) {
	if (typeof e == "string" && typeof t == "string" && e.length === t.length) return E(e, t);
	let n = rr(e), r = rr(t), i = E(n.seconds, r.seconds);
	return i === 0 ? E(n.nanos, r.nanos) : i;
}
function Nr(e, t) {
	let n = e.values || [], r = t.values || [];
	for (let e = 0; e < n.length && e < r.length; ++e) {
		let t = jr(n[e], r[e]);
		if (t !== void 0 && t !== 0) return t;
	}
	return E(n.length, r.length);
}
function Pr(e) {
	return Fr(e);
}
function Fr(e) {
	return "nullValue" in e ? "null" : "booleanValue" in e ? "" + e.booleanValue : "integerValue" in e ? "" + e.integerValue : "doubleValue" in e ? "" + e.doubleValue : "timestampValue" in e ? function(e) {
		let t = rr(e);
		return `time(${t.seconds},${t.nanos})`;
	}(e.timestampValue) : "stringValue" in e ? e.stringValue : "bytesValue" in e ? function(e) {
		return ir(e).toBase64();
	}(e.bytesValue) : "referenceValue" in e ? function(e) {
		return N.fromName(e).toString();
	}(e.referenceValue) : "geoPointValue" in e ? function(e) {
		return `geo(${e.latitude},${e.longitude})`;
	}(e.geoPointValue) : "arrayValue" in e ? function(e) {
		let t = "[", n = !0;
		for (let r of e.values || []) n ? n = !1 : t += ",", t += Fr(r);
		return t + "]";
	}(e.arrayValue) : "mapValue" in e ? function(e) {
		let t = Object.keys(e.fields || {}).sort(), n = "{", r = !0;
		for (let i of t) r ? r = !1 : n += ",", n += `${i}:${Fr(e.fields[i])}`;
		return n + "}";
	}(e.mapValue) : C(61005, { value: e });
}
function Ir(e) {
	switch (z(e)) {
		case 0:
		case 1: return 4;
		case 2: return 8;
		case 3:
		case 8: return 16;
		case 4:
			let t = ur(e);
			return t ? 16 + Ir(t) : 16;
		case 5: return 2 * e.stringValue.length;
		case 6: return ir(e.bytesValue).approximateByteSize();
		case 7: return e.referenceValue.length;
		case 9: return function(e) {
			return (e.values || []).reduce(((e, t) => e + Ir(t)), 0);
		}(e.arrayValue);
		case 10:
		case 11: return function(e) {
			let t = 0;
			return Hn(e.fields, ((e, n) => {
				t += e.length + Ir(n);
			})), t;
		}(e.mapValue);
		default: throw C(13486, { value: e });
	}
}
function Lr(e, t) {
	return { referenceValue: `projects/${e.projectId}/databases/${e.database}/documents/${t.path.canonicalString()}` };
}
function Rr(e) {
	return !!e && "integerValue" in e;
}
function zr(e) {
	return !!e && "doubleValue" in e;
}
function Br(e) {
	return Rr(e) || zr(e);
}
function Vr(e) {
	return !!e && "arrayValue" in e;
}
function Hr(e) {
	return !!e && "nullValue" in e;
}
function Ur(e) {
	return !!e && "doubleValue" in e && isNaN(Number(e.doubleValue));
}
function Wr(e) {
	return !!e && "mapValue" in e;
}
function Gr(e) {
	return (e?.mapValue?.fields || {})[xr]?.stringValue === wr;
}
function Kr(e) {
	return (e?.mapValue?.fields || {})[Tr]?.arrayValue;
}
function qr(e) {
	if (e.geoPointValue) return { geoPointValue: { ...e.geoPointValue } };
	if (e.timestampValue && typeof e.timestampValue == "object") return { timestampValue: { ...e.timestampValue } };
	if (e.mapValue) {
		let t = { mapValue: { fields: {} } };
		return Hn(e.mapValue.fields, ((e, n) => t.mapValue.fields[e] = qr(n))), t;
	}
	if (e.arrayValue) {
		let t = { arrayValue: { values: [] } };
		for (let n = 0; n < (e.arrayValue.values || []).length; ++n) t.arrayValue.values[n] = qr(e.arrayValue.values[n]);
		return t;
	}
	return { ...e };
}
function Jr(e) {
	return (((e.mapValue || {}).fields || {}).__type__ || {}).stringValue === Sr;
}
var Yr = class e {
	constructor(e) {
		this.value = e;
	}
	static empty() {
		return new e({ mapValue: {} });
	}
	field(e) {
		if (e.isEmpty()) return this.value;
		{
			let t = this.value;
			for (let n = 0; n < e.length - 1; ++n) if (t = (t.mapValue.fields || {})[e.get(n)], !Wr(t)) return null;
			return t = (t.mapValue.fields || {})[e.lastSegment()], t || null;
		}
	}
	set(e, t) {
		this.getFieldsMap(e.popLast())[e.lastSegment()] = qr(t);
	}
	setAll(e) {
		let t = zn.emptyPath(), n = {}, r = [];
		e.forEach(((e, i) => {
			if (!t.isImmediateParentOf(i)) {
				let e = this.getFieldsMap(t);
				this.applyChanges(e, n, r), n = {}, r = [], t = i.popLast();
			}
			e ? n[i.lastSegment()] = qr(e) : r.push(i.lastSegment());
		}));
		let i = this.getFieldsMap(t);
		this.applyChanges(i, n, r);
	}
	delete(e) {
		let t = this.field(e.popLast());
		Wr(t) && t.mapValue.fields && delete t.mapValue.fields[e.lastSegment()];
	}
	isEqual(e) {
		return kr(this.value, e.value);
	}
	getFieldsMap(e) {
		let t = this.value;
		t.mapValue.fields || (t.mapValue = { fields: {} });
		for (let n = 0; n < e.length; ++n) {
			let r = t.mapValue.fields[e.get(n)];
			Wr(r) && r.mapValue.fields || (r = { mapValue: { fields: {} } }, t.mapValue.fields[e.get(n)] = r), t = r;
		}
		return t.mapValue.fields;
	}
	applyChanges(e, t, n) {
		Hn(t, ((t, n) => e[t] = n));
		for (let t of n) delete e[t];
	}
	clone() {
		return new e(qr(this.value));
	}
};
function Xr(e) {
	let t = [];
	return Hn(e.fields, ((e, n) => {
		let r = new zn([e]);
		if (Wr(n)) {
			let e = Xr(n.mapValue).fields;
			if (e.length === 0) t.push(r);
			else for (let n of e) t.push(r.child(n));
		} else t.push(r);
	})), new Bn(t);
}
function Zr(e, t) {
	if (e.useProto3Json) {
		if (isNaN(t)) return { doubleValue: "NaN" };
		if (t === 1 / 0) return { doubleValue: "Infinity" };
		if (t === -1 / 0) return { doubleValue: "-Infinity" };
	}
	return { doubleValue: vr(t) ? "-0" : t };
}
function Qr(e) {
	return { integerValue: "" + e };
}
function $r(e, t, n) {
	return yr(t) ? Qr(t) : Zr(e, t);
}
var ei = class {
	constructor() {
		this._ = void 0;
	}
};
function ti(e, t, n) {
	return e instanceof ii ? function(e, t) {
		let n = { fields: {
			[or]: { stringValue: ar },
			[cr]: { timestampValue: {
				seconds: e.seconds,
				nanos: e.nanoseconds
			} }
		} };
		return t && lr(t) && (t = ur(t)), t && (n.fields[sr] = t), { mapValue: n };
	}(n, t) : e instanceof ai ? oi(e, t) : e instanceof si ? ci(e, t) : e instanceof ui ? function(e, t) {
		let n = ri(e, t), r = mi(n) + mi(e.h);
		return Rr(n) && Rr(e.h) ? Qr(r) : Zr(e.serializer, r);
	}(e, t) : e instanceof di ? function(e, t) {
		return pi(e, t, Math.min);
	}(e, t) : e instanceof fi ? function(e, t) {
		return pi(e, t, Math.max);
	}(e, t) : void 0;
}
function ni(e, t, n) {
	return e instanceof ai ? oi(e, t) : e instanceof si ? ci(e, t) : n;
}
function ri(e, t) {
	return e instanceof ui ? Br(t) ? t : { integerValue: 0 } : null;
}
var ii = class extends ei {}, ai = class extends ei {
	constructor(e) {
		super(), this.elements = e;
	}
};
function oi(e, t) {
	let n = hi(t);
	for (let t of e.elements) n.some(((e) => kr(e, t))) || n.push(t);
	return { arrayValue: { values: n } };
}
var si = class extends ei {
	constructor(e) {
		super(), this.elements = e;
	}
};
function ci(e, t) {
	let n = hi(t);
	for (let t of e.elements) n = n.filter(((e) => !kr(e, t)));
	return { arrayValue: { values: n } };
}
var li = class extends ei {
	constructor(e, t) {
		super(), this.serializer = e, this.h = t;
	}
}, ui = class extends li {}, di = class extends li {}, fi = class extends li {};
function pi(e, t, n) {
	if (!Br(t)) return e.h;
	let r = n(mi(t), mi(e.h));
	return Rr(t) && Rr(e.h) ? Qr(r) : Zr(e.serializer, r);
}
function mi(e) {
	return R(e.integerValue || e.doubleValue);
}
function hi(e) {
	return Vr(e) && e.arrayValue.values ? e.arrayValue.values.slice() : [];
}
var gi = class {
	constructor(e, t) {
		this.field = e, this.transform = t;
	}
};
function _i(e, t) {
	return e.field.isEqual(t.field) && function(e, t) {
		return e instanceof ai && t instanceof ai || e instanceof si && t instanceof si ? Mn(e.elements, t.elements, kr) : e instanceof ui && t instanceof ui || e instanceof di && t instanceof di || e instanceof fi && t instanceof fi ? kr(e.h, t.h) : e instanceof ii && t instanceof ii;
	}(e.transform, t.transform);
}
var vi = class {
	constructor(e, t) {
		this.version = e, this.transformResults = t;
	}
}, yi = class e {
	constructor(e, t) {
		this.updateTime = e, this.exists = t;
	}
	static none() {
		return new e();
	}
	static exists(t) {
		return new e(void 0, t);
	}
	static updateTime(t) {
		return new e(t);
	}
	get isNone() {
		return this.updateTime === void 0 && this.exists === void 0;
	}
	isEqual(e) {
		return this.exists === e.exists && (this.updateTime ? !!e.updateTime && this.updateTime.isEqual(e.updateTime) : !e.updateTime);
	}
};
function bi(e, t) {
	return e.updateTime === void 0 ? e.exists === void 0 || e.exists === t.isFoundDocument() : t.isFoundDocument() && t.version.isEqual(e.updateTime);
}
var xi = class {};
function Si(e, t) {
	if (!e.hasLocalMutations || t && t.fields.length === 0) return null;
	if (t === null) return e.isNoDocument() ? new Mi(e.key, yi.none()) : new Di(e.key, e.data, yi.none());
	{
		let n = e.data, r = Yr.empty(), i = new k(zn.comparator);
		for (let e of t.fields) if (!i.has(e)) {
			let t = n.field(e);
			t === null && e.length > 1 && (e = e.popLast(), t = n.field(e)), t === null ? r.delete(e) : r.set(e, t), i = i.add(e);
		}
		return new Oi(e.key, r, new Bn(i.toArray()), yi.none());
	}
}
function Ci(e, t, n) {
	e instanceof Di ? function(e, t, n) {
		let r = e.value.clone(), i = Ai(e.fieldTransforms, t, n.transformResults);
		r.setAll(i), t.convertToFoundDocument(n.version, r).setHasCommittedMutations();
	}(e, t, n) : e instanceof Oi ? function(e, t, n) {
		if (!bi(e.precondition, t)) return void t.convertToUnknownDocument(n.version);
		let r = Ai(e.fieldTransforms, t, n.transformResults), i = t.data;
		i.setAll(ki(e)), i.setAll(r), t.convertToFoundDocument(n.version, i).setHasCommittedMutations();
	}(e, t, n) : function(e, t, n) {
		t.convertToNoDocument(n.version).setHasCommittedMutations();
	}(0, t, n);
}
function wi(e, t, n, r) {
	return e instanceof Di ? function(e, t, n, r) {
		if (!bi(e.precondition, t)) return n;
		let i = e.value.clone(), a = ji(e.fieldTransforms, r, t);
		return i.setAll(a), t.convertToFoundDocument(t.version, i).setHasLocalMutations(), null;
	}(e, t, n, r) : e instanceof Oi ? function(e, t, n, r) {
		if (!bi(e.precondition, t)) return n;
		let i = ji(e.fieldTransforms, r, t), a = t.data;
		return a.setAll(ki(e)), a.setAll(i), t.convertToFoundDocument(t.version, a).setHasLocalMutations(), n === null ? null : n.unionWith(e.fieldMask.fields).unionWith(e.fieldTransforms.map(((e) => e.field)));
	}(e, t, n, r) : function(e, t, n) {
		return bi(e.precondition, t) ? (t.convertToNoDocument(t.version).setHasLocalMutations(), null) : n;
	}(e, t, n);
}
function Ti(e, t) {
	let n = null;
	for (let r of e.fieldTransforms) {
		let e = t.data.field(r.field), i = ri(r.transform, e || null);
		i != null && (n === null && (n = Yr.empty()), n.set(r.field, i));
	}
	return n || null;
}
function Ei(e, t) {
	return e.type === t.type && !!e.key.isEqual(t.key) && !!e.precondition.isEqual(t.precondition) && !!function(e, t) {
		return e === void 0 && t === void 0 || !(!e || !t) && Mn(e, t, ((e, t) => _i(e, t)));
	}(e.fieldTransforms, t.fieldTransforms) && (e.type === 0 ? e.value.isEqual(t.value) : e.type !== 1 || e.data.isEqual(t.data) && e.fieldMask.isEqual(t.fieldMask));
}
var Di = class extends xi {
	constructor(e, t, n, r = []) {
		super(), this.key = e, this.value = t, this.precondition = n, this.fieldTransforms = r, this.type = 0;
	}
	getFieldMask() {
		return null;
	}
}, Oi = class extends xi {
	constructor(e, t, n, r, i = []) {
		super(), this.key = e, this.data = t, this.fieldMask = n, this.precondition = r, this.fieldTransforms = i, this.type = 1;
	}
	getFieldMask() {
		return this.fieldMask;
	}
};
function ki(e) {
	let t = /* @__PURE__ */ new Map();
	return e.fieldMask.fields.forEach(((n) => {
		if (!n.isEmpty()) {
			let r = e.data.field(n);
			t.set(n, r);
		}
	})), t;
}
function Ai(e, t, n) {
	let r = /* @__PURE__ */ new Map();
	w(e.length === n.length, 32656, {
		T: n.length,
		P: e.length
	});
	for (let i = 0; i < n.length; i++) {
		let a = e[i], o = a.transform, s = t.data.field(a.field);
		r.set(a.field, ni(o, s, n[i]));
	}
	return r;
}
function ji(e, t, n) {
	let r = /* @__PURE__ */ new Map();
	for (let i of e) {
		let e = i.transform, a = n.data.field(i.field);
		r.set(i.field, ti(e, a, t));
	}
	return r;
}
var Mi = class extends xi {
	constructor(e, t) {
		super(), this.key = e, this.precondition = t, this.type = 2, this.fieldTransforms = [];
	}
	getFieldMask() {
		return null;
	}
}, Ni = class extends xi {
	constructor(e, t) {
		super(), this.key = e, this.precondition = t, this.type = 3, this.fieldTransforms = [];
	}
	getFieldMask() {
		return null;
	}
}, Pi = class {
	constructor(e, t) {
		this.position = e, this.inclusive = t;
	}
};
function Fi(e, t, n) {
	let r = 0;
	for (let i = 0; i < e.position.length; i++) {
		let a = t[i], o = e.position[i];
		if (r = a.field.isKeyField() ? N.comparator(N.fromName(o.referenceValue), n.key) : jr(o, n.data.field(a.field)), a.dir === "desc" && (r *= -1), r !== 0) break;
	}
	return r;
}
function Ii(e, t) {
	if (e === null) return t === null;
	if (t === null || e.inclusive !== t.inclusive || e.position.length !== t.position.length) return !1;
	for (let n = 0; n < e.position.length; n++) if (!kr(e.position[n], t.position[n])) return !1;
	return !0;
}
var Li = class {}, B = class e extends Li {
	constructor(e, t, n) {
		super(), this.field = e, this.op = t, this.value = n;
	}
	static create(t, n, r) {
		return t.isKeyField() ? n === "in" || n === "not-in" ? this.createKeyFieldInFilter(t, n, r) : new Gi(t, n, r) : n === "array-contains" ? new Yi(t, r) : n === "in" ? new Xi(t, r) : n === "not-in" ? new Zi(t, r) : n === "array-contains-any" ? new Qi(t, r) : new e(t, n, r);
	}
	static createKeyFieldInFilter(e, t, n) {
		return t === "in" ? new Ki(e, n) : new qi(e, n);
	}
	matches(e) {
		let t = e.data.field(this.field);
		return this.op === "!=" ? t !== null && t.nullValue === void 0 && this.matchesComparison(jr(t, this.value)) : t !== null && z(this.value) === z(t) && this.matchesComparison(jr(t, this.value));
	}
	matchesComparison(e) {
		switch (this.op) {
			case "<": return e < 0;
			case "<=": return e <= 0;
			case "==": return e === 0;
			case "!=": return e !== 0;
			case ">": return e > 0;
			case ">=": return e >= 0;
			default: return C(47266, { operator: this.op });
		}
	}
	isInequality() {
		return [
			"<",
			"<=",
			">",
			">=",
			"!=",
			"not-in"
		].indexOf(this.op) >= 0;
	}
	getFlattenedFilters() {
		return [this];
	}
	getFilters() {
		return [this];
	}
}, Ri = class e extends Li {
	constructor(e, t) {
		super(), this.filters = e, this.op = t, this.I = null;
	}
	static create(t, n) {
		return new e(t, n);
	}
	matches(e) {
		return zi(this) ? this.filters.find(((t) => !t.matches(e))) === void 0 : this.filters.find(((t) => t.matches(e))) !== void 0;
	}
	getFlattenedFilters() {
		return this.I !== null || (this.I = this.filters.reduce(((e, t) => e.concat(t.getFlattenedFilters())), [])), this.I;
	}
	getFilters() {
		return Object.assign([], this.filters);
	}
};
function zi(e) {
	return e.op === "and";
}
function Bi(e) {
	return Vi(e) && zi(e);
}
function Vi(e) {
	for (let t of e.filters) if (t instanceof Ri) return !1;
	return !0;
}
function Hi(e) {
	if (e instanceof B) return e.field.canonicalString() + e.op.toString() + Pr(e.value);
	if (Bi(e)) return e.filters.map(((e) => Hi(e))).join(",");
	{
		let t = e.filters.map(((e) => Hi(e))).join(",");
		return `${e.op}(${t})`;
	}
}
function Ui(e, t) {
	return e instanceof B ? function(e, t) {
		return t instanceof B && e.op === t.op && e.field.isEqual(t.field) && kr(e.value, t.value);
	}(e, t) : e instanceof Ri ? function(e, t) {
		return t instanceof Ri && e.op === t.op && e.filters.length === t.filters.length && e.filters.reduce(((e, n, r) => e && Ui(n, t.filters[r])), !0);
	}(e, t) : void C(19439);
}
function Wi(e) {
	return e instanceof B ? function(e) {
		return `${e.field.canonicalString()} ${e.op} ${Pr(e.value)}`;
	}(e) : e instanceof Ri ? function(e) {
		return e.op.toString() + " {" + e.getFilters().map(Wi).join(" ,") + "}";
	}(e) : "Filter";
}
var Gi = class extends B {
	constructor(e, t, n) {
		super(e, t, n), this.key = N.fromName(n.referenceValue);
	}
	matches(e) {
		let t = N.comparator(e.key, this.key);
		return this.matchesComparison(t);
	}
}, Ki = class extends B {
	constructor(e, t) {
		super(e, "in", t), this.keys = Ji("in", t);
	}
	matches(e) {
		return this.keys.some(((t) => t.isEqual(e.key)));
	}
}, qi = class extends B {
	constructor(e, t) {
		super(e, "not-in", t), this.keys = Ji("not-in", t);
	}
	matches(e) {
		return !this.keys.some(((t) => t.isEqual(e.key)));
	}
};
function Ji(e, t) {
	return (t.arrayValue?.values || []).map(((e) => N.fromName(e.referenceValue)));
}
var Yi = class extends B {
	constructor(e, t) {
		super(e, "array-contains", t);
	}
	matches(e) {
		let t = e.data.field(this.field);
		return Vr(t) && Ar(t.arrayValue, this.value);
	}
}, Xi = class extends B {
	constructor(e, t) {
		super(e, "in", t);
	}
	matches(e) {
		let t = e.data.field(this.field);
		return t !== null && Ar(this.value.arrayValue, t);
	}
}, Zi = class extends B {
	constructor(e, t) {
		super(e, "not-in", t);
	}
	matches(e) {
		if (Ar(this.value.arrayValue, { nullValue: "NULL_VALUE" })) return !1;
		let t = e.data.field(this.field);
		return t !== null && t.nullValue === void 0 && !Ar(this.value.arrayValue, t);
	}
}, Qi = class extends B {
	constructor(e, t) {
		super(e, "array-contains-any", t);
	}
	matches(e) {
		let t = e.data.field(this.field);
		return !(!Vr(t) || !t.arrayValue.values) && t.arrayValue.values.some(((e) => Ar(this.value.arrayValue, e)));
	}
}, $i = class {
	constructor(e, t = "asc") {
		this.field = e, this.dir = t;
	}
};
function ea(e, t) {
	return e.dir === t.dir && e.field.isEqual(t.field);
}
var V = class e {
	static fromTimestamp(t) {
		return new e(t);
	}
	static min() {
		return new e(new I(0, 0));
	}
	static max() {
		return new e(new I(253402300799, 999999999));
	}
	constructor(e) {
		this.timestamp = e;
	}
	compareTo(e) {
		return this.timestamp._compareTo(e.timestamp);
	}
	isEqual(e) {
		return this.timestamp.isEqual(e.timestamp);
	}
	toMicroseconds() {
		return 1e6 * this.timestamp.seconds + this.timestamp.nanoseconds / 1e3;
	}
	toString() {
		return "SnapshotVersion(" + this.timestamp.toString() + ")";
	}
	toTimestamp() {
		return this.timestamp;
	}
}, ta = class e {
	constructor(e, t, n, r, i, a, o) {
		this.key = e, this.documentType = t, this.version = n, this.readTime = r, this.createTime = i, this.data = a, this.documentState = o;
	}
	static newInvalidDocument(t) {
		return new e(t, 0, V.min(), V.min(), V.min(), Yr.empty(), 0);
	}
	static newFoundDocument(t, n, r, i) {
		return new e(t, 1, n, V.min(), r, i, 0);
	}
	static newNoDocument(t, n) {
		return new e(t, 2, n, V.min(), V.min(), Yr.empty(), 0);
	}
	static newUnknownDocument(t, n) {
		return new e(t, 3, n, V.min(), V.min(), Yr.empty(), 2);
	}
	convertToFoundDocument(e, t) {
		return !this.createTime.isEqual(V.min()) || this.documentType !== 2 && this.documentType !== 0 || (this.createTime = e), this.version = e, this.documentType = 1, this.data = t, this.documentState = 0, this;
	}
	convertToNoDocument(e) {
		return this.version = e, this.documentType = 2, this.data = Yr.empty(), this.documentState = 0, this;
	}
	convertToUnknownDocument(e) {
		return this.version = e, this.documentType = 3, this.data = Yr.empty(), this.documentState = 2, this;
	}
	setHasCommittedMutations() {
		return this.documentState = 2, this;
	}
	setHasLocalMutations() {
		return this.documentState = 1, this.version = V.min(), this;
	}
	setReadTime(e) {
		return this.readTime = e, this;
	}
	get hasLocalMutations() {
		return this.documentState === 1;
	}
	get hasCommittedMutations() {
		return this.documentState === 2;
	}
	get hasPendingWrites() {
		return this.hasLocalMutations || this.hasCommittedMutations;
	}
	isValidDocument() {
		return this.documentType !== 0;
	}
	isFoundDocument() {
		return this.documentType === 1;
	}
	isNoDocument() {
		return this.documentType === 2;
	}
	isUnknownDocument() {
		return this.documentType === 3;
	}
	isEqual(t) {
		return t instanceof e && this.key.isEqual(t.key) && this.version.isEqual(t.version) && this.documentType === t.documentType && this.documentState === t.documentState && this.data.isEqual(t.data);
	}
	mutableCopy() {
		return new e(this.key, this.documentType, this.version, this.readTime, this.createTime, this.data.clone(), this.documentState);
	}
	toString() {
		return `Document(${this.key}, ${this.version}, ${JSON.stringify(this.data.value)}, {createTime: ${this.createTime}}), {documentType: ${this.documentType}}), {documentState: ${this.documentState}})`;
	}
}, na = -1;
function ra(e, t) {
	let n = e.toTimestamp().seconds, r = e.toTimestamp().nanoseconds + 1;
	return new aa(V.fromTimestamp(r === 1e9 ? new I(n + 1, 0) : new I(n, r)), N.empty(), t);
}
function ia(e) {
	return new aa(e.readTime, e.key, na);
}
var aa = class e {
	constructor(e, t, n) {
		this.readTime = e, this.documentKey = t, this.largestBatchId = n;
	}
	static min() {
		return new e(V.min(), N.empty(), na);
	}
	static max() {
		return new e(V.max(), N.empty(), na);
	}
};
function oa(e, t) {
	let n = e.readTime.compareTo(t.readTime);
	return n === 0 ? (n = N.comparator(e.documentKey, t.documentKey), n === 0 ? E(e.largestBatchId, t.largestBatchId) : n) : n;
}
var sa = class {
	constructor(e, t = null, n = [], r = [], i = null, a = null, o = null) {
		this.path = e, this.collectionGroup = t, this.orderBy = n, this.filters = r, this.limit = i, this.startAt = a, this.endAt = o, this.R = null;
	}
};
function ca(e, t = null, n = [], r = [], i = null, a = null, o = null) {
	return new sa(e, t, n, r, i, a, o);
}
function la(e) {
	let t = T(e);
	if (t.R === null) {
		let e = t.path.canonicalString();
		t.collectionGroup !== null && (e += "|cg:" + t.collectionGroup), e += "|f:", e += t.filters.map(((e) => Hi(e))).join(","), e += "|ob:", e += t.orderBy.map(((e) => function(e) {
			return e.field.canonicalString() + e.dir;
		}(e))).join(","), _r(t.limit) || (e += "|l:", e += t.limit), t.startAt && (e += "|lb:", e += t.startAt.inclusive ? "b:" : "a:", e += t.startAt.position.map(((e) => Pr(e))).join(",")), t.endAt && (e += "|ub:", e += t.endAt.inclusive ? "a:" : "b:", e += t.endAt.position.map(((e) => Pr(e))).join(",")), t.R = e;
	}
	return t.R;
}
function ua(e, t) {
	if (e.limit !== t.limit || e.orderBy.length !== t.orderBy.length) return !1;
	for (let n = 0; n < e.orderBy.length; n++) if (!ea(e.orderBy[n], t.orderBy[n])) return !1;
	if (e.filters.length !== t.filters.length) return !1;
	for (let n = 0; n < e.filters.length; n++) if (!Ui(e.filters[n], t.filters[n])) return !1;
	return e.collectionGroup === t.collectionGroup && !!e.path.isEqual(t.path) && !!Ii(e.startAt, t.startAt) && Ii(e.endAt, t.endAt);
}
function da(e) {
	return !!e.isCorePipeline;
}
function fa(e) {
	return !!e.path && N.isDocumentKey(e.path) && e.collectionGroup === null && e.filters.length === 0;
}
var pa = class {
	constructor(e, t = null, n = [], r = [], i = null, a = "F", o = null, s = null) {
		this.path = e, this.collectionGroup = t, this.explicitOrderBy = n, this.filters = r, this.limit = i, this.limitType = a, this.startAt = o, this.endAt = s, this.A = null, this.V = null, this.m = null, this.startAt, this.endAt;
	}
};
function ma(e, t, n, r, i, a, o, s) {
	return new pa(e, t, n, r, i, a, o, s);
}
function ha(e) {
	return new pa(e);
}
function ga(e) {
	return e.filters.length === 0 && e.limit === null && e.startAt == null && e.endAt == null && (e.explicitOrderBy.length === 0 || e.explicitOrderBy.length === 1 && e.explicitOrderBy[0].field.isKeyField());
}
function _a(e) {
	return N.isDocumentKey(e.path) && e.collectionGroup === null && e.filters.length === 0;
}
function va(e) {
	return e.collectionGroup !== null;
}
function ya(e) {
	let t = T(e);
	if (t.A === null) {
		t.A = [];
		let e = /* @__PURE__ */ new Set();
		for (let n of t.explicitOrderBy) t.A.push(n), e.add(n.field.canonicalString());
		let n = t.explicitOrderBy.length > 0 ? t.explicitOrderBy[t.explicitOrderBy.length - 1].dir : "asc";
		(function(e) {
			let t = new k(zn.comparator);
			return e.filters.forEach(((e) => {
				e.getFlattenedFilters().forEach(((e) => {
					e.isInequality() && (t = t.add(e.field));
				}));
			})), t;
		})(t).forEach(((r) => {
			e.has(r.canonicalString()) || r.isKeyField() || t.A.push(new $i(r, n));
		})), e.has(zn.keyField().canonicalString()) || t.A.push(new $i(zn.keyField(), n));
	}
	return t.A;
}
function ba(e) {
	let t = T(e);
	return t.V ||= Sa(t, ya(e)), t.V;
}
function xa(e) {
	let t = T(e);
	return t.m ||= Sa(t, e.explicitOrderBy), t.m;
}
function Sa(e, t) {
	if (e.limitType === "F") return ca(e.path, e.collectionGroup, t, e.filters, e.limit, e.startAt, e.endAt);
	{
		t = t.map(((e) => {
			let t = e.dir === "desc" ? "asc" : "desc";
			return new $i(e.field, t);
		}));
		let n = e.endAt ? new Pi(e.endAt.position, e.endAt.inclusive) : null, r = e.startAt ? new Pi(e.startAt.position, e.startAt.inclusive) : null;
		return ca(e.path, e.collectionGroup, t, e.filters, e.limit, n, r);
	}
}
function Ca(e, t) {
	let n = e.filters.concat([t]);
	return new pa(e.path, e.collectionGroup, e.explicitOrderBy.slice(), n, e.limit, e.limitType, e.startAt, e.endAt);
}
function wa(e, t) {
	let n = e.explicitOrderBy.concat([t]);
	return new pa(e.path, e.collectionGroup, n, e.filters.slice(), e.limit, e.limitType, e.startAt, e.endAt);
}
function Ta(e, t, n) {
	return new pa(e.path, e.collectionGroup, e.explicitOrderBy.slice(), e.filters.slice(), t, n, e.startAt, e.endAt);
}
function Ea(e, t) {
	return ua(ba(e), ba(t)) && e.limitType === t.limitType;
}
function Da(e) {
	return `Query(target=${function(e) {
		let t = e.path.canonicalString();
		return e.collectionGroup !== null && (t += " collectionGroup=" + e.collectionGroup), e.filters.length > 0 && (t += `, filters: [${e.filters.map(((e) => Wi(e))).join(", ")}]`), _r(e.limit) || (t += ", limit: " + e.limit), e.orderBy.length > 0 && (t += `, orderBy: [${e.orderBy.map(((e) => function(e) {
			return `${e.field.canonicalString()} (${e.dir})`;
		}(e))).join(", ")}]`), e.startAt && (t += ", startAt: ", t += e.startAt.inclusive ? "b:" : "a:", t += e.startAt.position.map(((e) => Pr(e))).join(",")), e.endAt && (t += ", endAt: ", t += e.endAt.inclusive ? "a:" : "b:", t += e.endAt.position.map(((e) => Pr(e))).join(",")), `Target(${t})`;
	}(ba(e))}; limitType=${e.limitType})`;
}
function Oa(e, t) {
	return t.isFoundDocument() && function(e, t) {
		let n = t.key.path;
		return e.collectionGroup === null ? N.isDocumentKey(e.path) ? e.path.isEqual(n) : e.path.isImmediateParentOf(n) : t.key.hasCollectionId(e.collectionGroup) && e.path.isPrefixOf(n);
	}(e, t) && function(e, t) {
		for (let n of ya(e)) if (!n.field.isKeyField() && t.data.field(n.field) === null) return !1;
		return !0;
	}(e, t) && function(e, t) {
		for (let n of e.filters) if (!n.matches(t)) return !1;
		return !0;
	}(e, t) && function(e, t) {
		return !(e.startAt && !function(e, t, n) {
			let r = Fi(e, t, n);
			return e.inclusive ? r <= 0 : r < 0;
		}(e.startAt, ya(e), t) || e.endAt && !function(e, t, n) {
			let r = Fi(e, t, n);
			return e.inclusive ? r >= 0 : r > 0;
		}(e.endAt, ya(e), t));
	}(e, t);
}
function ka(e) {
	return (t, n) => {
		let r = !1;
		for (let i of ya(e)) {
			let e = Aa(i, t, n);
			if (e !== 0) return e;
			r ||= i.field.isKeyField();
		}
		return 0;
	};
}
function Aa(e, t, n) {
	let r = e.field.isKeyField() ? N.comparator(t.key, n.key) : function(e, t, n) {
		let r = t.data.field(e), i = n.data.field(e);
		return r !== null && i !== null ? jr(r, i) : C(42886);
	}(e.field, t, n);
	switch (e.dir) {
		case "asc": return r;
		case "desc": return -1 * r;
		default: return C(19790, { direction: e.dir });
	}
}
var ja = class {
	constructor(e, t) {
		this.count = e, this.unchangedNames = t;
	}
}, H, U;
function Ma(e) {
	switch (e) {
		case A.OK: return C(64938);
		case A.CANCELLED:
		case A.UNKNOWN:
		case A.DEADLINE_EXCEEDED:
		case A.RESOURCE_EXHAUSTED:
		case A.INTERNAL:
		case A.UNAVAILABLE:
		case A.UNAUTHENTICATED: return !1;
		case A.INVALID_ARGUMENT:
		case A.NOT_FOUND:
		case A.ALREADY_EXISTS:
		case A.PERMISSION_DENIED:
		case A.FAILED_PRECONDITION:
		case A.ABORTED:
		case A.OUT_OF_RANGE:
		case A.UNIMPLEMENTED:
		case A.DATA_LOSS: return !0;
		default: return C(15467, { code: e });
	}
}
function Na(e) {
	if (e === void 0) return wn("GRPC error has no .code"), A.UNKNOWN;
	switch (e) {
		case H.OK: return A.OK;
		case H.CANCELLED: return A.CANCELLED;
		case H.UNKNOWN: return A.UNKNOWN;
		case H.DEADLINE_EXCEEDED: return A.DEADLINE_EXCEEDED;
		case H.RESOURCE_EXHAUSTED: return A.RESOURCE_EXHAUSTED;
		case H.INTERNAL: return A.INTERNAL;
		case H.UNAVAILABLE: return A.UNAVAILABLE;
		case H.UNAUTHENTICATED: return A.UNAUTHENTICATED;
		case H.INVALID_ARGUMENT: return A.INVALID_ARGUMENT;
		case H.NOT_FOUND: return A.NOT_FOUND;
		case H.ALREADY_EXISTS: return A.ALREADY_EXISTS;
		case H.PERMISSION_DENIED: return A.PERMISSION_DENIED;
		case H.FAILED_PRECONDITION: return A.FAILED_PRECONDITION;
		case H.ABORTED: return A.ABORTED;
		case H.OUT_OF_RANGE: return A.OUT_OF_RANGE;
		case H.UNIMPLEMENTED: return A.UNIMPLEMENTED;
		case H.DATA_LOSS: return A.DATA_LOSS;
		default: return C(39323, { code: e });
	}
}
(U = H ||= {})[U.OK = 0] = "OK", U[U.CANCELLED = 1] = "CANCELLED", U[U.UNKNOWN = 2] = "UNKNOWN", U[U.INVALID_ARGUMENT = 3] = "INVALID_ARGUMENT", U[U.DEADLINE_EXCEEDED = 4] = "DEADLINE_EXCEEDED", U[U.NOT_FOUND = 5] = "NOT_FOUND", U[U.ALREADY_EXISTS = 6] = "ALREADY_EXISTS", U[U.PERMISSION_DENIED = 7] = "PERMISSION_DENIED", U[U.UNAUTHENTICATED = 16] = "UNAUTHENTICATED", U[U.RESOURCE_EXHAUSTED = 8] = "RESOURCE_EXHAUSTED", U[U.FAILED_PRECONDITION = 9] = "FAILED_PRECONDITION", U[U.ABORTED = 10] = "ABORTED", U[U.OUT_OF_RANGE = 11] = "OUT_OF_RANGE", U[U.UNIMPLEMENTED = 12] = "UNIMPLEMENTED", U[U.INTERNAL = 13] = "INTERNAL", U[U.UNAVAILABLE = 14] = "UNAVAILABLE", U[U.DATA_LOSS = 15] = "DATA_LOSS";
var Pa = class {
	constructor(e, t) {
		this.mapKeyFn = e, this.equalsFn = t, this.inner = {}, this.innerSize = 0;
	}
	get(e) {
		let t = this.mapKeyFn(e), n = this.inner[t];
		if (n !== void 0) {
			for (let [t, r] of n) if (this.equalsFn(t, e)) return r;
		}
	}
	has(e) {
		return this.get(e) !== void 0;
	}
	set(e, t) {
		let n = this.mapKeyFn(e), r = this.inner[n];
		if (r === void 0) return this.inner[n] = [[e, t]], void this.innerSize++;
		for (let n = 0; n < r.length; n++) if (this.equalsFn(r[n][0], e)) return void (r[n] = [e, t]);
		r.push([e, t]), this.innerSize++;
	}
	delete(e) {
		let t = this.mapKeyFn(e), n = this.inner[t];
		if (n === void 0) return !1;
		for (let r = 0; r < n.length; r++) if (this.equalsFn(n[r][0], e)) return n.length === 1 ? delete this.inner[t] : n.splice(r, 1), this.innerSize--, !0;
		return !1;
	}
	forEach(e) {
		Hn(this.inner, ((t, n) => {
			for (let [t, r] of n) e(t, r);
		}));
	}
	isEmpty() {
		return Wn(this.inner);
	}
	size() {
		return this.innerSize;
	}
}, Fa = new O(N.comparator);
function Ia() {
	return Fa;
}
var La = new O(N.comparator);
function Ra(...e) {
	let t = La;
	for (let n of e) t = t.insert(n.key, n);
	return t;
}
function za(e) {
	let t = La;
	return e.forEach(((e, n) => t = t.insert(e, n.overlayedDocument))), t;
}
function Ba() {
	return Ha();
}
function Va() {
	return Ha();
}
function Ha() {
	return new Pa(((e) => e.toString()), ((e, t) => e.isEqual(t)));
}
var Ua = new O(N.comparator), Wa = new k(N.comparator);
function W(...e) {
	let t = Wa;
	for (let n of e) t = t.add(n);
	return t;
}
var Ga = new k(E);
function Ka() {
	return Ga;
}
var qa = null;
function Ja() {
	return new TextEncoder();
}
var Ya = new on([4294967295, 4294967295], 0);
function Xa(e) {
	let t = Ja().encode(e), n = new sn();
	return n.update(t), new Uint8Array(n.digest());
}
function Za(e) {
	let t = new DataView(e.buffer), n = t.getUint32(0, !0), r = t.getUint32(4, !0), i = t.getUint32(8, !0), a = t.getUint32(12, !0);
	return [new on([n, r], 0), new on([i, a], 0)];
}
var Qa = class e {
	constructor(e, t, n) {
		if (this.bitmap = e, this.padding = t, this.hashCount = n, t < 0 || t >= 8) throw new $a(`Invalid padding: ${t}`);
		if (n < 0 || e.length > 0 && this.hashCount === 0) throw new $a(`Invalid hash count: ${n}`);
		if (e.length === 0 && t !== 0) throw new $a(`Invalid padding when bitmap length is 0: ${t}`);
		this.p = 8 * e.length - t, this.S = on.fromNumber(this.p);
	}
	v(e, t, n) {
		let r = e.add(t.multiply(on.fromNumber(n)));
		return r.compare(Ya) === 1 && (r = new on([r.getBits(0), r.getBits(1)], 0)), r.modulo(this.S).toNumber();
	}
	D(e) {
		return !!(this.bitmap[Math.floor(e / 8)] & 1 << e % 8);
	}
	mightContain(e) {
		if (this.p === 0) return !1;
		let [t, n] = Za(Xa(e));
		for (let e = 0; e < this.hashCount; e++) {
			let r = this.v(t, n, e);
			if (!this.D(r)) return !1;
		}
		return !0;
	}
	static create(t, n, r) {
		let i = t % 8 == 0 ? 0 : 8 - t % 8, a = new Uint8Array(Math.ceil(t / 8)), o = new e(a, i, n);
		return r.forEach(((e) => o.insert(e))), o;
	}
	insert(e) {
		if (this.p === 0) return;
		let [t, n] = Za(Xa(e));
		for (let e = 0; e < this.hashCount; e++) {
			let r = this.v(t, n, e);
			this.C(r);
		}
	}
	C(e) {
		let t = Math.floor(e / 8), n = e % 8;
		this.bitmap[t] |= 1 << n;
	}
}, $a = class extends Error {
	constructor() {
		super(...arguments), this.name = "BloomFilterError";
	}
}, eo = class e {
	constructor(e, t, n, r, i, a) {
		this.snapshotVersion = e, this.targetChanges = t, this.targetMismatches = n, this.documentUpdates = r, this.augmentedDocumentUpdates = i, this.resolvedLimboDocuments = a;
	}
	static createSynthesizedRemoteEventForCurrentChange(t, n, r) {
		let i = /* @__PURE__ */ new Map();
		return i.set(t, to.createSynthesizedTargetChangeForCurrentChange(t, n, r)), new e(V.min(), i, new O(E), Ia(), Ia(), W());
	}
}, to = class e {
	constructor(e, t, n, r, i) {
		this.resumeToken = e, this.current = t, this.addedDocuments = n, this.modifiedDocuments = r, this.removedDocuments = i;
	}
	static createSynthesizedTargetChangeForCurrentChange(t, n, r) {
		return new e(r, n, W(), W(), W());
	}
}, no = class {
	constructor(e, t, n, r) {
		this.F = e, this.removedTargetIds = t, this.key = n, this.O = r;
	}
}, ro = class {
	constructor(e, t) {
		this.targetId = e, this.M = t;
	}
}, io = class {
	constructor(e, t, n = L.EMPTY_BYTE_STRING, r = null) {
		this.state = e, this.targetIds = t, this.resumeToken = n, this.cause = r;
	}
}, ao = class {
	constructor(e) {
		this.targetId = e, this.N = 0, this.L = lo(), this.B = L.EMPTY_BYTE_STRING, this.U = !1, this.k = !0;
	}
	get current() {
		return this.U;
	}
	get resumeToken() {
		return this.B;
	}
	get q() {
		return this.N !== 0;
	}
	get $() {
		return this.k;
	}
	K(e) {
		e.approximateByteSize() > 0 && (this.k = !0, this.B = e);
	}
	W() {
		let e = W(), t = W(), n = W();
		return this.L.forEach(((r, i) => {
			switch (i) {
				case 0:
					e = e.add(r);
					break;
				case 2:
					t = t.add(r);
					break;
				case 1:
					n = n.add(r);
					break;
				default: C(38017, { changeType: i });
			}
		})), new to(this.B, this.U, e, t, n);
	}
	G() {
		this.k = !1, this.L = lo();
	}
	j(e, t) {
		this.k = !0, this.L = this.L.insert(e, t);
	}
	H(e) {
		this.k = !0, this.L = this.L.remove(e);
	}
	J() {
		this.N += 1;
	}
	Y() {
		--this.N, w(this.N >= 0, 3241, {
			N: this.N,
			targetId: this.targetId
		});
	}
	Z() {
		this.k = !0, this.U = !0;
	}
}, oo = "WatchChangeAggregator", so = class {
	constructor(e) {
		this.X = e, this.ee = /* @__PURE__ */ new Map(), this.te = Ia(), this.ne = co(), this.re = Ia(), this.ie = co(), this.se = new O(E);
	}
	_e(e) {
		for (let t of e.F) e.O && e.O.isFoundDocument() ? this.oe(t, e.O) : this.ae(t, e.key, e.O);
		for (let t of e.removedTargetIds) this.ae(t, e.key, e.O);
	}
	ue(e) {
		this.forEachTarget(e, ((t) => {
			let n = this.ee.get(t);
			if (n) switch (e.state) {
				case 0:
					this.ce(t) && n.K(e.resumeToken);
					break;
				case 1:
					n.Y(), n.q || n.G(), n.K(e.resumeToken);
					break;
				case 2:
					n.Y(), n.q || this.removeTarget(t);
					break;
				case 3:
					this.ce(t) && (n.Z(), n.K(e.resumeToken));
					break;
				case 4:
					this.ce(t) && (this.le(t), n.K(e.resumeToken));
					break;
				default: C(56790, { state: e.state });
			}
			else x(oo, `handleTargetChange received targetChange for untracked target ID (${t}) with state (${e.state})`);
		}));
	}
	forEachTarget(e, t) {
		e.targetIds.length > 0 ? e.targetIds.forEach(t) : this.ee.forEach(((e, n) => {
			this.ce(n) && t(n);
		}));
	}
	Ee(e) {
		return da(e) ? e.getPipelineSourceType() === "documents" && e.getPipelineDocuments()?.length === 1 : fa(e);
	}
	he(e) {
		let t = e.targetId, n = e.M.count, r = this.Te(t);
		if (r) {
			let i = r.target;
			if (this.Ee(i)) {
				if (n === 0) {
					let e = new N(da(i) ? M.fromString(i.getPipelineDocuments()[0]) : i.path);
					this.ae(t, e, ta.newNoDocument(e, V.min()));
				} else w(n === 1, 20013, "Single document existence filter with count: " + n);
			} else {
				let r = this.Pe(t);
				if (r !== n) {
					let n = this.Ie(e), i = n ? this.Re(n, e, r) : 1;
					if (i !== 0) {
						this.le(t);
						let e = i === 2 ? "TargetPurposeExistenceFilterMismatchBloom" : "TargetPurposeExistenceFilterMismatch";
						this.se = this.se.insert(t, e);
					}
					qa?.Ae(function(e, t, n, r, i) {
						let a = {
							localCacheCount: e,
							existenceFilterCount: t.count,
							databaseId: n.database,
							projectId: n.projectId
						}, o = t.unchangedNames;
						return o && (a.bloomFilter = {
							applied: i === 0,
							hashCount: o?.hashCount ?? 0,
							bitmapLength: o?.bits?.bitmap?.length ?? 0,
							padding: o?.bits?.padding ?? 0,
							mightContain: (e) => r?.mightContain(e) ?? !1
						}), a;
					}(r, e.M, this.X.Ve(), n, i));
				}
			}
		}
	}
	Ie(e) {
		let t = e.M.unchangedNames;
		if (!t || !t.bits) return null;
		let { bits: { bitmap: n = "", padding: r = 0 }, hashCount: i = 0 } = t, a, o;
		try {
			a = ir(n).toUint8Array();
		} catch (e) {
			if (e instanceof tr) return S("Decoding the base64 bloom filter in existence filter failed (" + e.message + "); ignoring the bloom filter and falling back to full re-query."), null;
			throw e;
		}
		try {
			o = new Qa(a, r, i);
		} catch (e) {
			return S(e instanceof $a ? "BloomFilter error: " : "Applying bloom filter failed: ", e), null;
		}
		return o.p === 0 ? null : o;
	}
	Re(e, t, n) {
		return t.M.count === n - this.de(e, t.targetId) ? 0 : 2;
	}
	de(e, t) {
		let n = this.X.getRemoteKeysForTarget(t), r = 0;
		return n.forEach(((n) => {
			let i = this.X.Ve(), a = `projects/${i.projectId}/databases/${i.database}/documents/${n.path.canonicalString()}`;
			e.mightContain(a) || (this.ae(t, n, null), r++);
		})), r;
	}
	fe(e) {
		let t = /* @__PURE__ */ new Map();
		this.ee.forEach(((n, r) => {
			let i = this.Te(r);
			if (i) {
				if (n.current && this.Ee(i.target)) {
					let t = new N(da(i.target) ? M.fromString(i.target.getPipelineDocuments()[0]) : i.target.path);
					this.me(t).has(r) || this.pe(r, t) || this.ae(r, t, ta.newNoDocument(t, e));
				}
				n.$ && (t.set(r, n.W()), n.G());
			}
		}));
		let n = W();
		this.ie.forEach(((e, t) => {
			let r = !0;
			t.forEachWhile(((e) => {
				let t = this.Te(e);
				return !t || t.purpose === "TargetPurposeLimboResolution" || (r = !1, !1);
			})), r && (n = n.add(e));
		})), this.te.forEach(((t, n) => n.setReadTime(e))), this.re.forEach(((t, n) => n.setReadTime(e)));
		let r = new eo(e, t, this.se, this.te, this.re, n);
		return this.te = Ia(), this.ne = co(), this.re = Ia(), this.ie = co(), this.se = new O(E), r;
	}
	oe(e, t) {
		let n = this.ee.get(e);
		if (!n || !this.ce(e)) return void x(oo, `addDocumentToTarget received document for unknown inactive target (${e})`);
		let r = this.pe(e, t.key) ? 2 : 0;
		n.j(t.key, r), da(this.Te(e).target) && this.Te(e).target.getPipelineFlavor() !== "exact" ? this.re = this.re.insert(t.key, t) : this.te = this.te.insert(t.key, t), this.ne = this.ne.insert(t.key, this.me(t.key).add(e)), this.ie = this.ie.insert(t.key, this.ge(t.key).add(e));
	}
	ae(e, t, n) {
		let r = this.ee.get(e);
		r && this.ce(e) ? (this.pe(e, t) ? r.j(t, 1) : r.H(t), this.ie = this.ie.insert(t, this.ge(t).delete(e)), this.ie = this.ie.insert(t, this.ge(t).add(e)), n && (da(this.Te(e).target) && this.Te(e).target.getPipelineFlavor() !== "exact" ? this.re = this.re.insert(t, n) : this.te = this.te.insert(t, n))) : x(oo, `removeDocumentFromTarget received document for unknown or inactive target (${e})`);
	}
	removeTarget(e) {
		this.ee.delete(e);
	}
	Pe(e) {
		let t = this.ee.get(e);
		if (!t) return 0;
		let n = t.W();
		return this.X.getRemoteKeysForTarget(e).size + n.addedDocuments.size - n.removedDocuments.size;
	}
	J(e) {
		let t = this.ee.get(e);
		t || (x(oo, `recordPendingTargetRequest set up tracking for target ID ${e}`), t = new ao(e), this.ee.set(e, t)), t.J();
	}
	ge(e) {
		let t = this.ie.get(e);
		return t || (t = new k(E), this.ie = this.ie.insert(e, t)), t;
	}
	me(e) {
		let t = this.ne.get(e);
		return t || (t = new k(E), this.ne = this.ne.insert(e, t)), t;
	}
	ce(e) {
		let t = this.Te(e) !== null;
		return t || x(oo, "Detected inactive target", e), t;
	}
	Te(e) {
		let t = this.ee.get(e);
		return t === void 0 || t.q ? null : this.X.ye(e);
	}
	le(e) {
		this.ee.set(e, new ao(e)), this.X.getRemoteKeysForTarget(e).forEach(((t) => {
			this.ae(e, t, null);
		}));
	}
	pe(e, t) {
		return this.X.getRemoteKeysForTarget(e).has(t);
	}
};
function co() {
	return new O(N.comparator);
}
function lo() {
	return new O(N.comparator);
}
var uo = {
	asc: "ASCENDING",
	desc: "DESCENDING"
}, fo = {
	"<": "LESS_THAN",
	"<=": "LESS_THAN_OR_EQUAL",
	">": "GREATER_THAN",
	">=": "GREATER_THAN_OR_EQUAL",
	"==": "EQUAL",
	"!=": "NOT_EQUAL",
	"array-contains": "ARRAY_CONTAINS",
	in: "IN",
	"not-in": "NOT_IN",
	"array-contains-any": "ARRAY_CONTAINS_ANY"
}, po = {
	and: "AND",
	or: "OR"
}, mo = class {
	constructor(e, t) {
		this.databaseId = e, this.useProto3Json = t;
	}
};
function ho(e, t) {
	return e.useProto3Json || _r(t) ? t : { value: t };
}
function go(e, t) {
	return e.useProto3Json ? `${(/* @__PURE__ */ new Date(1e3 * t.seconds)).toISOString().replace(/\.\d*/, "").replace("Z", "")}.${("000000000" + t.nanoseconds).slice(-9)}Z` : {
		seconds: "" + t.seconds,
		nanos: t.nanoseconds
	};
}
function _o(e) {
	let t = rr(e);
	return new I(t.seconds, t.nanos);
}
function vo(e, t) {
	return e.useProto3Json ? t.toBase64() : t.toUint8Array();
}
function yo(e, t) {
	return go(e, t.toTimestamp());
}
function bo(e) {
	return w(!!e, 49232), V.fromTimestamp(_o(e));
}
function xo(e, t) {
	return So(e, t).canonicalString();
}
function So(e, t) {
	let n = function(e) {
		return new M([
			"projects",
			e.projectId,
			"databases",
			e.database
		]);
	}(e).child("documents");
	return t === void 0 ? n : n.child(t);
}
function Co(e) {
	let t = M.fromString(e);
	return w(Jo(t), 10190, { key: t.toString() }), t;
}
function wo(e, t) {
	return xo(e.databaseId, t.path);
}
function To(e, t) {
	let n = Co(t);
	if (n.get(1) !== e.databaseId.projectId) throw new j(A.INVALID_ARGUMENT, "Tried to deserialize key from different project: " + n.get(1) + " vs " + e.databaseId.projectId);
	if (n.get(3) !== e.databaseId.database) throw new j(A.INVALID_ARGUMENT, "Tried to deserialize key from different database: " + n.get(3) + " vs " + e.databaseId.database);
	return new N(ko(n));
}
function Eo(e, t) {
	return xo(e.databaseId, t);
}
function Do(e) {
	let t = Co(e);
	return t.length === 4 ? M.emptyPath() : ko(t);
}
function Oo(e) {
	return new M([
		"projects",
		e.databaseId.projectId,
		"databases",
		e.databaseId.database
	]).canonicalString();
}
function ko(e) {
	return w(e.length > 4 && e.get(4) === "documents", 29091, { key: e.toString() }), e.popFirst(5);
}
function Ao(e, t, n) {
	return {
		name: wo(e, t),
		fields: n.value.mapValue.fields
	};
}
function jo(e, t) {
	let n;
	if ("targetChange" in t) {
		t.targetChange;
		let r = function(e) {
			return e === "NO_CHANGE" ? 0 : e === "ADD" ? 1 : e === "REMOVE" ? 2 : e === "CURRENT" ? 3 : e === "RESET" ? 4 : C(39313, { state: e });
		}(t.targetChange.targetChangeType || "NO_CHANGE"), i = t.targetChange.targetIds || [], a = function(e, t) {
			return e.useProto3Json ? (w(t === void 0 || typeof t == "string", 58123), L.fromBase64String(t || "")) : (w(t === void 0 || t instanceof Buffer || t instanceof Uint8Array, 16193), L.fromUint8Array(t || /* @__PURE__ */ new Uint8Array()));
		}(e, t.targetChange.resumeToken), o = t.targetChange.cause;
		n = new io(r, i, a, o && function(e) {
			return new j(e.code === void 0 ? A.UNKNOWN : Na(e.code), e.message || "");
		}(o) || null);
	} else if ("documentChange" in t) {
		t.documentChange;
		let r = t.documentChange;
		r.document, r.document.name, r.document.updateTime;
		let i = To(e, r.document.name), a = bo(r.document.updateTime), o = r.document.createTime ? bo(r.document.createTime) : V.min(), s = new Yr({ mapValue: { fields: r.document.fields } }), c = ta.newFoundDocument(i, a, o, s);
		n = new no(r.targetIds || [], r.removedTargetIds || [], c.key, c);
	} else if ("documentDelete" in t) {
		t.documentDelete;
		let r = t.documentDelete;
		r.document;
		let i = To(e, r.document), a = r.readTime ? bo(r.readTime) : V.min(), o = ta.newNoDocument(i, a);
		n = new no([], r.removedTargetIds || [], o.key, o);
	} else if ("documentRemove" in t) {
		t.documentRemove;
		let r = t.documentRemove;
		r.document;
		let i = To(e, r.document);
		n = new no([], r.removedTargetIds || [], i, null);
	} else {
		if (!("filter" in t)) return C(11601, { we: t });
		{
			t.filter;
			let e = t.filter;
			e.targetId;
			let { count: r = 0, unchangedNames: i } = e, a = new ja(r, i), o = e.targetId;
			n = new ro(o, a);
		}
	}
	return n;
}
function Mo(e, t) {
	let n;
	if (t instanceof Di) n = { update: Ao(e, t.key, t.value) };
	else if (t instanceof Mi) n = { delete: wo(e, t.key) };
	else if (t instanceof Oi) n = {
		update: Ao(e, t.key, t.data),
		updateMask: qo(t.fieldMask)
	};
	else {
		if (!(t instanceof Ni)) return C(16599, { be: t.type });
		n = { verify: wo(e, t.key) };
	}
	return t.fieldTransforms.length > 0 && (n.updateTransforms = t.fieldTransforms.map(((e) => function(e, t) {
		let n = t.transform;
		if (n instanceof ii) return {
			fieldPath: t.field.canonicalString(),
			setToServerValue: "REQUEST_TIME"
		};
		if (n instanceof ai) return {
			fieldPath: t.field.canonicalString(),
			appendMissingElements: { values: n.elements }
		};
		if (n instanceof si) return {
			fieldPath: t.field.canonicalString(),
			removeAllFromArray: { values: n.elements }
		};
		if (n instanceof ui) return {
			fieldPath: t.field.canonicalString(),
			increment: n.h
		};
		if (n instanceof di) return {
			fieldPath: t.field.canonicalString(),
			minimum: n.h
		};
		if (n instanceof fi) return {
			fieldPath: t.field.canonicalString(),
			maximum: n.h
		};
		throw C(20930, { transform: t.transform });
	}(0, e)))), t.precondition.isNone || (n.currentDocument = function(e, t) {
		return t.updateTime === void 0 ? t.exists === void 0 ? C(27497) : { exists: t.exists } : { updateTime: yo(e, t.updateTime) };
	}(e, t.precondition)), n;
}
function No(e, t) {
	return e && e.length > 0 ? (w(t !== void 0, 14353), e.map(((e) => function(e, t) {
		let n = e.updateTime ? bo(e.updateTime) : bo(t);
		return n.isEqual(V.min()) && (n = bo(t)), new vi(n, e.transformResults || []);
	}(e, t)))) : [];
}
function Po(e, t) {
	return { documents: [Eo(e, t.path)] };
}
function Fo(e, t) {
	let n = { structuredQuery: {} }, r = t.path, i;
	t.collectionGroup === null ? (i = r.popLast(), n.structuredQuery.from = [{ collectionId: r.lastSegment() }]) : (i = r, n.structuredQuery.from = [{
		collectionId: t.collectionGroup,
		allDescendants: !0
	}]), n.parent = Eo(e, i);
	let a = function(e) {
		if (e.length !== 0) return Ko(Ri.create(e, "and"));
	}(t.filters);
	a && (n.structuredQuery.where = a);
	let o = function(e) {
		if (e.length !== 0) return e.map(((e) => function(e) {
			return {
				field: Wo(e.field),
				direction: Vo(e.dir)
			};
		}(e)));
	}(t.orderBy);
	o && (n.structuredQuery.orderBy = o);
	let s = ho(e, t.limit);
	return s !== null && (n.structuredQuery.limit = s), t.startAt && (n.structuredQuery.startAt = function(e) {
		return {
			before: e.inclusive,
			values: e.position
		};
	}(t.startAt)), t.endAt && (n.structuredQuery.endAt = function(e) {
		return {
			before: !e.inclusive,
			values: e.position
		};
	}(t.endAt)), {
		Se: n,
		parent: i
	};
}
function Io(e, t, n, r) {
	let { Se: i, parent: a } = Fo(e, t), o = {}, s = [], c = 0;
	return n.forEach(((e) => {
		let t = r ? e.alias : "aggregate_" + c++;
		o[t] = e.alias, e.aggregateType === "count" ? s.push({
			alias: t,
			count: {}
		}) : e.aggregateType === "avg" ? s.push({
			alias: t,
			avg: { field: Wo(e.fieldPath) }
		}) : e.aggregateType === "sum" && s.push({
			alias: t,
			sum: { field: Wo(e.fieldPath) }
		});
	})), {
		request: {
			structuredAggregationQuery: {
				aggregations: s,
				structuredQuery: i.structuredQuery
			},
			parent: i.parent
		},
		ve: o,
		parent: a
	};
}
function Lo(e) {
	let t = Do(e.parent), n = e.structuredQuery, r = n.from ? n.from.length : 0, i = null;
	if (r > 0) {
		w(r === 1, 65062);
		let e = n.from[0];
		e.allDescendants ? i = e.collectionId : t = t.child(e.collectionId);
	}
	let a = [];
	n.where && (a = function(e) {
		let t = Bo(e);
		return t instanceof Ri && Bi(t) ? t.getFilters() : [t];
	}(n.where));
	let o = [];
	n.orderBy && (o = function(e) {
		return e.map(((e) => function(e) {
			return new $i(Go(e.field), function(e) {
				switch (e) {
					case "ASCENDING": return "asc";
					case "DESCENDING": return "desc";
					default: return;
				}
			}(e.direction));
		}(e)));
	}(n.orderBy));
	let s = null;
	n.limit && (s = function(e) {
		let t;
		return t = typeof e == "object" ? e.value : e, _r(t) ? null : t;
	}(n.limit));
	let c = null;
	n.startAt && (c = function(e) {
		let t = !!e.before;
		return new Pi(e.values || [], t);
	}(n.startAt));
	let l = null;
	return n.endAt && (l = function(e) {
		let t = !e.before;
		return new Pi(e.values || [], t);
	}(n.endAt)), ma(t, i, o, a, s, "F", c, l);
}
function Ro(e, t) {
	let n = function(e) {
		switch (e) {
			case "TargetPurposeListen": return null;
			case "TargetPurposeExistenceFilterMismatch": return "existence-filter-mismatch";
			case "TargetPurposeExistenceFilterMismatchBloom": return "existence-filter-mismatch-bloom";
			case "TargetPurposeLimboResolution": return "limbo-document";
			default: return C(28987, { purpose: e });
		}
	}(t.purpose);
	return n == null ? null : { "goog-listen-tags": n };
}
function zo(e, t) {
	return { structuredPipeline: { pipeline: { stages: t.stages.map(((t) => t._toProto(e))) } } };
}
function Bo(e) {
	return e.unaryFilter === void 0 ? e.fieldFilter === void 0 ? e.compositeFilter === void 0 ? C(30097, { filter: e }) : function(e) {
		return Ri.create(e.compositeFilter.filters.map(((e) => Bo(e))), function(e) {
			switch (e) {
				case "AND": return "and";
				case "OR": return "or";
				default: return C(1026);
			}
		}(e.compositeFilter.op));
	}(e) : function(e) {
		return B.create(Go(e.fieldFilter.field), function(e) {
			switch (e) {
				case "EQUAL": return "==";
				case "NOT_EQUAL": return "!=";
				case "GREATER_THAN": return ">";
				case "GREATER_THAN_OR_EQUAL": return ">=";
				case "LESS_THAN": return "<";
				case "LESS_THAN_OR_EQUAL": return "<=";
				case "ARRAY_CONTAINS": return "array-contains";
				case "IN": return "in";
				case "NOT_IN": return "not-in";
				case "ARRAY_CONTAINS_ANY": return "array-contains-any";
				case "OPERATOR_UNSPECIFIED": return C(58110);
				default: return C(50506);
			}
		}(e.fieldFilter.op), e.fieldFilter.value);
	}(e) : function(e) {
		switch (e.unaryFilter.op) {
			case "IS_NAN":
				let t = Go(e.unaryFilter.field);
				return B.create(t, "==", { doubleValue: NaN });
			case "IS_NULL":
				let n = Go(e.unaryFilter.field);
				return B.create(n, "==", { nullValue: "NULL_VALUE" });
			case "IS_NOT_NAN":
				let r = Go(e.unaryFilter.field);
				return B.create(r, "!=", { doubleValue: NaN });
			case "IS_NOT_NULL":
				let i = Go(e.unaryFilter.field);
				return B.create(i, "!=", { nullValue: "NULL_VALUE" });
			case "OPERATOR_UNSPECIFIED": return C(61313);
			default: return C(60726);
		}
	}(e);
}
function Vo(e) {
	return uo[e];
}
function Ho(e) {
	return fo[e];
}
function Uo(e) {
	return po[e];
}
function Wo(e) {
	return { fieldPath: e.canonicalString() };
}
function Go(e) {
	return zn.fromServerFormat(e.fieldPath);
}
function Ko(e) {
	return e instanceof B ? function(e) {
		if (e.op === "==") {
			if (Ur(e.value)) return { unaryFilter: {
				field: Wo(e.field),
				op: "IS_NAN"
			} };
			if (Hr(e.value)) return { unaryFilter: {
				field: Wo(e.field),
				op: "IS_NULL"
			} };
		} else if (e.op === "!=") {
			if (Ur(e.value)) return { unaryFilter: {
				field: Wo(e.field),
				op: "IS_NOT_NAN"
			} };
			if (Hr(e.value)) return { unaryFilter: {
				field: Wo(e.field),
				op: "IS_NOT_NULL"
			} };
		}
		return { fieldFilter: {
			field: Wo(e.field),
			op: Ho(e.op),
			value: e.value
		} };
	}(e) : e instanceof Ri ? function(e) {
		let t = e.getFilters().map(((e) => Ko(e)));
		return t.length === 1 ? t[0] : { compositeFilter: {
			op: Uo(e.op),
			filters: t
		} };
	}(e) : C(54877, { filter: e });
}
function qo(e) {
	let t = [];
	return e.fields.forEach(((e) => t.push(e.canonicalString()))), { fieldPaths: t };
}
function Jo(e) {
	return e.length >= 4 && e.get(0) === "projects" && e.get(2) === "databases";
}
function Yo(e) {
	return !!e && typeof e._toProto == "function" && e._protoValueType === "ProtoValue";
}
function Xo(e, t) {
	let n = { fields: {} };
	return t.forEach(((t, r) => {
		if (typeof r != "string") throw Error(`Cannot encode map with non-string key: ${r}`);
		n.fields[r] = t._toProto(e);
	})), { mapValue: n };
}
function Zo(e) {
	return { stringValue: e };
}
function Qo(e) {
	return new mo(e, !0);
}
var $o = class e {
	constructor(e) {
		this._byteString = e;
	}
	static fromBase64String(t) {
		try {
			return new e(L.fromBase64String(t));
		} catch (e) {
			throw new j(A.INVALID_ARGUMENT, "Failed to construct data from Base64 string: " + e);
		}
	}
	static fromUint8Array(t) {
		return new e(L.fromUint8Array(t));
	}
	toBase64() {
		return this._byteString.toBase64();
	}
	toUint8Array() {
		return this._byteString.toUint8Array();
	}
	toString() {
		return "Bytes(base64: " + this.toBase64() + ")";
	}
	isEqual(e) {
		return this._byteString.isEqual(e._byteString);
	}
	toJSON() {
		return {
			type: e._jsonSchemaVersion,
			bytes: this.toBase64()
		};
	}
	static fromJSON(t) {
		if (Qn(t, e._jsonSchema)) return e.fromBase64String(t.bytes);
	}
};
$o._jsonSchemaVersion = "firestore/bytes/1.0", $o._jsonSchema = {
	type: F("string", $o._jsonSchemaVersion),
	bytes: F("string")
};
var es = class {
	constructor(...e) {
		for (let t = 0; t < e.length; ++t) if (e[t].length === 0) throw new j(A.INVALID_ARGUMENT, "Invalid field name at argument $(i + 1). Field names must not be empty.");
		this._internalPath = new zn(e);
	}
	isEqual(e) {
		return this._internalPath.isEqual(e._internalPath);
	}
};
function ts() {
	return new es(In);
}
var ns = class {
	constructor(e) {
		this._methodName = e;
	}
}, rs = class e {
	constructor(e, t) {
		if (!isFinite(e) || e < -90 || e > 90) throw new j(A.INVALID_ARGUMENT, "Latitude must be a number between -90 and 90, but was: " + e);
		if (!isFinite(t) || t < -180 || t > 180) throw new j(A.INVALID_ARGUMENT, "Longitude must be a number between -180 and 180, but was: " + t);
		this._lat = e, this._long = t;
	}
	get latitude() {
		return this._lat;
	}
	get longitude() {
		return this._long;
	}
	isEqual(e) {
		return this._lat === e._lat && this._long === e._long;
	}
	_compareTo(e) {
		return E(this._lat, e._lat) || E(this._long, e._long);
	}
	toJSON() {
		return {
			latitude: this._lat,
			longitude: this._long,
			type: e._jsonSchemaVersion
		};
	}
	static fromJSON(t) {
		if (Qn(t, e._jsonSchema)) return new e(t.latitude, t.longitude);
	}
};
rs._jsonSchemaVersion = "firestore/geoPoint/1.0", rs._jsonSchema = {
	type: F("string", rs._jsonSchemaVersion),
	latitude: F("number"),
	longitude: F("number")
};
var is = class {
	constructor(e) {
		this.uid = e;
	}
	isAuthenticated() {
		return this.uid != null;
	}
	toKey() {
		return this.isAuthenticated() ? "uid:" + this.uid : "anonymous-user";
	}
	isEqual(e) {
		return e.uid === this.uid;
	}
};
is.UNAUTHENTICATED = new is(null), is.GOOGLE_CREDENTIALS = new is("google-credentials-uid"), is.FIRST_PARTY = new is("first-party-uid"), is.MOCK_USER = new is("mock-user");
var as = class {
	constructor() {
		this.promise = new Promise(((e, t) => {
			this.resolve = e, this.reject = t;
		}));
	}
}, os = class {
	constructor(e, t) {
		this.user = t, this.type = "OAuth", this.headers = /* @__PURE__ */ new Map(), this.headers.set("Authorization", `Bearer ${e}`);
	}
}, ss = class {
	getToken() {
		return Promise.resolve(null);
	}
	invalidateToken() {}
	start(e, t) {
		e.enqueueRetryable((() => t(is.UNAUTHENTICATED)));
	}
	shutdown() {}
}, cs = class {
	constructor(e) {
		this.token = e, this.changeListener = null;
	}
	getToken() {
		return Promise.resolve(this.token);
	}
	invalidateToken() {}
	start(e, t) {
		this.changeListener = t, e.enqueueRetryable((() => t(this.token.user)));
	}
	shutdown() {
		this.changeListener = null;
	}
}, ls = class {
	constructor(e) {
		this.De = e, this.currentUser = is.UNAUTHENTICATED, this.xe = 0, this.forceRefresh = !1, this.auth = null;
	}
	start(e, t) {
		w(this.Ce === void 0, 42304);
		let n = this.xe, r = (e) => this.xe === n ? Promise.resolve() : (n = this.xe, t(e)), i = new as();
		this.Ce = () => {
			this.xe++, this.currentUser = this.Fe(), i.resolve(), i = new as(), e.enqueueRetryable((() => r(this.currentUser)));
		};
		let a = () => {
			let t = i;
			e.enqueueRetryable((async () => {
				await t.promise, await r(this.currentUser);
			}));
		}, o = (e) => {
			x("FirebaseAuthCredentialsProvider", "Auth detected"), this.auth = e, this.Ce && (this.auth.addAuthTokenListener(this.Ce), a());
		};
		this.De.onInit(((e) => o(e))), setTimeout((() => {
			if (!this.auth) {
				let e = this.De.getImmediate({ optional: !0 });
				e ? o(e) : (x("FirebaseAuthCredentialsProvider", "Auth not yet detected"), i.resolve(), i = new as());
			}
		}), 0), a();
	}
	getToken() {
		let e = this.xe, t = this.forceRefresh;
		return this.forceRefresh = !1, this.auth ? this.auth.getToken(t).then(((t) => this.xe === e ? t ? (w(typeof t.accessToken == "string", 31837, { Oe: t }), new os(t.accessToken, this.currentUser)) : null : (x("FirebaseAuthCredentialsProvider", "getToken aborted due to token change."), this.getToken()))) : Promise.resolve(null);
	}
	invalidateToken() {
		this.forceRefresh = !0;
	}
	shutdown() {
		this.auth && this.Ce && this.auth.removeAuthTokenListener(this.Ce), this.Ce = void 0;
	}
	Fe() {
		let e = this.auth && this.auth.getUid();
		return w(e === null || typeof e == "string", 2055, { Me: e }), new is(e);
	}
}, us = class {
	constructor(e, t, n) {
		this.Ne = e, this.Le = t, this.Be = n, this.type = "FirstParty", this.user = is.FIRST_PARTY, this.Ue = /* @__PURE__ */ new Map();
	}
	ke() {
		return this.Be ? this.Be() : null;
	}
	get headers() {
		this.Ue.set("X-Goog-AuthUser", this.Ne);
		let e = this.ke();
		return e && this.Ue.set("Authorization", e), this.Le && this.Ue.set("X-Goog-Iam-Authorization-Token", this.Le), this.Ue;
	}
}, ds = class {
	constructor(e, t, n) {
		this.Ne = e, this.Le = t, this.Be = n;
	}
	getToken() {
		return Promise.resolve(new us(this.Ne, this.Le, this.Be));
	}
	start(e, t) {
		e.enqueueRetryable((() => t(is.FIRST_PARTY)));
	}
	shutdown() {}
	invalidateToken() {}
}, fs = class {
	constructor(e) {
		this.value = e, this.type = "AppCheck", this.headers = /* @__PURE__ */ new Map(), e && e.length > 0 && this.headers.set("x-firebase-appcheck", this.value);
	}
}, ps = class {
	constructor(e, t) {
		this.qe = t, this.forceRefresh = !1, this.appCheck = null, this.$e = null, this.Ke = null, Pt(e) && e.settings.appCheckToken && (this.Ke = e.settings.appCheckToken);
	}
	start(e, t) {
		w(this.Ce === void 0, 3512);
		let n = (e) => {
			e.error != null && x("FirebaseAppCheckTokenProvider", `Error getting App Check token; using placeholder token instead. Error: ${e.error.message}`);
			let n = e.token !== this.$e;
			return this.$e = e.token, x("FirebaseAppCheckTokenProvider", `Received ${n ? "new" : "existing"} token.`), n ? t(e.token) : Promise.resolve();
		};
		this.Ce = (t) => {
			e.enqueueRetryable((() => n(t)));
		};
		let r = (e) => {
			x("FirebaseAppCheckTokenProvider", "AppCheck detected"), this.appCheck = e, this.Ce && this.appCheck.addTokenListener(this.Ce);
		};
		this.qe.onInit(((e) => r(e))), setTimeout((() => {
			if (!this.appCheck) {
				let e = this.qe.getImmediate({ optional: !0 });
				e ? r(e) : x("FirebaseAppCheckTokenProvider", "AppCheck not yet detected");
			}
		}), 0);
	}
	getToken() {
		if (this.Ke) return Promise.resolve(new fs(this.Ke));
		let e = this.forceRefresh;
		return this.forceRefresh = !1, this.appCheck ? this.appCheck.getToken(e).then(((e) => e ? (w(typeof e.token == "string", 44558, { tokenResult: e }), this.$e = e.token, new fs(e.token)) : null)) : Promise.resolve(null);
	}
	invalidateToken() {
		this.forceRefresh = !0;
	}
	shutdown() {
		this.appCheck && this.Ce && this.appCheck.removeTokenListener(this.Ce), this.Ce = void 0;
	}
};
function ms(e) {
	let t = {};
	return e.timeoutSeconds !== void 0 && (t.timeoutSeconds = e.timeoutSeconds), t;
}
var hs = class {
	Qe(e) {}
	shutdown() {}
}, gs = "ConnectivityMonitor", _s = class {
	constructor() {
		this.We = () => this.Ge(), this.ze = () => this.je(), this.He = [], this.Je();
	}
	Qe(e) {
		this.He.push(e);
	}
	shutdown() {
		window.removeEventListener("online", this.We), window.removeEventListener("offline", this.ze);
	}
	Je() {
		window.addEventListener("online", this.We), window.addEventListener("offline", this.ze);
	}
	Ge() {
		x(gs, "Network connectivity changed: AVAILABLE");
		for (let e of this.He) e(0);
	}
	je() {
		x(gs, "Network connectivity changed: UNAVAILABLE");
		for (let e of this.He) e(1);
	}
	static Ye() {
		return typeof window < "u" && window.addEventListener !== void 0 && window.removeEventListener !== void 0;
	}
}, vs = null;
function ys() {
	return vs === null ? vs = function() {
		return 268435456 + Math.round(2147483648 * Math.random());
	}() : vs++, "0x" + vs.toString(16);
}
var bs = "RestConnection", xs = {
	BatchGetDocuments: "batchGet",
	Commit: "commit",
	RunQuery: "runQuery",
	RunAggregationQuery: "runAggregationQuery",
	ExecutePipeline: "executePipeline"
}, Ss = class {
	get Ze() {
		return !1;
	}
	constructor(e) {
		this.databaseInfo = e, this.databaseId = e.databaseId;
		let t = e.ssl ? "https" : "http", n = encodeURIComponent(this.databaseId.projectId), r = encodeURIComponent(this.databaseId.database);
		this.Xe = t + "://" + e.host, this.et = `projects/${n}/databases/${r}`, this.tt = this.databaseId.database === pr ? `project_id=${n}` : `project_id=${n}&database_id=${r}`;
	}
	nt(e, t, n, r, i) {
		let a = ys(), o = this.rt(e, t.toUriEncodedString());
		x(bs, `Sending RPC '${e}' ${a}:`, o, n);
		let s = {
			"google-cloud-resource-prefix": this.et,
			"x-goog-request-params": this.tt
		};
		this.it(s, r, i);
		let { host: c } = new URL(o), l = fe(c);
		return this.st(e, o, s, n, l).then(((t) => (x(bs, `Received RPC '${e}' ${a}: `, t), t)), ((t) => {
			throw S(bs, `RPC '${e}' ${a} failed with error: `, t, "url: ", o, "request:", n), t;
		}));
	}
	_t(e, t, n, r, i, a) {
		return this.nt(e, t, n, r, i);
	}
	it(e, t, n) {
		if (e["X-Goog-Api-Client"] = function() {
			return "gl-js/ fire/" + bn;
		}(), e["Content-Type"] = "text/plain", this.databaseInfo.appId && (e["X-Firebase-GMPID"] = this.databaseInfo.appId), t && t.headers.forEach(((t, n) => e[n] = t)), n && n.headers.forEach(((t, n) => e[n] = t)), this.databaseInfo._customHeaders) for (let t of Object.keys(this.databaseInfo._customHeaders)) e[t] = this.databaseInfo._customHeaders[t];
	}
	rt(e, t) {
		let n = xs[e], r = `${this.Xe}/v1/${t}:${n}`;
		return this.databaseInfo.apiKey && (r = `${r}?key=${encodeURIComponent(this.databaseInfo.apiKey)}`), r;
	}
	terminate() {}
}, Cs = class {
	constructor(e) {
		this.ot = e.ot, this.ut = e.ut;
	}
	ct(e) {
		this.lt = e;
	}
	Et(e) {
		this.ht = e;
	}
	Tt(e) {
		this.Pt = e;
	}
	onMessage(e) {
		this.It = e;
	}
	close() {
		this.ut();
	}
	send(e) {
		this.ot(e);
	}
	Rt() {
		this.lt();
	}
	At() {
		this.ht();
	}
	Vt(e) {
		this.Pt(e);
	}
	dt(e) {
		this.It(e);
	}
}, ws = "WebChannelConnection", Ts = (e, t, n) => {
	e.listen(t, ((e) => {
		try {
			n(e);
		} catch (e) {
			setTimeout((() => {
				throw e;
			}), 0);
		}
	}));
}, Es = class e extends Ss {
	constructor(e) {
		super(e), this.ft = [], this.forceLongPolling = e.forceLongPolling, this.autoDetectLongPolling = e.autoDetectLongPolling, this.useFetchStreams = e.useFetchStreams, this.longPollingOptions = e.longPollingOptions;
	}
	static gt() {
		e.yt ||= (Ts(gn(), hn.STAT_EVENT, ((e) => {
			e.stat === mn.PROXY ? x(ws, "STAT_EVENT: detected buffering proxy") : e.stat === mn.NOPROXY && x(ws, "STAT_EVENT: detected no buffering proxy");
		})), !0);
	}
	st(e, t, n, r, i) {
		let a = ys();
		return new Promise(((i, o) => {
			let s = new un();
			s.setWithCredentials(!0), s.listenOnce(fn.COMPLETE, (() => {
				try {
					switch (s.getLastErrorCode()) {
						case pn.NO_ERROR:
							let t = s.getResponseJson();
							x(ws, `XHR for RPC '${e}' ${a} received:`, JSON.stringify(t)), i(t);
							break;
						case pn.TIMEOUT:
							x(ws, `RPC '${e}' ${a} timed out`), o(new j(A.DEADLINE_EXCEEDED, "Request time out"));
							break;
						case pn.HTTP_ERROR:
							let n = s.getStatus();
							if (x(ws, `RPC '${e}' ${a} failed with status:`, n, "response text:", s.getResponseText()), n > 0) {
								let e = s.getResponseJson();
								Array.isArray(e) && (e = e[0]);
								let t = e?.error;
								t && t.status && t.message ? o(new j(function(e) {
									let t = e.toLowerCase().replace(/_/g, "-");
									return Object.values(A).indexOf(t) >= 0 ? t : A.UNKNOWN;
								}(t.status), t.message)) : o(new j(A.UNKNOWN, "Server responded with status " + s.getStatus()));
							} else o(new j(A.UNAVAILABLE, "Connection failed."));
							break;
						default: C(9055, {
							wt: e,
							streamId: a,
							bt: s.getLastErrorCode(),
							St: s.getLastError()
						});
					}
				} finally {
					x(ws, `RPC '${e}' ${a} completed.`);
				}
			}));
			let c = JSON.stringify(r);
			x(ws, `RPC '${e}' ${a} sending request:`, r), s.send(t, "POST", c, n, 15);
		}));
	}
	vt(t, n, r) {
		let i = ys(), a = [
			this.Xe,
			"/",
			"google.firestore.v1.Firestore",
			"/",
			t,
			"/channel"
		], o = this.createWebChannelTransport(), s = {
			httpSessionIdParam: "gsessionid",
			initMessageHeaders: {},
			messageUrlParams: { database: `projects/${this.databaseId.projectId}/databases/${this.databaseId.database}` },
			sendRawJson: !0,
			supportsCrossDomainXhr: !0,
			internalChannelParams: { forwardChannelRequestTimeoutMs: 6e5 },
			forceLongPolling: this.forceLongPolling,
			detectBufferingProxy: this.autoDetectLongPolling
		}, c = this.longPollingOptions.timeoutSeconds;
		c !== void 0 && (s.longPollingTimeout = Math.round(1e3 * c)), this.useFetchStreams && (s.useFetchStreams = !0), this.it(s.initMessageHeaders, n, r), s.encodeInitMessageHeaders = !0;
		let l = a.join("");
		x(ws, `Creating RPC '${t}' stream ${i}: ${l}`, s);
		let u = o.createWebChannel(l, s);
		this.Dt(u);
		let d = !1, f = !1, p = new Cs({
			ot: (e) => {
				f ? x(ws, `Not sending because RPC '${t}' stream ${i} is closed:`, e) : (d ||= (x(ws, `Opening RPC '${t}' stream ${i} transport.`), u.open(), !0), x(ws, `RPC '${t}' stream ${i} sending:`, e), u.send(e));
			},
			ut: () => u.close()
		});
		return Ts(u, dn.EventType.OPEN, (() => {
			f || (x(ws, `RPC '${t}' stream ${i} transport opened.`), p.Rt());
		})), Ts(u, dn.EventType.CLOSE, (() => {
			f || (f = !0, x(ws, `RPC '${t}' stream ${i} transport closed`), p.Vt(), this.xt(u));
		})), Ts(u, dn.EventType.ERROR, ((e) => {
			f || (f = !0, S(ws, `RPC '${t}' stream ${i} transport errored. Name:`, e.name, "Message:", e.message), p.Vt(new j(A.UNAVAILABLE, "The operation could not be completed")));
		})), Ts(u, dn.EventType.MESSAGE, ((e) => {
			if (!f) {
				let n = e.data[0];
				w(!!n, 16349);
				let r = n, a = r?.error || r[0]?.error;
				if (a) {
					x(ws, `RPC '${t}' stream ${i} received error:`, a);
					let e = a.status, n = function(e) {
						let t = H[e];
						if (t !== void 0) return Na(t);
					}(e), r = a.message;
					e === "NOT_FOUND" && r.includes("database") && r.includes("does not exist") && r.includes(this.databaseId.database) && S(`Database '${this.databaseId.database}' not found. Please check your project configuration.`), n === void 0 && (n = A.INTERNAL, r = "Unknown error status: " + e + " with message " + a.message), f = !0, p.Vt(new j(n, r)), u.close();
				} else x(ws, `RPC '${t}' stream ${i} received:`, n), p.dt(n);
			}
		})), e.gt(), setTimeout((() => {
			p.At();
		}), 0), p;
	}
	terminate() {
		this.ft.forEach(((e) => e.close())), this.ft = [];
	}
	Dt(e) {
		this.ft.push(e);
	}
	xt(e) {
		this.ft = this.ft.filter(((t) => t === e));
	}
	it(e, t, n) {
		super.it(e, t, n), this.databaseInfo.apiKey && (e["x-goog-api-key"] = this.databaseInfo.apiKey);
	}
	createWebChannelTransport() {
		return _n();
	}
};
function Ds(e) {
	return new Es(e);
}
Es.yt = !1;
var Os = class {
	constructor(e, t, n = 1e3, r = 1.5, i = 6e4) {
		this.Ct = e, this.timerId = t, this.Ft = n, this.Ot = r, this.Mt = i, this.Nt = 0, this.Lt = null, this.Bt = Date.now(), this.reset();
	}
	reset() {
		this.Nt = 0;
	}
	Ut() {
		this.Nt = this.Mt;
	}
	kt(e) {
		this.cancel();
		let t = Math.floor(this.Nt + this.qt()), n = Math.max(0, Date.now() - this.Bt), r = Math.max(0, t - n);
		r > 0 && x("ExponentialBackoff", `Backing off for ${r} ms (base delay: ${this.Nt} ms, delay with jitter: ${t} ms, last attempt: ${n} ms ago)`), this.Lt = this.Ct.enqueueAfterDelay(this.timerId, r, (() => (this.Bt = Date.now(), e()))), this.Nt *= this.Ot, this.Nt < this.Ft && (this.Nt = this.Ft), this.Nt > this.Mt && (this.Nt = this.Mt);
	}
	$t() {
		this.Lt !== null && (this.Lt.skipDelay(), this.Lt = null);
	}
	cancel() {
		this.Lt !== null && (this.Lt.cancel(), this.Lt = null);
	}
	qt() {
		return (Math.random() - .5) * this.Nt;
	}
}, ks = "PersistentStream", As = class {
	constructor(e, t, n, r, i, a, o, s) {
		this.Ct = e, this.Kt = n, this.Qt = r, this.connection = i, this.authCredentialsProvider = a, this.appCheckCredentialsProvider = o, this.listener = s, this.state = 0, this.Wt = 0, this.Gt = null, this.zt = null, this.stream = null, this.jt = 0, this.Ht = new Os(e, t);
	}
	Jt() {
		return this.state === 1 || this.state === 5 || this.Yt();
	}
	Yt() {
		return this.state === 2 || this.state === 3;
	}
	start() {
		this.jt = 0, this.state === 4 ? this.Zt() : this.auth();
	}
	async stop() {
		this.Jt() && await this.close(0);
	}
	Xt() {
		this.state = 0, this.Ht.reset();
	}
	en() {
		this.Yt() && this.Gt === null && (this.Gt = this.Ct.enqueueAfterDelay(this.Kt, 6e4, (() => this.tn())));
	}
	nn(e) {
		this.rn(), this.stream.send(e);
	}
	async tn() {
		if (this.Yt()) return this.close(0);
	}
	rn() {
		this.Gt &&= (this.Gt.cancel(), null);
	}
	sn() {
		this.zt &&= (this.zt.cancel(), null);
	}
	async close(e, t) {
		this.rn(), this.sn(), this.Ht.cancel(), this.Wt++, e === 4 ? t && t.code === A.RESOURCE_EXHAUSTED ? (wn(t.toString()), wn("Using maximum backoff delay to prevent overloading the backend."), this.Ht.Ut()) : t && t.code === A.UNAUTHENTICATED && this.state !== 3 && (this.authCredentialsProvider.invalidateToken(), this.appCheckCredentialsProvider.invalidateToken()) : this.Ht.reset(), this.stream !== null && (this._n(), this.stream.close(), this.stream = null), this.state = e, await this.listener.Tt(t);
	}
	_n() {}
	auth() {
		this.state = 1;
		let e = this.an(this.Wt), t = this.Wt;
		Promise.all([this.authCredentialsProvider.getToken(), this.appCheckCredentialsProvider.getToken()]).then((([e, n]) => {
			this.Wt === t && this.un(e, n);
		}), ((t) => {
			e((() => {
				let e = new j(A.UNKNOWN, "Fetching auth token failed: " + t.message);
				return this.cn(e);
			}));
		}));
	}
	un(e, t) {
		let n = this.an(this.Wt);
		this.stream = this.En(e, t), this.stream.ct((() => {
			n((() => this.listener.ct()));
		})), this.stream.Et((() => {
			n((() => (this.state = 2, this.zt = this.Ct.enqueueAfterDelay(this.Qt, 1e4, (() => (this.Yt() && (this.state = 3), Promise.resolve()))), this.listener.Et())));
		})), this.stream.Tt(((e) => {
			n((() => this.cn(e)));
		})), this.stream.onMessage(((e) => {
			n((() => ++this.jt == 1 ? this.hn(e) : this.onNext(e)));
		}));
	}
	Zt() {
		this.state = 5, this.Ht.kt((async () => {
			this.state = 0, this.start();
		}));
	}
	cn(e) {
		return x(ks, `close with error: ${e}`), this.stream = null, this.close(4, e);
	}
	an(e) {
		return (t) => {
			this.Ct.enqueueAndForget((() => this.Wt === e ? t() : (x(ks, "stream callback skipped by getCloseGuardedDispatcher."), Promise.resolve())));
		};
	}
}, js = class extends As {
	constructor(e, t, n, r, i, a) {
		super(e, "listen_stream_connection_backoff", "listen_stream_idle", "health_check_timeout", t, n, r, a), this.serializer = i;
	}
	En(e, t) {
		return this.connection.vt("Listen", e, t);
	}
	hn(e) {
		return this.onNext(e);
	}
	onNext(e) {
		this.Ht.reset();
		let t = jo(this.serializer, e), n = function(e) {
			if (!("targetChange" in e)) return V.min();
			let t = e.targetChange;
			return t.targetIds && t.targetIds.length ? V.min() : t.readTime ? bo(t.readTime) : V.min();
		}(e);
		return this.listener.Tn(t, n);
	}
	Pn(e) {
		let t = {};
		t.database = Oo(this.serializer), t.addTarget = function(e, t) {
			let n, r = t.target;
			if (n = da(r) ? { pipelineQuery: zo(e, r) } : fa(r) ? { documents: Po(e, r) } : { query: Fo(e, r).Se }, n.targetId = t.targetId, t.resumeToken.approximateByteSize() > 0) {
				n.resumeToken = vo(e, t.resumeToken);
				let r = ho(e, t.expectedCount);
				r !== null && (n.expectedCount = r);
			} else if (t.snapshotVersion.compareTo(V.min()) > 0) {
				n.readTime = go(e, t.snapshotVersion.toTimestamp());
				let r = ho(e, t.expectedCount);
				r !== null && (n.expectedCount = r);
			}
			return n;
		}(this.serializer, e);
		let n = Ro(this.serializer, e);
		n && (t.labels = n), this.nn(t);
	}
	In(e) {
		let t = {};
		t.database = Oo(this.serializer), t.removeTarget = e, this.nn(t);
	}
}, Ms = class extends As {
	constructor(e, t, n, r, i, a) {
		super(e, "write_stream_connection_backoff", "write_stream_idle", "health_check_timeout", t, n, r, a), this.serializer = i;
	}
	get Rn() {
		return this.jt > 0;
	}
	start() {
		this.lastStreamToken = void 0, super.start();
	}
	_n() {
		this.Rn && this.An([]);
	}
	En(e, t) {
		return this.connection.vt("Write", e, t);
	}
	hn(e) {
		return w(!!e.streamToken, 31322), this.lastStreamToken = e.streamToken, w(!e.writeResults || e.writeResults.length === 0, 55816), this.listener.Vn();
	}
	onNext(e) {
		w(!!e.streamToken, 12678), this.lastStreamToken = e.streamToken, this.Ht.reset();
		let t = No(e.writeResults, e.commitTime), n = bo(e.commitTime);
		return this.listener.dn(n, t);
	}
	fn() {
		let e = {};
		e.database = Oo(this.serializer), this.nn(e);
	}
	An(e) {
		let t = {
			streamToken: this.lastStreamToken,
			writes: e.map(((e) => Mo(this.serializer, e)))
		};
		this.nn(t);
	}
}, Ns = class {}, Ps = class extends Ns {
	constructor(e, t, n, r) {
		super(), this.authCredentials = e, this.appCheckCredentials = t, this.connection = n, this.serializer = r, this.mn = !1;
	}
	pn() {
		if (this.mn) throw new j(A.FAILED_PRECONDITION, "The client has already been terminated.");
	}
	nt(e, t, n, r) {
		return this.pn(), Promise.all([this.authCredentials.getToken(), this.appCheckCredentials.getToken()]).then((([i, a]) => this.connection.nt(e, So(t, n), r, i, a))).catch(((e) => {
			throw e.name === "FirebaseError" ? (e.code === A.UNAUTHENTICATED && (this.authCredentials.invalidateToken(), this.appCheckCredentials.invalidateToken()), e) : new j(A.UNKNOWN, e.toString());
		}));
	}
	_t(e, t, n, r, i) {
		return this.pn(), Promise.all([this.authCredentials.getToken(), this.appCheckCredentials.getToken()]).then((([a, o]) => this.connection._t(e, So(t, n), r, a, o, i))).catch(((e) => {
			throw e.name === "FirebaseError" ? (e.code === A.UNAUTHENTICATED && (this.authCredentials.invalidateToken(), this.appCheckCredentials.invalidateToken()), e) : new j(A.UNKNOWN, e.toString());
		}));
	}
	terminate() {
		this.mn = !0, this.connection.terminate();
	}
};
function Fs(e, t, n, r) {
	return new Ps(e, t, n, r);
}
var Is = "ComponentProvider", Ls = /* @__PURE__ */ new Map();
function Rs(e, t, n, r, i) {
	return new fr(e, t, n, i.host, i.ssl, i.experimentalForceLongPolling, i.experimentalAutoDetectLongPolling, ms(i.experimentalLongPollingOptions), i.useFetchStreams, i.isUsingEmulator, r, i._customHeaders, i.grpcFlowControlWindow);
}
var zs = {
	didRun: !1,
	sequenceNumbersCollected: 0,
	targetsRemoved: 0,
	documentsRemoved: 0
}, Bs = 41943040, Vs = class e {
	static withCacheSize(t) {
		return new e(t, e.DEFAULT_COLLECTION_PERCENTILE, e.DEFAULT_MAX_SEQUENCE_NUMBERS_TO_COLLECT);
	}
	constructor(e, t, n) {
		this.cacheSizeCollectionThreshold = e, this.percentileToCollect = t, this.maximumSequenceNumbersToCollect = n;
	}
};
Vs.DEFAULT_COLLECTION_PERCENTILE = 10, Vs.DEFAULT_MAX_SEQUENCE_NUMBERS_TO_COLLECT = 1e3, Vs.DEFAULT = new Vs(Bs, Vs.DEFAULT_COLLECTION_PERCENTILE, Vs.DEFAULT_MAX_SEQUENCE_NUMBERS_TO_COLLECT), Vs.DISABLED = new Vs(-1, 0, 0);
var Hs = class {
	constructor(e, t) {
		this.previousValue = e, t && (t.sequenceNumberHandler = (e) => this.gn(e), this.yn = (e) => t.writeSequenceNumber(e));
	}
	gn(e) {
		return this.previousValue = Math.max(e, this.previousValue), this.previousValue;
	}
	next() {
		let e = ++this.previousValue;
		return this.yn && this.yn(e), e;
	}
};
Hs.wn = -1;
var Us = "The current tab is not in the required state to perform this operation. It might be necessary to refresh the browser tab.", Ws = class {
	constructor() {
		this.onCommittedListeners = [];
	}
	addOnCommittedListener(e) {
		this.onCommittedListeners.push(e);
	}
	raiseOnCommittedEvent() {
		this.onCommittedListeners.forEach(((e) => e()));
	}
};
async function Gs(e) {
	if (e.code !== A.FAILED_PRECONDITION || e.message !== Us) throw e;
	x("LocalStore", "Unexpectedly lost primary lease");
}
var G = class e {
	constructor(e) {
		this.nextCallback = null, this.catchCallback = null, this.result = void 0, this.error = void 0, this.isDone = !1, this.callbackAttached = !1, e(((e) => {
			this.isDone = !0, this.result = e, this.nextCallback && this.nextCallback(e);
		}), ((e) => {
			this.isDone = !0, this.error = e, this.catchCallback && this.catchCallback(e);
		}));
	}
	catch(e) {
		return this.next(void 0, e);
	}
	next(t, n) {
		return this.callbackAttached && C(59440), this.callbackAttached = !0, this.isDone ? this.error ? this.wrapFailure(n, this.error) : this.wrapSuccess(t, this.result) : new e(((e, r) => {
			this.nextCallback = (n) => {
				this.wrapSuccess(t, n).next(e, r);
			}, this.catchCallback = (t) => {
				this.wrapFailure(n, t).next(e, r);
			};
		}));
	}
	toPromise() {
		return new Promise(((e, t) => {
			this.next(e, t);
		}));
	}
	wrapUserFunction(t) {
		try {
			let n = t();
			return n instanceof e ? n : e.resolve(n);
		} catch (t) {
			return e.reject(t);
		}
	}
	wrapSuccess(t, n) {
		return t ? this.wrapUserFunction((() => t(n))) : e.resolve(n);
	}
	wrapFailure(t, n) {
		return t ? this.wrapUserFunction((() => t(n))) : e.reject(n);
	}
	static resolve(t) {
		return new e(((e, n) => {
			e(t);
		}));
	}
	static reject(t) {
		return new e(((e, n) => {
			n(t);
		}));
	}
	static waitFor(t) {
		return new e(((e, n) => {
			let r = 0, i = 0, a = !1;
			t.forEach(((t) => {
				++r, t.next((() => {
					++i, a && i === r && e();
				}), ((e) => n(e)));
			})), a = !0, i === r && e();
		}));
	}
	static or(t) {
		let n = e.resolve(!1);
		for (let r of t) n = n.next(((t) => t ? e.resolve(t) : r()));
		return n;
	}
	static forEach(e, t) {
		let n = [];
		return e.forEach(((e, r) => {
			n.push(t.call(this, e, r));
		})), this.waitFor(n);
	}
	static mapArray(t, n) {
		return new e(((e, r) => {
			let i = t.length, a = Array(i), o = 0;
			for (let s = 0; s < i; s++) {
				let c = s;
				n(t[c]).next(((t) => {
					a[c] = t, ++o, o === i && e(a);
				}), ((e) => r(e)));
			}
		}));
	}
	static doWhile(t, n) {
		return new e(((e, r) => {
			let i = () => {
				!0 === t() ? n().next((() => {
					i();
				}), r) : e();
			};
			i();
		}));
	}
};
function Ks(e) {
	let t = e.match(/Android ([\d.]+)/i), n = t ? t[1].split(".").slice(0, 2).join(".") : "-1";
	return Number(n);
}
function qs(e) {
	return e.name === "IndexedDbTransactionError";
}
var Js = "LruGarbageCollector", Ys = 1048576;
function Xs([e, t], [n, r]) {
	let i = E(e, n);
	return i === 0 ? E(t, r) : i;
}
var Zs = class {
	constructor(e) {
		this.Yn = e, this.buffer = new k(Xs), this.Zn = 0;
	}
	Xn() {
		return ++this.Zn;
	}
	er(e) {
		let t = [e, this.Xn()];
		if (this.buffer.size < this.Yn) this.buffer = this.buffer.add(t);
		else {
			let e = this.buffer.last();
			Xs(t, e) < 0 && (this.buffer = this.buffer.delete(e).add(t));
		}
	}
	get maxValue() {
		return this.buffer.last()[0];
	}
}, Qs = class {
	constructor(e, t, n) {
		this.garbageCollector = e, this.asyncQueue = t, this.localStore = n, this.tr = null;
	}
	start() {
		this.garbageCollector.params.cacheSizeCollectionThreshold !== -1 && this.nr(6e4);
	}
	stop() {
		this.tr &&= (this.tr.cancel(), null);
	}
	get started() {
		return this.tr !== null;
	}
	nr(e) {
		x(Js, `Garbage collection scheduled in ${e}ms`), this.tr = this.asyncQueue.enqueueAfterDelay("lru_garbage_collection", e, (async () => {
			this.tr = null;
			try {
				await this.localStore.collectGarbage(this.garbageCollector);
			} catch (e) {
				qs(e) ? x(Js, "Ignoring IndexedDB error during garbage collection: ", e) : await Gs(e);
			}
			await this.nr(3e5);
		}));
	}
}, $s = class {
	constructor(e, t) {
		this.rr = e, this.params = t;
	}
	calculateTargetCount(e, t) {
		return this.rr.ir(e).next(((e) => Math.floor(t / 100 * e)));
	}
	nthSequenceNumber(e, t) {
		if (t === 0) return G.resolve(Hs.wn);
		let n = new Zs(t);
		return this.rr.forEachTarget(e, ((e) => n.er(e.sequenceNumber))).next((() => this.rr.sr(e, ((e) => n.er(e))))).next((() => n.maxValue));
	}
	removeTargets(e, t, n) {
		return this.rr.removeTargets(e, t, n);
	}
	removeOrphanedDocuments(e, t) {
		return this.rr.removeOrphanedDocuments(e, t);
	}
	collect(e, t) {
		return this.params.cacheSizeCollectionThreshold === -1 ? (x("LruGarbageCollector", "Garbage collection skipped; disabled"), G.resolve(zs)) : this.getCacheSize(e).next(((n) => n < this.params.cacheSizeCollectionThreshold ? (x("LruGarbageCollector", `Garbage collection skipped; Cache size ${n} is lower than threshold ${this.params.cacheSizeCollectionThreshold}`), zs) : this._r(e, t)));
	}
	getCacheSize(e) {
		return this.rr.getCacheSize(e);
	}
	_r(e, t) {
		let n, r, i, a, o, s, c, l = Date.now();
		return this.calculateTargetCount(e, this.params.percentileToCollect).next(((t) => (t > this.params.maximumSequenceNumbersToCollect ? (x("LruGarbageCollector", `Capping sequence numbers to collect down to the maximum of ${this.params.maximumSequenceNumbersToCollect} from ${t}`), r = this.params.maximumSequenceNumbersToCollect) : r = t, a = Date.now(), this.nthSequenceNumber(e, r)))).next(((r) => (n = r, o = Date.now(), this.removeTargets(e, n, t)))).next(((t) => (i = t, s = Date.now(), this.removeOrphanedDocuments(e, n)))).next(((e) => (c = Date.now(), Cn() <= v.DEBUG && x("LruGarbageCollector", `LRU Garbage Collection\n\tCounted targets in ${a - l}ms\n\tDetermined least recently used ${r} in ` + (o - a) + `ms
\tRemoved ${i} targets in ` + (s - o) + `ms
\tRemoved ${e} documents in ` + (c - s) + `ms
Total Duration: ${c - l}ms`), G.resolve({
			didRun: !0,
			sequenceNumbersCollected: r,
			targetsRemoved: i,
			documentsRemoved: e
		}))));
	}
};
function ec(e, t) {
	return new $s(e, t);
}
var tc = "firestore.googleapis.com", nc = !0, rc = class {
	constructor(e) {
		if (e.host === void 0) {
			if (e.ssl !== void 0) throw new j(A.INVALID_ARGUMENT, "Can't provide ssl option if host option is not set");
			this.host = tc, this.ssl = nc;
		} else this.host = e.host, this.ssl = e.ssl ?? nc;
		if (this.isUsingEmulator = e.emulatorOptions !== void 0, this.credentials = e.credentials, this.ignoreUndefinedProperties = !!e.ignoreUndefinedProperties, this.localCache = e.localCache, e._customHeaders && (this._customHeaders = { ...e._customHeaders }), e.cacheSizeBytes === void 0) this.cacheSizeBytes = Bs;
		else {
			if (e.cacheSizeBytes !== -1 && e.cacheSizeBytes < Ys) throw new j(A.INVALID_ARGUMENT, "cacheSizeBytes must be at least 1048576");
			this.cacheSizeBytes = e.cacheSizeBytes;
		}
		if (Kn("experimentalForceLongPolling", e.experimentalForceLongPolling, "experimentalAutoDetectLongPolling", e.experimentalAutoDetectLongPolling), this.experimentalForceLongPolling = !!e.experimentalForceLongPolling, this.experimentalAutoDetectLongPolling = this.experimentalForceLongPolling ? !1 : e.experimentalAutoDetectLongPolling === void 0 || !!e.experimentalAutoDetectLongPolling, this.experimentalLongPollingOptions = ms(e.experimentalLongPollingOptions ?? {}), function(e) {
			if (e.timeoutSeconds !== void 0) {
				if (isNaN(e.timeoutSeconds)) throw new j(A.INVALID_ARGUMENT, `invalid long polling timeout: ${e.timeoutSeconds} (must not be NaN)`);
				if (e.timeoutSeconds < 5) throw new j(A.INVALID_ARGUMENT, `invalid long polling timeout: ${e.timeoutSeconds} (minimum allowed value is 5)`);
				if (e.timeoutSeconds > 30) throw new j(A.INVALID_ARGUMENT, `invalid long polling timeout: ${e.timeoutSeconds} (maximum allowed value is 30)`);
			}
		}(this.experimentalLongPollingOptions), this.useFetchStreams = !!e.useFetchStreams, e.grpcFlowControlWindow !== void 0) {
			if (typeof e.grpcFlowControlWindow != "number" || e.grpcFlowControlWindow <= 0 || e.grpcFlowControlWindow > 2147483647 || !Number.isInteger(e.grpcFlowControlWindow)) throw new j(A.INVALID_ARGUMENT, "grpcFlowControlWindow must be a positive integer and cannot exceed 2147483647");
			this.grpcFlowControlWindow = e.grpcFlowControlWindow;
		}
	}
	isEqual(e) {
		return this.host === e.host && this.ssl === e.ssl && this.credentials === e.credentials && this.cacheSizeBytes === e.cacheSizeBytes && this.experimentalForceLongPolling === e.experimentalForceLongPolling && this.experimentalAutoDetectLongPolling === e.experimentalAutoDetectLongPolling && function(e, t) {
			return e.timeoutSeconds === t.timeoutSeconds;
		}(this.experimentalLongPollingOptions, e.experimentalLongPollingOptions) && this.ignoreUndefinedProperties === e.ignoreUndefinedProperties && this.useFetchStreams === e.useFetchStreams && this.grpcFlowControlWindow === e.grpcFlowControlWindow && function(e, t) {
			if (e === t) return !0;
			if (!e || !t) return !1;
			let n = Object.keys(e), r = Object.keys(t);
			if (n.length !== r.length) return !1;
			for (let r of n) if (e[r] !== t[r]) return !1;
			return !0;
		}(this._customHeaders, e._customHeaders);
	}
}, ic = class {
	constructor(e, t, n, r) {
		this._authCredentials = e, this._appCheckCredentials = t, this._databaseId = n, this._app = r, this.type = "firestore-lite", this._persistenceKey = "(lite)", this._settings = new rc({}), this._settingsFrozen = !1, this._emulatorOptions = {}, this._terminateTask = "notTerminated";
	}
	get app() {
		if (!this._app) throw new j(A.FAILED_PRECONDITION, "Firestore was not initialized using the Firebase SDK. 'app' is not available");
		return this._app;
	}
	get _initialized() {
		return this._settingsFrozen;
	}
	get _terminated() {
		return this._terminateTask !== "notTerminated";
	}
	_setSettings(e) {
		if (this._settingsFrozen) throw new j(A.FAILED_PRECONDITION, "Firestore has already been started and its settings can no longer be changed. You can only modify settings before calling any other methods on a Firestore object.");
		this._settings = new rc(e), this._emulatorOptions = e.emulatorOptions || {}, e.credentials !== void 0 && (this._authCredentials = function(e) {
			if (!e) return new ss();
			switch (e.type) {
				case "firstParty": return new ds(e.sessionIndex || "0", e.iamToken || null, e.authTokenFactory || null);
				case "provider": return e.client;
				default: throw new j(A.INVALID_ARGUMENT, "makeAuthCredentialsProvider failed due to invalid credential type");
			}
		}(e.credentials));
	}
	_getSettings() {
		return this._settings;
	}
	_getEmulatorOptions() {
		return this._emulatorOptions;
	}
	_freezeSettings() {
		return this._settingsFrozen = !0, this._settings;
	}
	_delete() {
		return this._terminateTask === "notTerminated" && (this._terminateTask = this._terminate()), this._terminateTask;
	}
	async _restart() {
		this._terminateTask === "notTerminated" ? await this._terminate() : this._terminateTask = "notTerminated";
	}
	toJSON() {
		return {
			app: this._app,
			databaseId: this._databaseId,
			settings: this._settings
		};
	}
	_terminate() {
		return function(e) {
			let t = Ls.get(e);
			t && (x(Is, "Removing Datastore"), Ls.delete(e), t.terminate());
		}(this), Promise.resolve();
	}
};
function ac(e, t, n, r = {}) {
	e = P(e, ic);
	let i = fe(t), a = e._getSettings(), o = {
		...a,
		emulatorOptions: e._getEmulatorOptions()
	}, s = `${t}:${n}`;
	i && pe(`https://${s}`), a.host !== tc && a.host !== s && S("Host has been set in both settings() and connectFirestoreEmulator(), emulator host will be used.");
	let c = {
		...a,
		host: s,
		ssl: i,
		emulatorOptions: r
	};
	if (!g(c, o) && (e._setSettings(c), r.mockUserToken)) {
		let t, n;
		if (typeof r.mockUserToken == "string") t = r.mockUserToken, n = is.MOCK_USER;
		else {
			t = te(r.mockUserToken, e._app?.options.projectId);
			let i = r.mockUserToken.sub || r.mockUserToken.user_id;
			if (!i) throw new j(A.INVALID_ARGUMENT, "mockUserToken must contain 'sub' or 'user_id' field!");
			n = new is(i);
		}
		e._authCredentials = new cs(new os(t, n));
	}
}
var oc = class e {
	constructor(e, t, n) {
		this.converter = t, this._query = n, this.type = "query", this.firestore = e;
	}
	withConverter(t) {
		return new e(this.firestore, t, this._query);
	}
}, K = class e {
	constructor(e, t, n) {
		this.converter = t, this._key = n, this.type = "document", this.firestore = e;
	}
	get _path() {
		return this._key.path;
	}
	get id() {
		return this._key.path.lastSegment();
	}
	get path() {
		return this._key.path.canonicalString();
	}
	get parent() {
		return new sc(this.firestore, this.converter, this._key.path.popLast());
	}
	withConverter(t) {
		return new e(this.firestore, t, this._key);
	}
	toJSON() {
		return {
			type: e._jsonSchemaVersion,
			referencePath: this._key.toString()
		};
	}
	static fromJSON(t, n, r) {
		if (Qn(n, e._jsonSchema)) return new e(t, r || null, new N(M.fromString(n.referencePath)));
	}
};
K._jsonSchemaVersion = "firestore/documentReference/1.0", K._jsonSchema = {
	type: F("string", K._jsonSchemaVersion),
	referencePath: F("string")
};
var sc = class e extends oc {
	constructor(e, t, n) {
		super(e, t, ha(n)), this._path = n, this.type = "collection";
	}
	get id() {
		return this._query.path.lastSegment();
	}
	get path() {
		return this._query.path.canonicalString();
	}
	get parent() {
		let e = this._path.popLast();
		return e.isEmpty() ? null : new K(this.firestore, null, new N(e));
	}
	withConverter(t) {
		return new e(this.firestore, t, this._path);
	}
};
function cc(e, t, ...n) {
	if (e = _(e), Gn("collection", "path", t), e instanceof ic) {
		let r = M.fromString(t, ...n);
		return Jn(r), new sc(e, null, r);
	}
	{
		if (!(e instanceof K || e instanceof sc)) throw new j(A.INVALID_ARGUMENT, "Expected first argument to collection() to be a CollectionReference, a DocumentReference or FirebaseFirestore");
		let r = e._path.child(M.fromString(t, ...n));
		return Jn(r), new sc(e.firestore, null, r);
	}
}
function lc(e, t) {
	if (e = P(e, ic), Gn("collectionGroup", "collection id", t), t.indexOf("/") >= 0) throw new j(A.INVALID_ARGUMENT, `Invalid collection ID '${t}' passed to function collectionGroup(). Collection IDs must not contain '/'.`);
	return new oc(e, null, function(e) {
		return new pa(M.emptyPath(), e);
	}(t));
}
function uc(e, t, ...n) {
	if (e = _(e), arguments.length === 1 && (t = On.newId()), Gn("doc", "path", t), e instanceof ic) {
		let r = M.fromString(t, ...n);
		return qn(r), new K(e, null, new N(r));
	}
	{
		if (!(e instanceof K || e instanceof sc)) throw new j(A.INVALID_ARGUMENT, "Expected first argument to doc() to be a CollectionReference, a DocumentReference or FirebaseFirestore");
		let r = e._path.child(M.fromString(t, ...n));
		return qn(r), new K(e.firestore, e instanceof sc ? e.converter : null, new N(r));
	}
}
var dc = class e {
	constructor(e) {
		this._values = (e || []).map(((e) => e));
	}
	toArray() {
		return this._values.map(((e) => e));
	}
	isEqual(e) {
		return function(e, t) {
			if (e.length !== t.length) return !1;
			for (let n = 0; n < e.length; ++n) if (e[n] !== t[n]) return !1;
			return !0;
		}(this._values, e._values);
	}
	toJSON() {
		return {
			type: e._jsonSchemaVersion,
			vectorValues: this._values
		};
	}
	static fromJSON(t) {
		if (Qn(t, e._jsonSchema)) {
			if (Array.isArray(t.vectorValues) && t.vectorValues.every(((e) => typeof e == "number"))) return new e(t.vectorValues);
			throw new j(A.INVALID_ARGUMENT, "Expected 'vectorValues' field to be a number array");
		}
	}
};
dc._jsonSchemaVersion = "firestore/vectorValue/1.0", dc._jsonSchema = {
	type: F("string", dc._jsonSchemaVersion),
	vectorValues: F("object")
};
var fc = /^__.*__$/, pc = class {
	constructor(e, t, n) {
		this.data = e, this.fieldMask = t, this.fieldTransforms = n;
	}
	toMutation(e, t) {
		return this.fieldMask === null ? new Di(e, this.data, t, this.fieldTransforms) : new Oi(e, this.data, this.fieldMask, t, this.fieldTransforms);
	}
}, mc = class {
	constructor(e, t, n) {
		this.data = e, this.fieldMask = t, this.fieldTransforms = n;
	}
	toMutation(e, t) {
		return new Oi(e, this.data, this.fieldMask, t, this.fieldTransforms);
	}
};
function hc(e) {
	switch (e) {
		case 0:
		case 2:
		case 1: return !0;
		case 3:
		case 4: return !1;
		default: throw C(40011, { dataSource: e });
	}
}
var gc = class e {
	constructor(e, t, n, r, i, a) {
		this.settings = e, this.databaseId = t, this.serializer = n, this.ignoreUndefinedProperties = r, i === void 0 && this.validatePath(), this.fieldTransforms = i || [], this.fieldMask = a || [];
	}
	get path() {
		return this.settings.path;
	}
	get dataSource() {
		return this.settings.dataSource;
	}
	contextWith(t) {
		return new e({
			...this.settings,
			...t
		}, this.databaseId, this.serializer, this.ignoreUndefinedProperties, this.fieldTransforms, this.fieldMask);
	}
	childContextForField(e) {
		let t = this.path?.child(e), n = this.contextWith({
			path: t,
			arrayElement: !1
		});
		return n.validatePathSegment(e), n;
	}
	childContextForFieldPath(e) {
		let t = this.path?.child(e), n = this.contextWith({
			path: t,
			arrayElement: !1
		});
		return n.validatePath(), n;
	}
	childContextForArray(e) {
		return this.contextWith({
			path: void 0,
			arrayElement: !0
		});
	}
	createError(e) {
		return Nc(e, this.settings.methodName, this.settings.hasConverter || !1, this.path, this.settings.targetDoc);
	}
	contains(e) {
		return this.fieldMask.find(((t) => e.isPrefixOf(t))) !== void 0 || this.fieldTransforms.find(((t) => e.isPrefixOf(t.field))) !== void 0;
	}
	validatePath() {
		if (this.path) for (let e = 0; e < this.path.length; e++) this.validatePathSegment(this.path.get(e));
	}
	validatePathSegment(e) {
		if (e.length === 0) throw this.createError("Document fields must not be empty");
		if (hc(this.dataSource) && fc.test(e)) throw this.createError("Document fields cannot begin and end with \"__\"");
	}
}, _c = class {
	constructor(e, t, n) {
		this.databaseId = e, this.ignoreUndefinedProperties = t, this.serializer = n || Qo(e);
	}
	createContext(e, t, n, r = !1) {
		return new gc({
			dataSource: e,
			methodName: t,
			targetDoc: n,
			path: zn.emptyPath(),
			arrayElement: !1,
			hasConverter: r
		}, this.databaseId, this.serializer, this.ignoreUndefinedProperties);
	}
};
function vc(e) {
	let t = e._freezeSettings(), n = Qo(e._databaseId);
	return new _c(e._databaseId, !!t.ignoreUndefinedProperties, n);
}
function yc(e, t, n, r, i, a = {}) {
	let o = e.createContext(a.merge || a.mergeFields ? 2 : 0, t, n, i);
	kc("Data must be an object, but it was:", o, r);
	let s = Ec(r, o), c, l;
	if (a.merge) c = new Bn(o.fieldMask), l = o.fieldTransforms;
	else if (a.mergeFields) {
		let e = [];
		for (let r of a.mergeFields) {
			let i = Ac(t, r, n);
			if (!o.contains(i)) throw new j(A.INVALID_ARGUMENT, `Field '${i}' is specified in your field mask but missing from your input data.`);
			Pc(e, i) || e.push(i);
		}
		c = new Bn(e), l = o.fieldTransforms.filter(((e) => c.covers(e.field)));
	} else c = null, l = o.fieldTransforms;
	return new pc(new Yr(s), c, l);
}
var bc = class e extends ns {
	_toFieldTransform(e) {
		if (e.dataSource !== 2) throw e.dataSource === 1 ? e.createError(`${this._methodName}() can only appear at the top level of your update data`) : e.createError(`${this._methodName}() cannot be used with set() unless you pass {merge:true}`);
		return e.fieldMask.push(e.path), null;
	}
	isEqual(t) {
		return t instanceof e;
	}
}, xc = class e extends ns {
	_toFieldTransform(e) {
		return new gi(e.path, new ii());
	}
	isEqual(t) {
		return t instanceof e;
	}
};
function Sc(e, t, n, r) {
	let i = e.createContext(1, t, n);
	kc("Data must be an object, but it was:", i, r);
	let a = [], o = Yr.empty();
	return Hn(r, ((e, r) => {
		let s = Mc(t, e, n);
		r = _(r);
		let c = i.childContextForFieldPath(s);
		if (r instanceof bc) a.push(s);
		else {
			let e = Tc(r, c);
			e != null && (a.push(s), o.set(s, e));
		}
	})), new mc(o, new Bn(a), i.fieldTransforms);
}
function Cc(e, t, n, r, i, a) {
	let o = e.createContext(1, t, n), s = [Ac(t, r, n)], c = [i];
	if (a.length % 2 != 0) throw new j(A.INVALID_ARGUMENT, `Function ${t}() needs to be called with an even number of arguments that alternate between field names and values.`);
	for (let e = 0; e < a.length; e += 2) s.push(Ac(t, a[e])), c.push(a[e + 1]);
	let l = [], u = Yr.empty();
	for (let e = s.length - 1; e >= 0; --e) if (!Pc(l, s[e])) {
		let t = s[e], n = c[e];
		n = _(n);
		let r = o.childContextForFieldPath(t);
		if (n instanceof bc) l.push(t);
		else {
			let e = Tc(n, r);
			e != null && (l.push(t), u.set(t, e));
		}
	}
	return new mc(u, new Bn(l), o.fieldTransforms);
}
function wc(e, t, n, r = !1) {
	return Tc(n, e.createContext(r ? 4 : 3, t));
}
function Tc(e, t, n) {
	if (Oc(e = _(e))) return kc("Unsupported field value:", t, e), Ec(e, t);
	if (e instanceof ns) return function(e, t) {
		if (!hc(t.dataSource)) throw t.createError(`${e._methodName}() can only be used with update() and set()`);
		if (!t.path) throw t.createError(`${e._methodName}() is not currently supported inside arrays`);
		let n = e._toFieldTransform(t);
		n && t.fieldTransforms.push(n);
	}(e, t), null;
	if (e === void 0 && t.ignoreUndefinedProperties) return null;
	if (t.path && t.fieldMask.push(t.path), e instanceof Array) {
		if (t.settings.arrayElement && t.dataSource !== 4) throw t.createError("Nested arrays are not supported");
		return function(e, t) {
			let n = [], r = 0;
			for (let i of e) {
				let e = Tc(i, t.childContextForArray(r));
				e ??= { nullValue: "NULL_VALUE" }, n.push(e), r++;
			}
			return { arrayValue: { values: n } };
		}(e, t);
	}
	return function(e, t, n) {
		if ((e = _(e)) === null) return { nullValue: "NULL_VALUE" };
		if (typeof e == "number") return $r(t.serializer, e);
		if (typeof e == "boolean") return { booleanValue: e };
		if (typeof e == "string") return { stringValue: e };
		if (e instanceof Date) {
			let n = I.fromDate(e);
			return { timestampValue: go(t.serializer, n) };
		}
		if (e instanceof I) {
			let n = new I(e.seconds, 1e3 * Math.floor(e.nanoseconds / 1e3));
			return { timestampValue: go(t.serializer, n) };
		}
		if (Dc(e)) {
			let n = I.fromInstant(e), r = new I(n.seconds, 1e3 * Math.floor(n.nanoseconds / 1e3));
			return { timestampValue: go(t.serializer, r) };
		}
		if (e instanceof rs) return { geoPointValue: {
			latitude: e.latitude,
			longitude: e.longitude
		} };
		if (e instanceof $o) return { bytesValue: vo(t.serializer, e._byteString) };
		if (e instanceof K) {
			let n = t.databaseId, r = e.firestore._databaseId;
			if (!r.isEqual(n)) throw t.createError(`Document reference is for database ${r.projectId}/${r.database} but should be for database ${n.projectId}/${n.database}`);
			return { referenceValue: xo(e.firestore._databaseId || t.databaseId, e._key.path) };
		}
		if (e instanceof dc) return function(e, t) {
			let n = e instanceof dc ? e.toArray() : e;
			return { mapValue: { fields: {
				[xr]: { stringValue: wr },
				[Tr]: { arrayValue: { values: n.map(((e) => {
					if (typeof e != "number") throw t.createError("VectorValues must only contain numeric values.");
					return Zr(t.serializer, e);
				})) } }
			} } };
		}(e, t);
		if (Yo(e)) return e._toProto(t.serializer);
		throw t.createError(`Unsupported field value: ${Xn(e)}`);
	}(e, t);
}
function Ec(e, t) {
	let n = {};
	return Wn(e) ? t.path && t.path.length > 0 && t.fieldMask.push(t.path) : Hn(e, ((e, r) => {
		let i = Tc(r, t.childContextForField(e));
		i != null && (n[e] = i);
	})), { mapValue: { fields: n } };
}
function Dc(e) {
	if (typeof e != "object" || !e) return !1;
	if (typeof Temporal < "u" && typeof Temporal.Instant == "function" && e instanceof Temporal.Instant) return !0;
	let t = e;
	return t[Symbol.toStringTag] === "Temporal.Instant" && typeof t.t == "bigint";
}
function Oc(e) {
	return !(typeof e != "object" || !e || e instanceof Array || e instanceof Date || e instanceof I || e instanceof rs || e instanceof $o || e instanceof K || e instanceof ns || e instanceof dc || Dc(e) || Yo(e));
}
function kc(e, t, n) {
	if (!Oc(n) || !Yn(n)) {
		let r = Xn(n);
		throw r === "an object" ? t.createError(e + " a custom object") : t.createError(e + " " + r);
	}
}
function Ac(e, t, n) {
	if ((t = _(t)) instanceof es) return t._internalPath;
	if (typeof t == "string") return Mc(e, t);
	throw Nc("Field path arguments must be of type string or ", e, !1, void 0, n);
}
var jc = /* @__PURE__ */ RegExp("[~\\*/\\[\\]]");
function Mc(e, t, n) {
	if (t.search(jc) >= 0) throw Nc(`Invalid field path (${t}). Paths must not contain '~', '*', '/', '[', or ']'`, e, !1, void 0, n);
	try {
		return new es(...t.split("."))._internalPath;
	} catch {
		throw Nc(`Invalid field path (${t}). Paths must not be empty, begin with '.', end with '.', or contain '..'`, e, !1, void 0, n);
	}
}
function Nc(e, t, n, r, i) {
	let a = r && !r.isEmpty(), o = i !== void 0, s = `Function ${t}() called with invalid data`;
	n && (s += " (via `toFirestore()`)"), s += ". ";
	let c = "";
	return (a || o) && (c += " (found", a && (c += ` in field ${r}`), o && (c += ` in document ${i}`), c += ")"), new j(A.INVALID_ARGUMENT, s + e + c);
}
function Pc(e, t) {
	return e.some(((e) => e.isEqual(t)));
}
function Fc(e) {
	return typeof e._readUserData == "function";
}
var Ic = class e {
	constructor(e) {
		this.optionDefinitions = e;
	}
	_getKnownOptions(t, n) {
		let r = Yr.empty();
		for (let i in this.optionDefinitions) if (this.optionDefinitions.hasOwnProperty(i)) {
			let a = this.optionDefinitions[i];
			if (i in t) {
				let o = t[i], s;
				a.nestedOptions && Yn(o) ? s = { mapValue: { fields: new e(a.nestedOptions).getOptionsProto(n, o) } } : o && (s = Tc(o, n) ?? void 0), s && r.set(zn.fromServerFormat(a.serverName), s);
			}
		}
		return r;
	}
	getOptionsProto(e, t, n) {
		let r = this._getKnownOptions(t, e);
		if (n) {
			let t = new Map(Un(n, ((t, n) => [zn.fromServerFormat(n), t === void 0 ? null : Tc(t, e)])));
			r.setAll(t);
		}
		return r.value.mapValue.fields ?? {};
	}
};
function Lc(e) {
	return typeof e == "object" && !!e && !!("nullValue" in e && (e.nullValue === null || e.nullValue === "NULL_VALUE") || "booleanValue" in e && (e.booleanValue === null || typeof e.booleanValue == "boolean") || "integerValue" in e && (e.integerValue === null || typeof e.integerValue == "number" || typeof e.integerValue == "string") || "doubleValue" in e && (e.doubleValue === null || typeof e.doubleValue == "number") || "timestampValue" in e && (e.timestampValue === null || function(e) {
		return typeof e == "object" && !!e && "seconds" in e && (e.seconds === null || typeof e.seconds == "number" || typeof e.seconds == "string") && "nanos" in e && (e.nanos === null || typeof e.nanos == "number");
	}(e.timestampValue)) || "stringValue" in e && (e.stringValue === null || typeof e.stringValue == "string") || "bytesValue" in e && (e.bytesValue === null || e.bytesValue instanceof Uint8Array) || "referenceValue" in e && (e.referenceValue === null || typeof e.referenceValue == "string") || "geoPointValue" in e && (e.geoPointValue === null || function(e) {
		return typeof e == "object" && !!e && "latitude" in e && (e.latitude === null || typeof e.latitude == "number") && "longitude" in e && (e.longitude === null || typeof e.longitude == "number");
	}(e.geoPointValue)) || "arrayValue" in e && (e.arrayValue === null || function(e) {
		return typeof e == "object" && !!e && !(!("values" in e) || e.values !== null && !Array.isArray(e.values));
	}(e.arrayValue)) || "mapValue" in e && (e.mapValue === null || function(e) {
		return typeof e == "object" && !!e && !(!("fields" in e) || e.fields !== null && !Yn(e.fields));
	}(e.mapValue)) || "fieldReferenceValue" in e && (e.fieldReferenceValue === null || typeof e.fieldReferenceValue == "string") || "functionValue" in e && (e.functionValue === null || function(e) {
		return typeof e == "object" && !!e && !(!("name" in e) || e.name !== null && typeof e.name != "string" || !("args" in e) || e.args !== null && !Array.isArray(e.args));
	}(e.functionValue)) || "pipelineValue" in e && (e.pipelineValue === null || function(e) {
		return typeof e == "object" && !!e && !(!("stages" in e) || e.stages !== null && !Array.isArray(e.stages));
	}(e.pipelineValue)));
}
function Rc() {
	return new xc("serverTimestamp");
}
function zc(e) {
	return new dc(e);
}
function q(e) {
	let t;
	return e instanceof Hc ? e : (t = Yn(e) ? rl(e) : e instanceof Array ? il(e) : Qc(e, void 0), t);
}
function Bc(e) {
	if (e instanceof Hc) return e;
	if (e instanceof dc) return Zc(e);
	if (Array.isArray(e)) return Zc(zc(e));
	throw Error("Unsupported value: " + typeof e);
}
function Vc(e) {
	return br(e) ? Jc(e) : q(e);
}
var Hc = class {
	constructor() {
		this._protoValueType = "ProtoValue";
	}
	add(e) {
		return new J("add", [this, q(e)], "add");
	}
	asBoolean() {
		if (this instanceof $c) return this;
		if (this instanceof Xc) return new tl(this);
		if (this instanceof qc) return new nl(this);
		if (this instanceof J) return new el(this);
		throw new j("invalid-argument", `Conversion of type ${typeof this} to BooleanExpression not supported.`);
	}
	subtract(e) {
		return new J("subtract", [this, q(e)], "subtract");
	}
	multiply(e) {
		return new J("multiply", [this, q(e)], "multiply");
	}
	divide(e) {
		return new J("divide", [this, q(e)], "divide");
	}
	mod(e) {
		return new J("mod", [this, q(e)], "mod");
	}
	equal(e) {
		return new J("equal", [this, q(e)], "equal").asBoolean();
	}
	notEqual(e) {
		return new J("not_equal", [this, q(e)], "notEqual").asBoolean();
	}
	lessThan(e) {
		return new J("less_than", [this, q(e)], "lessThan").asBoolean();
	}
	lessThanOrEqual(e) {
		return new J("less_than_or_equal", [this, q(e)], "lessThanOrEqual").asBoolean();
	}
	greaterThan(e) {
		return new J("greater_than", [this, q(e)], "greaterThan").asBoolean();
	}
	greaterThanOrEqual(e) {
		return new J("greater_than_or_equal", [this, q(e)], "greaterThanOrEqual").asBoolean();
	}
	arrayConcat(e, ...t) {
		let n = [e, ...t].map(((e) => q(e)));
		return new J("array_concat", [this, ...n], "arrayConcat");
	}
	arrayContains(e) {
		return new J("array_contains", [this, q(e)], "arrayContains").asBoolean();
	}
	arrayContainsAll(e) {
		let t = Array.isArray(e) ? new Kc(e.map(q), "arrayContainsAll") : e;
		return new J("array_contains_all", [this, t], "arrayContainsAll").asBoolean();
	}
	arrayContainsAny(e) {
		let t = Array.isArray(e) ? new Kc(e.map(q), "arrayContainsAny") : e;
		return new J("array_contains_any", [this, t], "arrayContainsAny").asBoolean();
	}
	arrayReverse() {
		return new J("array_reverse", [this]);
	}
	arrayLength() {
		return new J("array_length", [this], "arrayLength");
	}
	equalAny(e) {
		let t = Array.isArray(e) ? new Kc(e.map(q), "equalAny") : e;
		return new J("equal_any", [this, t], "equalAny").asBoolean();
	}
	notEqualAny(e) {
		let t = Array.isArray(e) ? new Kc(e.map(q), "notEqualAny") : e;
		return new J("not_equal_any", [this, t], "notEqualAny").asBoolean();
	}
	exists() {
		return new J("exists", [this], "exists").asBoolean();
	}
	charLength() {
		return new J("char_length", [this], "charLength");
	}
	like(e) {
		return new J("like", [this, q(e)], "like").asBoolean();
	}
	regexContains(e) {
		return new J("regex_contains", [this, q(e)], "regexContains").asBoolean();
	}
	regexFind(e) {
		return new J("regex_find", [this, q(e)], "regexFind");
	}
	regexFindAll(e) {
		return new J("regex_find_all", [this, q(e)], "regexFindAll");
	}
	regexMatch(e) {
		return new J("regex_match", [this, q(e)], "regexMatch").asBoolean();
	}
	stringContains(e) {
		return new J("string_contains", [this, q(e)], "stringContains").asBoolean();
	}
	startsWith(e) {
		return new J("starts_with", [this, q(e)], "startsWith").asBoolean();
	}
	endsWith(e) {
		return new J("ends_with", [this, q(e)], "endsWith").asBoolean();
	}
	toLower() {
		return new J("to_lower", [this], "toLower");
	}
	toUpper() {
		return new J("to_upper", [this], "toUpper");
	}
	trim(e) {
		let t = [this];
		return e && t.push(q(e)), new J("trim", t, "trim");
	}
	ltrim(e) {
		let t = [this];
		return e && t.push(q(e)), new J("ltrim", t, "ltrim");
	}
	rtrim(e) {
		let t = [this];
		return e && t.push(q(e)), new J("rtrim", t, "rtrim");
	}
	type() {
		return new J("type", [this]);
	}
	isType(e) {
		return new J("is_type", [this, Zc(e)], "isType").asBoolean();
	}
	stringConcat(e, ...t) {
		let n = [e, ...t].map(q);
		return new J("string_concat", [this, ...n], "stringConcat");
	}
	stringIndexOf(e) {
		return new J("string_index_of", [this, q(e)], "stringIndexOf");
	}
	stringRepeat(e) {
		return new J("string_repeat", [this, q(e)], "stringRepeat");
	}
	stringReplaceAll(e, t) {
		return new J("string_replace_all", [
			this,
			q(e),
			q(t)
		], "stringReplaceAll");
	}
	stringReplaceOne(e, t) {
		return new J("string_replace_one", [
			this,
			q(e),
			q(t)
		], "stringReplaceOne");
	}
	concat(e, ...t) {
		let n = [e, ...t].map(q);
		return new J("concat", [this, ...n], "concat");
	}
	reverse() {
		return new J("reverse", [this], "reverse");
	}
	arrayFilter(e, t) {
		return new J("array_filter", [
			this,
			q(e),
			t
		], "arrayFilter");
	}
	arrayTransform(e, t) {
		return new J("array_transform", [
			this,
			q(e),
			t
		], "arrayTransform");
	}
	arrayTransformWithIndex(e, t, n) {
		return new J("array_transform", [
			this,
			q(e),
			q(t),
			n
		], "arrayTransformWithIndex");
	}
	arraySlice(e, t) {
		let n = [this, q(e)];
		return t !== void 0 && n.push(q(t)), new J("array_slice", n, "arraySlice");
	}
	arrayFirst() {
		return new J("array_first", [this], "arrayFirst");
	}
	arrayFirstN(e) {
		return new J("array_first_n", [this, q(e)], "arrayFirstN");
	}
	arrayLast() {
		return new J("array_last", [this], "arrayLast");
	}
	arrayLastN(e) {
		return new J("array_last_n", [this, q(e)], "arrayLastN");
	}
	arrayMaximum() {
		return new J("maximum", [this], "arrayMaximum");
	}
	arrayMaximumN(e) {
		return new J("maximum_n", [this, q(e)], "arrayMaximumN");
	}
	arrayMinimum() {
		return new J("minimum", [this], "arrayMinimum");
	}
	arrayMinimumN(e) {
		return new J("minimum_n", [this, q(e)], "arrayMinimumN");
	}
	arrayIndexOf(e) {
		return new J("array_index_of", [
			this,
			q(e),
			q("first")
		], "arrayIndexOf");
	}
	arrayLastIndexOf(e) {
		return new J("array_index_of", [
			this,
			q(e),
			q("last")
		], "arrayLastIndexOf");
	}
	arrayIndexOfAll(e) {
		return new J("array_index_of_all", [this, q(e)], "arrayIndexOfAll");
	}
	byteLength() {
		return new J("byte_length", [this], "byteLength");
	}
	ceil() {
		return new J("ceil", [this]);
	}
	floor() {
		return new J("floor", [this]);
	}
	abs() {
		return new J("abs", [this]);
	}
	exp() {
		return new J("exp", [this]);
	}
	mapGet(e) {
		return new J("map_get", [this, Zc(e)], "mapGet");
	}
	mapSet(e, t, ...n) {
		return new J("map_set", [
			this,
			q(e),
			q(t),
			...n.map(q)
		], "mapSet");
	}
	mapKeys() {
		return new J("map_keys", [this], "mapKeys");
	}
	mapValues() {
		return new J("map_values", [this], "mapValues");
	}
	mapEntries() {
		return new J("map_entries", [this], "mapEntries");
	}
	getField(e) {
		return new J("get_field", [this, q(e)], "get_field");
	}
	count() {
		return Uc._create("count", [this], "count");
	}
	sum() {
		return Uc._create("sum", [this], "sum");
	}
	average() {
		return Uc._create("average", [this], "average");
	}
	minimum() {
		return Uc._create("minimum", [this], "minimum");
	}
	maximum() {
		return Uc._create("maximum", [this], "maximum");
	}
	first() {
		return Uc._create("first", [this], "first");
	}
	last() {
		return Uc._create("last", [this], "last");
	}
	arrayAgg() {
		return Uc._create("array_agg", [this], "arrayAgg");
	}
	arrayAggDistinct() {
		return Uc._create("array_agg_distinct", [this], "arrayAggDistinct");
	}
	countDistinct() {
		return Uc._create("count_distinct", [this], "countDistinct");
	}
	logicalMaximum(e, ...t) {
		let n = [e, ...t];
		return new J("maximum", [this, ...n.map(q)], "logicalMaximum");
	}
	logicalMinimum(e, ...t) {
		let n = [e, ...t];
		return new J("minimum", [this, ...n.map(q)], "minimum");
	}
	vectorLength() {
		return new J("vector_length", [this], "vectorLength");
	}
	cosineDistance(e) {
		return new J("cosine_distance", [this, Bc(e)], "cosineDistance");
	}
	dotProduct(e) {
		return new J("dot_product", [this, Bc(e)], "dotProduct");
	}
	euclideanDistance(e) {
		return new J("euclidean_distance", [this, Bc(e)], "euclideanDistance");
	}
	unixMicrosToTimestamp() {
		return new J("unix_micros_to_timestamp", [this], "unixMicrosToTimestamp");
	}
	timestampToUnixMicros() {
		return new J("timestamp_to_unix_micros", [this], "timestampToUnixMicros");
	}
	unixMillisToTimestamp() {
		return new J("unix_millis_to_timestamp", [this], "unixMillisToTimestamp");
	}
	timestampToUnixMillis() {
		return new J("timestamp_to_unix_millis", [this], "timestampToUnixMillis");
	}
	unixSecondsToTimestamp() {
		return new J("unix_seconds_to_timestamp", [this], "unixSecondsToTimestamp");
	}
	timestampToUnixSeconds() {
		return new J("timestamp_to_unix_seconds", [this], "timestampToUnixSeconds");
	}
	timestampAdd(e, t) {
		return new J("timestamp_add", [
			this,
			q(e),
			q(t)
		], "timestampAdd");
	}
	timestampSubtract(e, t) {
		return new J("timestamp_subtract", [
			this,
			q(e),
			q(t)
		], "timestampSubtract");
	}
	timestampDiff(e, t) {
		return new J("timestamp_diff", [
			this,
			Vc(e),
			q(t)
		], "timestampDiff");
	}
	timestampExtract(e, t) {
		let n = [this, q(e)];
		return t && n.push(q(t)), new J("timestamp_extract", n, "timestampExtract");
	}
	documentId() {
		return new J("document_id", [this], "documentId");
	}
	parent() {
		return new J("parent", [this], "parent");
	}
	substring(e, t) {
		let n = q(e);
		return new J("substring", t === void 0 ? [this, n] : [
			this,
			n,
			q(t)
		], "substring");
	}
	arrayGet(e) {
		return new J("array_get", [this, q(e)], "arrayGet");
	}
	isError() {
		return new J("is_error", [this], "isError").asBoolean();
	}
	ifError(e) {
		let t = new J("if_error", [this, q(e)], "ifError");
		return e instanceof $c ? t.asBoolean() : t;
	}
	isAbsent() {
		return new J("is_absent", [this], "isAbsent").asBoolean();
	}
	mapRemove(e) {
		return new J("map_remove", [this, q(e)], "mapRemove");
	}
	mapMerge(e, ...t) {
		let n = q(e), r = t.map(q);
		return new J("map_merge", [
			this,
			n,
			...r
		], "mapMerge");
	}
	pow(e) {
		return new J("pow", [this, q(e)]);
	}
	trunc(e) {
		return e === void 0 ? new J("trunc", [this]) : new J("trunc", [this, q(e)], "trunc");
	}
	round(e) {
		return e === void 0 ? new J("round", [this]) : new J("round", [this, q(e)], "round");
	}
	collectionId() {
		return new J("collection_id", [this]);
	}
	length() {
		return new J("length", [this]);
	}
	ln() {
		return new J("ln", [this]);
	}
	sqrt() {
		return new J("sqrt", [this]);
	}
	stringReverse() {
		return new J("string_reverse", [this]);
	}
	ifAbsent(e) {
		return new J("if_absent", [this, q(e)], "ifAbsent");
	}
	ifNull(e) {
		return new J("if_null", [this, q(e)], "ifNull");
	}
	coalesce(e, ...t) {
		return new J("coalesce", [
			this,
			q(e),
			...t.map(q)
		], "coalesce");
	}
	join(e) {
		return new J("join", [this, q(e)], "join");
	}
	log10() {
		return new J("log10", [this]);
	}
	arraySum() {
		return new J("sum", [this]);
	}
	split(e) {
		return new J("split", [this, q(e)]);
	}
	timestampTruncate(e, t) {
		let n = [this, q(e)];
		return t && n.push(q(t)), new J("timestamp_trunc", n);
	}
	ascending() {
		return al(this);
	}
	descending() {
		return ol(this);
	}
	as(e) {
		return new Gc(this, e, "as");
	}
}, Uc = class e {
	constructor(e, t) {
		this.name = e, this.params = t, this.exprType = "AggregateFunction", this._protoValueType = "ProtoValue";
	}
	static _create(t, n, r) {
		let i = new e(t, n);
		return i._methodName = r, i;
	}
	as(e) {
		return new Wc(this, e, "as");
	}
	_toProto(e) {
		return { functionValue: {
			name: this.name,
			args: this.params.map(((t) => t._toProto(e)))
		} };
	}
	_readUserData(e) {
		e = this._methodName ? e.contextWith({ methodName: this._methodName }) : e, this.params.forEach(((t) => t._readUserData(e)));
	}
}, Wc = class {
	constructor(e, t, n) {
		this.aggregate = e, this.alias = t, this._methodName = n;
	}
	_readUserData(e) {
		this.aggregate._readUserData(e);
	}
}, Gc = class {
	constructor(e, t, n) {
		this.expr = e, this.alias = t, this._methodName = n, this.exprType = "AliasedExpression", this.selectable = !0;
	}
	_readUserData(e) {
		this.expr._readUserData(e);
	}
}, Kc = class extends Hc {
	constructor(e, t) {
		super(), this.cr = e, this._methodName = t, this.expressionType = "ListOfExpressions";
	}
	_toProto(e) {
		return { arrayValue: { values: this.cr.map(((t) => t._toProto(e))) } };
	}
	_readUserData(e) {
		this.cr.forEach(((t) => t._readUserData(e)));
	}
}, qc = class extends Hc {
	constructor(e, t) {
		super(), this.fieldPath = e, this._methodName = t, this.expressionType = "Field", this.selectable = !0;
	}
	get _fieldPath() {
		return this.fieldPath;
	}
	get fieldName() {
		return this.fieldPath.canonicalString();
	}
	get alias() {
		return this.fieldName;
	}
	get expr() {
		return this;
	}
	geoDistance(e) {
		return new J("geo_distance", [this, q(e)], "geoDistance");
	}
	_toProto(e) {
		return { fieldReferenceValue: this.fieldPath.canonicalString() };
	}
	_readUserData(e) {}
};
function Jc(e) {
	return Yc(e, "field");
}
function Yc(e, t) {
	return new qc(typeof e == "string" ? In === e ? ts()._internalPath : Ac("field", e) : e._internalPath, t);
}
var Xc = class e extends Hc {
	constructor(e, t) {
		super(), this.value = e, this._methodName = t, this.expressionType = "Constant";
	}
	static _fromProto(t) {
		let n = new e(t, void 0);
		return n._protoValue = t, n;
	}
	_toProto(e) {
		return w(this._protoValue !== void 0, 237), this._protoValue;
	}
	_getValue() {
		return this._protoValue;
	}
	_readUserData(e) {
		e = this._methodName ? e.contextWith({ methodName: this._methodName }) : e, Lc(this._protoValue) || (this._protoValue = Tc(this.value, e));
	}
};
function Zc(e, t) {
	return Qc(e, "constant");
}
function Qc(e, t) {
	let n = new Xc(e, t);
	return typeof e == "boolean" ? new tl(n) : n;
}
var J = class extends Hc {
	constructor(e, t, n, r) {
		super(), this.name = e, this.params = t, this.expressionType = "Function", this._optionsProto = void 0, n !== void 0 && (this._methodName = n), r !== void 0 && (this._options = r);
	}
	get _optionsUtil() {
		return new Ic({});
	}
	_toProto(e) {
		let t = { functionValue: {
			name: this.name,
			args: this.params.map(((t) => t._toProto(e)))
		} };
		return this._optionsProto && (t.functionValue.options = this._optionsProto), t;
	}
	_readUserData(e) {
		e = this._methodName ? e.contextWith({ methodName: this._methodName }) : e, this.params.forEach(((t) => t._readUserData(e))), this._options && (this._optionsProto = this._optionsUtil.getOptionsProto(e, this._options));
	}
}, $c = class e extends Hc {
	get _methodName() {
		return this._expr._methodName;
	}
	countIf() {
		return Uc._create("count_if", [this], "countIf");
	}
	not() {
		return new J("not", [this], "not").asBoolean();
	}
	conditional(e, t) {
		return new J("conditional", [
			this,
			e,
			t
		], "conditional");
	}
	ifError(t) {
		let n = q(t), r = new J("if_error", [this, n], "ifError");
		return n instanceof e ? r.asBoolean() : r;
	}
	_toProto(e) {
		return this._expr._toProto(e);
	}
	_readUserData(e) {
		this._expr._readUserData(e);
	}
}, el = class extends $c {
	constructor(e) {
		super(), this._expr = e, this.expressionType = "Function";
	}
}, tl = class extends $c {
	constructor(e) {
		super(), this._expr = e, this.expressionType = "Constant";
	}
	_getValue() {
		return this._expr._getValue();
	}
}, nl = class extends $c {
	constructor(e) {
		super(), this._expr = e, this.expressionType = "Field";
	}
};
function rl(e, t) {
	let n = [];
	for (let t in e) if (Object.prototype.hasOwnProperty.call(e, t)) {
		let r = e[t];
		n.push(Zc(t)), n.push(q(r));
	}
	return new J("map", n, "map");
}
function il(e) {
	return function(e, t) {
		return new J("array", e.map(((e) => q(e))), t);
	}(e, "array");
}
function al(e) {
	return new sl(Vc(e), "ascending", "ascending");
}
function ol(e) {
	return new sl(Vc(e), "descending", "descending");
}
var sl = class {
	constructor(e, t, n) {
		this.expr = e, this.direction = t, this._methodName = n, this._protoValueType = "ProtoValue";
	}
	_toProto(e) {
		return { mapValue: { fields: {
			direction: Zo(this.direction),
			expression: this.expr._toProto(e)
		} } };
	}
	_readUserData(e) {
		this.expr._readUserData(e);
	}
}, cl = class {
	constructor(e) {
		this.optionsProto = void 0, {rawOptions: this.rawOptions, ...this.knownOptions} = e;
	}
	_readUserData(e) {
		this.optionsProto = this._optionsUtil.getOptionsProto(e, this.knownOptions, this.rawOptions);
	}
	_toProto(e) {
		return {
			name: this._name,
			options: this.optionsProto
		};
	}
}, ll = class extends cl {
	get _name() {
		return "add_fields";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		super(t), this.fields = e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [Xo(e, this.fields)]
		};
	}
	_readUserData(e) {
		super._readUserData(e), Sl(this.fields, e);
	}
}, ul = class extends cl {
	get _name() {
		return "aggregate";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t, n) {
		super(n), this.groups = e, this.accumulators = t;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [Xo(e, this.accumulators), Xo(e, this.groups)]
		};
	}
	_readUserData(e) {
		super._readUserData(e), Sl(this.groups, e), Sl(this.accumulators, e);
	}
}, dl = class extends cl {
	get _name() {
		return "distinct";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		super(t), this.groups = e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [Xo(e, this.groups)]
		};
	}
	_readUserData(e) {
		super._readUserData(e), Sl(this.groups, e);
	}
}, fl = class extends cl {
	get _name() {
		return "collection";
	}
	get _optionsUtil() {
		return new Ic({ forceIndex: { serverName: "force_index" } });
	}
	constructor(e, t) {
		super(t), this.hr = e.startsWith("/") ? e : "/" + e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [{ referenceValue: this.hr }]
		};
	}
	_readUserData(e) {
		super._readUserData(e);
	}
}, pl = class extends cl {
	get _name() {
		return "collection_group";
	}
	get _optionsUtil() {
		return new Ic({ forceIndex: { serverName: "force_index" } });
	}
	constructor(e, t) {
		super(t), this.collectionId = e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [{ referenceValue: "" }, { stringValue: this.collectionId }]
		};
	}
	_readUserData(e) {
		super._readUserData(e);
	}
}, ml = class extends cl {
	get _name() {
		return "database";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	_toProto(e) {
		return { ...super._toProto(e) };
	}
	_readUserData(e) {
		super._readUserData(e);
	}
}, hl = class extends cl {
	get _name() {
		return "documents";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		if (super(t), !e || e.length === 0) throw new j(A.INVALID_ARGUMENT, "Empty document paths are not allowed in DocumentsSource");
		let n = e.map(((e) => e.startsWith("/") ? e : "/" + e)), r = new Set(n);
		if (r.size !== n.length) throw new j(A.INVALID_ARGUMENT, "Duplicate document paths are not allowed in DocumentsSource");
		this.Tr = n, this.Pr = r;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: this.Tr.map(((e) => ({ referenceValue: e })))
		};
	}
	_readUserData(e) {
		super._readUserData(e);
	}
}, gl = class extends cl {
	get _name() {
		return "where";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		super(t), this.condition = e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [this.condition._toProto(e)]
		};
	}
	_readUserData(e) {
		super._readUserData(e), Sl(this.condition, e);
	}
}, _l = class extends cl {
	get _name() {
		return "limit";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		w(!isNaN(e) && e !== 1 / 0 && e !== -1 / 0, 34860), super(t), this.limit = e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [$r(e, this.limit)]
		};
	}
}, vl = class extends cl {
	get _name() {
		return "offset";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		super(t), this.offset = e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [$r(e, this.offset)]
		};
	}
}, yl = class extends cl {
	get _name() {
		return "select";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		super(t), this.selections = e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: [Xo(e, this.selections)]
		};
	}
	_readUserData(e) {
		super._readUserData(e), Sl(this.selections, e);
	}
}, bl = class extends cl {
	get _name() {
		return "sort";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		super(t), this.orderings = e;
	}
	_toProto(e) {
		return {
			...super._toProto(e),
			args: this.orderings.map(((t) => t._toProto(e)))
		};
	}
	_readUserData(e) {
		super._readUserData(e), Sl(this.orderings, e);
	}
}, xl = class e extends cl {
	get _name() {
		return "replace_with";
	}
	get _optionsUtil() {
		return new Ic({});
	}
	constructor(e, t) {
		super(t), this.map = e;
	}
	_toProto(t) {
		return {
			...super._toProto(t),
			args: [this.map._toProto(t), Zo(e.Ir)]
		};
	}
	_readUserData(e) {
		super._readUserData(e), Sl(this.map, e);
	}
};
xl.Ir = "full_replace";
function Sl(e, t) {
	return Fc(e) ? e._readUserData(t) : Array.isArray(e) || e instanceof Map ? e.forEach(((e) => e._readUserData(t))) : Object.values(e).forEach(((e) => e._readUserData(t))), e;
}
var Cl = class e {
	constructor(e, t, n, r) {
		this._db = e, this.userDataReader = t, this._userDataWriter = n, this.stages = r;
	}
	Vr(e, t) {
		let n = this.userDataReader.createContext(3, e);
		return Fc(t) ? t._readUserData(n) : t.forEach(((e) => e._readUserData(n))), t;
	}
	where(t) {
		let n = this.stages.map(((e) => e));
		return this.Vr("where", t), n.push(new gl(t, {})), new e(this._db, this.userDataReader, this._userDataWriter, n);
	}
	limit(t) {
		let n = this.stages.map(((e) => e));
		return n.push(new _l(t, {})), new e(this._db, this.userDataReader, this._userDataWriter, n);
	}
	sort(t, ...n) {
		let r = this.stages.map(((e) => e));
		return "orderings" in t ? r.push(new bl(this.Vr("sort", t.orderings), {})) : r.push(new bl(this.Vr("sort", [t, ...n]), {})), new e(this._db, this.userDataReader, this._userDataWriter, r);
	}
	dr(e) {
		return { pipeline: { stages: this.stages.map(((t) => t._toProto(e))) } };
	}
}, wl = class {
	constructor(e, t, n) {
		this.serializer = e, this.stages = t, this.listenOptions = n, this.isCorePipeline = !0;
	}
	getPipelineCollection() {
		return El(this);
	}
	getPipelineCollectionGroup() {
		return Dl(this);
	}
	getPipelineCollectionId() {
		return Ol(this);
	}
	getPipelineDocuments() {
		return kl(this);
	}
	getPipelineFlavor() {
		return function(e) {
			let t = "exact";
			return e.stages.forEach(((n, r) => {
				n._name !== dl.name && n._name !== ul.name || (t = "keyless"), n._name === yl.name && t === "exact" && (t = "augmented"), n._name === ll.name && r < e.stages.length - 1 && t === "exact" && (t = "augmented");
			})), t;
		}(this);
	}
	getPipelineSourceType() {
		return Tl(this);
	}
};
function Tl(e) {
	let t = e.stages[0];
	return t instanceof fl || t instanceof pl || t instanceof ml || t instanceof hl ? t._name : "unknown";
}
function El(e) {
	if (Tl(e) === "collection") return e.stages[0].hr;
}
function Dl(e) {
	if (Tl(e) === "collection_group") return e.stages[0].collectionId;
}
function Ol(e) {
	switch (Tl(e)) {
		case "collection": return M.fromString(El(e)).lastSegment();
		case "collection_group": return Dl(e);
		default: return;
	}
}
function kl(e) {
	if (Tl(e) === "documents") return e.stages[0].Tr;
}
var Y = class e {
	constructor(e, t) {
		this.type = e, this.value = t;
	}
	static mr() {
		return new e("ERROR", void 0);
	}
	static pr() {
		return new e("UNSET", void 0);
	}
	static gr() {
		return new e("NULL", Er);
	}
	static newValue(t) {
		return Hr(t) ? new e("NULL", Er) : function(e) {
			return !!e && "booleanValue" in e;
		}(t) ? new e("BOOLEAN", t) : Rr(t) ? new e("INT", t) : zr(t) ? new e("DOUBLE", t) : function(e) {
			return !!e && "timestampValue" in e && !!e.timestampValue;
		}(t) ? new e("TIMESTAMP", t) : function(e) {
			return !!e && "stringValue" in e;
		}(t) ? new e("STRING", t) : function(e) {
			return !!e && "bytesValue" in e;
		}(t) ? new e("BYTES", t) : t.referenceValue ? new e("REFERENCE", t) : t.geoPointValue ? new e("GEO_POINT", t) : Vr(t) ? new e("ARRAY", t) : Gr(t) ? new e("VECTOR", t) : Wr(t) ? new e("MAP", t) : new e("ERROR", void 0);
	}
	yr() {
		return this.type === "ERROR" || this.type === "UNSET";
	}
	wr() {
		return this.type === "NULL";
	}
};
function Al(e) {
	if (!e.yr()) return e.value;
}
function jl(e) {
	return e instanceof $c ? e._expr : e;
}
function X(e) {
	if ((e = jl(e)) instanceof qc) return new Ml(e);
	if (e instanceof Xc) return new Nl(e);
	if (e instanceof Kc) return new Pl(e);
	if (e instanceof J) {
		if (e.name === "add") return new Bl(e);
		if (e.name === "subtract") return new Vl(e);
		if (e.name === "multiply") return new Hl(e);
		if (e.name === "divide") return new Ul(e);
		if (e.name === "mod") return new Wl(e);
		if (e.name === "and") return new Gl(e);
		if (e.name === "equal") return new su(e);
		if (e.name === "not_equal") return new cu(e);
		if (e.name === "less_than") return new lu(e);
		if (e.name === "less_than_or_equal") return new uu(e);
		if (e.name === "greater_than") return new du(e);
		if (e.name === "greater_than_or_equal") return new fu(e);
		if (e.name === "array_concat") return new pu(e);
		if (e.name === "array_reverse") return new mu(e);
		if (e.name === "array_contains") return new hu(e);
		if (e.name === "array_contains_all") return new gu(e);
		if (e.name === "array_contains_any") return new _u(e);
		if (e.name === "array_length") return new vu(e);
		if (e.name === "array_element") return new yu(e);
		if (e.name === "equal_any") return new Yl(e);
		if (e.name === "not_equal_any") return new Xl(e);
		if (e.name === "is_nan") return new Zl(e);
		if (e.name === "is_not_nan") return new Ql(e);
		if (e.name === "is_null") return new $l(e);
		if (e.name === "is_not_null") return new eu(e);
		if (e.name === "is_error") return new tu(e);
		if (e.name === "exists") return new nu(e);
		if (e.name === "not") return new Kl(e);
		if (e.name === "or") return new ql(e);
		if (e.name === "xor") return new Jl(e);
		if (e.name === "conditional") return new ru(e);
		if (e.name === "maximum") return new iu(e);
		if (e.name === "minimum") return new au(e);
		if (e.name === "reverse") return new bu(e);
		if (e.name === "replace_first") return new xu(e);
		if (e.name === "replace_all") return new Su(e);
		if (e.name === "char_length") return new Cu(e);
		if (e.name === "byte_length") return new wu(e);
		if (e.name === "like") return new Eu(e);
		if (e.name === "regex_contains") return new Du(e);
		if (e.name === "regex_match") return new Ou(e);
		if (e.name === "string_contains") return new ku(e);
		if (e.name === "starts_with") return new Au(e);
		if (e.name === "ends_with") return new ju(e);
		if (e.name === "to_lower") return new Mu(e);
		if (e.name === "to_upper") return new Nu(e);
		if (e.name === "trim") return new Pu(e);
		if (e.name === "string_concat") return new Fu(e);
		if (e.name === "map_get") return new Iu(e);
		if (e.name === "cosine_distance") return new Ru(e);
		if (e.name === "dot_product") return new zu(e);
		if (e.name === "euclidean_distance") return new Bu(e);
		if (e.name === "vector_length") return new Vu(e);
		if (e.name === "unix_micros_to_timestamp") return new nd(e);
		if (e.name === "timestamp_to_unix_micros") return new od(e);
		if (e.name === "unix_millis_to_timestamp") return new rd(e);
		if (e.name === "timestamp_to_unix_millis") return new sd(e);
		if (e.name === "unix_seconds_to_timestamp") return new id(e);
		if (e.name === "timestamp_to_unix_seconds") return new cd(e);
		if (e.name === "timestamp_add") return new ud(e);
		if (e.name === "timestamp_subtract") return new dd(e);
	}
	throw Error(`Unknown Expr : ${e}`);
}
var Ml = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		if (this.expr.fieldName === In) return Y.newValue({ referenceValue: wo(e.serializer, t.key) });
		if (this.expr.fieldName === "__update_time__") return Y.newValue({ timestampValue: yo(e.serializer, t.version) });
		if (this.expr.fieldName === "__create_time__") return Y.newValue({ timestampValue: yo(e.serializer, t.createTime) });
		let n = t.data.field(this.expr._fieldPath);
		return n ? lr(n) ? Y.newValue(function(e, t) {
			if (e.serverTimestampBehavior === "estimate") return { timestampValue: yo(e.serializer, V.fromTimestamp(dr(t))) };
			if (e.serverTimestampBehavior === "previous") {
				let e = ur(t);
				if (e) return e;
			}
			return { nullValue: "NULL_VALUE" };
		}(e, n)) : Y.newValue(n) : Y.pr();
	}
}, Nl = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		return Y.newValue(this.expr._getValue());
	}
}, Pl = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		let n = this.expr.cr.map(((n) => X(n).evaluate(e, t)));
		return n.some(((e) => e.yr())) ? Y.mr() : Y.newValue({ arrayValue: { values: n.map(((e) => e.value)) } });
	}
};
function Z(e) {
	return zr(e) ? Number(e.doubleValue) : Number(e.integerValue);
}
function Fl(e) {
	return BigInt(e.integerValue);
}
var Il = BigInt("0x7fffffffffffffff"), Ll = -BigInt("0x8000000000000000"), Rl = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length >= 2, 24778);
		let n = X(this.expr.params[0]).evaluate(e, t), r = X(this.expr.params[1]).evaluate(e, t), i = this.br(n, r);
		for (let n of this.expr.params.slice(2)) {
			let r = X(n).evaluate(e, t);
			i = this.br(i, r);
		}
		return i;
	}
	br(e, t) {
		if (e.yr() || t.yr()) return Y.mr();
		if (e.wr() || t.wr()) return Y.gr();
		let n = e.value, r = t.value;
		if (!zr(n) && !Rr(n) || !zr(r) && !Rr(r)) return Y.mr();
		if (zr(n) || zr(r)) {
			let e = this.Sr(n, r);
			return e ? Y.newValue(e) : Y.mr();
		}
		if (Rr(n) && Rr(r)) {
			let e = this.vr(n, r);
			return e === void 0 ? Y.mr() : typeof e == "number" ? Y.newValue({ doubleValue: e }) : e < Ll || e > Il ? Y.mr() : Y.newValue({ integerValue: `${e}` });
		}
		return Y.mr();
	}
};
function zl(e, t) {
	return z(e) === z(t) ? Ur(e) || Ur(t) ? "NOT_EQ" : Hr(e) && Hr(t) ? "EQ" : Hr(e) || Hr(t) ? "NULL" : Vr(e) && Vr(t) ? function(e, t) {
		if (e.values?.length !== t.values?.length) return "NOT_EQ";
		let n = !1;
		for (let r = 0; r < (e.values?.length ?? 0); r++) {
			let i = e.values[r], a = t.values[r];
			switch (zl(i, a)) {
				case "EQ": break;
				case "NOT_EQ":
				case "TYPE_MISMATCH": return "NOT_EQ";
				case "NULL":
					n = !0;
					break;
				default: C(44609, {
					Dr: i,
					Cr: a
				});
			}
		}
		return n ? "NULL" : "EQ";
	}(e.arrayValue, t.arrayValue) : Gr(e) && Gr(t) || Wr(e) && Wr(t) ? function(e, t) {
		let n = e.fields || {}, r = t.fields || {};
		if (Vn(n) !== Vn(r)) return "NOT_EQ";
		let i = !1;
		for (let e in n) if (n.hasOwnProperty(e)) {
			if (r[e] === void 0) return "NOT_EQ";
			switch (zl(n[e], r[e])) {
				case "NOT_EQ":
				case "TYPE_MISMATCH": return "NOT_EQ";
				case "NULL": i = !0;
			}
		}
		return i ? "NULL" : "EQ";
	}(e.mapValue, t.mapValue) : function(e, t) {
		return kr(e, t, {
			u: !1,
			i: !0,
			o: !0
		});
	}(e, t) ? "EQ" : "NOT_EQ" : "TYPE_MISMATCH";
}
var Bl = class extends Rl {
	vr(e, t) {
		return Fl(e) + Fl(t);
	}
	Sr(e, t) {
		return { doubleValue: Z(e) + Z(t) };
	}
}, Vl = class extends Rl {
	constructor(e) {
		super(e), this.expr = e;
	}
	vr(e, t) {
		return Fl(e) - Fl(t);
	}
	Sr(e, t) {
		return { doubleValue: Z(e) - Z(t) };
	}
}, Hl = class extends Rl {
	constructor(e) {
		super(e), this.expr = e;
	}
	vr(e, t) {
		return Fl(e) * Fl(t);
	}
	Sr(e, t) {
		return { doubleValue: Z(e) * Z(t) };
	}
}, Ul = class extends Rl {
	constructor(e) {
		super(e), this.expr = e;
	}
	vr(e, t) {
		let n = Fl(t);
		if (n !== BigInt(0)) return Fl(e) / n;
	}
	Sr(e, t) {
		let n = Z(t);
		return n === 0 ? { doubleValue: vr(n) ? -Infinity : Infinity } : { doubleValue: Z(e) / n };
	}
}, Wl = class extends Rl {
	constructor(e) {
		super(e), this.expr = e;
	}
	vr(e, t) {
		let n = Fl(t);
		if (n !== BigInt(0)) return Fl(e) % n;
	}
	Sr(e, t) {
		let n = Z(t);
		if (n !== 0) return { doubleValue: Z(e) % n };
	}
}, Gl = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		let n = !1, r = !1;
		for (let i of this.expr.params) {
			let a = X(i).evaluate(e, t);
			switch (a.type) {
				case "BOOLEAN":
					if (!a.value?.booleanValue) return Y.newValue(Or);
					break;
				case "NULL":
					r = !0;
					break;
				default: n = !0;
			}
		}
		return n ? Y.mr() : r ? Y.gr() : Y.newValue(Dr);
	}
}, Kl = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 9634);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "BOOLEAN": return Y.newValue({ booleanValue: !n.value?.booleanValue });
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
	}
}, ql = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		let n = !1, r = !1;
		for (let i of this.expr.params) {
			let a = X(i).evaluate(e, t);
			switch (a.type) {
				case "BOOLEAN":
					if (a.value?.booleanValue) return Y.newValue(Dr);
					break;
				case "NULL":
					r = !0;
					break;
				default: n = !0;
			}
		}
		return n ? Y.mr() : r ? Y.gr() : Y.newValue(Or);
	}
}, Jl = class e {
	constructor(e) {
		this.expr = e;
	}
	evaluate(t, n) {
		let r = !1, i = !1;
		for (let a of this.expr.params) {
			let o = X(a).evaluate(t, n);
			switch (o.type) {
				case "BOOLEAN":
					r = e.xor(r, !!o.value?.booleanValue);
					break;
				case "NULL":
					i = !0;
					break;
				default: return Y.mr();
			}
		}
		return i ? Y.gr() : Y.newValue({ booleanValue: r });
	}
	static xor(e, t) {
		return (e || t) && !(e && t);
	}
}, Yl = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 2, 55094);
		let n = !1, r = X(this.expr.params[0]).evaluate(e, t);
		switch (r.type) {
			case "NULL":
				n = !0;
				break;
			case "ERROR":
			case "UNSET": return Y.mr();
		}
		let i = X(this.expr.params[1]).evaluate(e, t);
		switch (i.type) {
			case "ARRAY": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		if (n) return Y.gr();
		for (let e of i.value?.arrayValue?.values ?? []) switch (Hr(r.value) && Hr(e) ? "EQ" : zl(r.value, e)) {
			case "EQ": return Y.newValue(Dr);
			case "NOT_EQ":
			case "TYPE_MISMATCH": break;
			case "NULL":
				n = !0;
				break;
			default: C(44608, {
				value: r.value,
				candidate: e
			});
		}
		return n ? Y.gr() : Y.newValue(Or);
	}
}, Xl = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		return new Kl(new J("not", [new J("equal_any", this.expr.params)])).evaluate(e, t);
	}
}, Zl = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 23322);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "INT": return Y.newValue(Or);
			case "DOUBLE": return Y.newValue({ booleanValue: isNaN(Z(n.value)) });
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
	}
}, Ql = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		return w(this.expr.params.length === 1, 50406), new Kl(new J("not", [new J("is_nan", this.expr.params)])).evaluate(e, t);
	}
}, $l = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		switch (w(this.expr.params.length === 1, 23123), X(this.expr.params[0]).evaluate(e, t).type) {
			case "NULL": return Y.newValue(Dr);
			case "UNSET":
			case "ERROR": return Y.mr();
			default: return Y.newValue(Or);
		}
	}
}, eu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		return w(this.expr.params.length === 1, 23167), new Kl(new J("not", [new J("is_null", this.expr.params)])).evaluate(e, t);
	}
}, tu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		return w(this.expr.params.length === 1, 5228), X(this.expr.params[0]).evaluate(e, t).type === "ERROR" ? Y.newValue(Dr) : Y.newValue(Or);
	}
}, nu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		switch (w(this.expr.params.length === 1, 6877), X(this.expr.params[0]).evaluate(e, t).type) {
			case "ERROR": return Y.mr();
			case "UNSET": return Y.newValue(Or);
			default: return Y.newValue(Dr);
		}
	}
}, ru = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 3, 11706);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "BOOLEAN": return n.value?.booleanValue ? X(this.expr.params[1]).evaluate(e, t) : X(this.expr.params[2]).evaluate(e, t);
			case "NULL": return X(this.expr.params[2]).evaluate(e, t);
			default: return Y.mr();
		}
	}
}, iu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		let n = this.expr.params.map(((n) => X(n).evaluate(e, t))), r;
		for (let e of n) switch (e.type) {
			case "ERROR":
			case "UNSET":
			case "NULL": continue;
			default: r = r === void 0 || jr(e.value, r.value) > 0 ? e : r;
		}
		return r === void 0 ? Y.gr() : r;
	}
}, au = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		let n = this.expr.params.map(((n) => X(n).evaluate(e, t))), r;
		for (let e of n) switch (e.type) {
			case "ERROR":
			case "UNSET":
			case "NULL": continue;
			default: r = r === void 0 || jr(e.value, r.value) < 0 ? e : r;
		}
		return r === void 0 ? Y.gr() : r;
	}
}, ou = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 2, 31033, `${this.expr.name}() function should have exactly 2 params`);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "ERROR":
			case "UNSET": return Y.mr();
		}
		let r = X(this.expr.params[1]).evaluate(e, t);
		switch (r.type) {
			case "ERROR":
			case "UNSET": return Y.mr();
		}
		return this.Fr(n, r);
	}
}, su = class extends ou {
	constructor(e) {
		super(e), this.expr = e;
	}
	Fr(e, t) {
		if (e.wr() && t.wr()) return Y.newValue(Dr);
		if (e.wr() || t.wr() || Ur(e.value) || Ur(t.value) || z(e.value) !== z(t.value)) return Y.newValue(Or);
		switch (zl(e.value, t.value)) {
			case "EQ": return Y.newValue(Dr);
			case "NOT_EQ": return Y.newValue(Or);
			case "NULL": return Y.gr();
			default: C(44615, {
				left: e,
				right: t
			});
		}
	}
}, cu = class extends ou {
	constructor(e) {
		super(e), this.expr = e;
	}
	Fr(e, t) {
		switch (zl(e.value, t.value)) {
			case "EQ": return Y.newValue(Or);
			case "NOT_EQ":
			case "TYPE_MISMATCH": return Y.newValue(Dr);
			case "NULL": return Y.gr();
			default: C(44614, {
				left: e,
				right: t
			});
		}
	}
}, lu = class extends ou {
	constructor(e) {
		super(e), this.expr = e;
	}
	Fr(e, t) {
		return z(e.value) !== z(t.value) || Ur(e.value) || Ur(t.value) ? Y.newValue(Or) : Y.newValue({ booleanValue: jr(e.value, t.value) < 0 });
	}
}, uu = class extends ou {
	constructor(e) {
		super(e), this.expr = e;
	}
	Fr(e, t) {
		return z(e.value) !== z(t.value) || Ur(e.value) || Ur(t.value) ? Y.newValue(Or) : zl(e.value, t.value) === "EQ" ? Y.newValue(Dr) : Y.newValue({ booleanValue: jr(e.value, t.value) < 0 });
	}
}, du = class extends ou {
	constructor(e) {
		super(e), this.expr = e;
	}
	Fr(e, t) {
		return z(e.value) !== z(t.value) || Ur(e.value) || Ur(t.value) ? Y.newValue(Or) : Y.newValue({ booleanValue: jr(e.value, t.value) > 0 });
	}
}, fu = class extends ou {
	constructor(e) {
		super(e), this.expr = e;
	}
	Fr(e, t) {
		return z(e.value) !== z(t.value) || Ur(e.value) || Ur(t.value) ? Y.newValue(Or) : zl(e.value, t.value) === "EQ" ? Y.newValue(Dr) : Y.newValue({ booleanValue: jr(e.value, t.value) > 0 });
	}
}, pu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		throw Error("Unimplemented");
	}
}, mu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 216);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "NULL": return Y.gr();
			case "ARRAY": {
				let e = n.value.arrayValue?.values ?? [];
				return Y.newValue({ arrayValue: { values: [...e].reverse() } });
			}
			default: return Y.mr();
		}
	}
}, hu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		return w(this.expr.params.length === 2, 52884), new Yl(new J("eq_any", [this.expr.params[1], this.expr.params[0]])).evaluate(e, t);
	}
}, gu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 2, 1392);
		let n = !1, r = X(this.expr.params[0]).evaluate(e, t);
		switch (r.type) {
			case "ARRAY": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		let i = X(this.expr.params[1]).evaluate(e, t);
		switch (i.type) {
			case "ARRAY": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		if (n) return Y.gr();
		let a = i.value?.arrayValue?.values ?? [], o = r.value?.arrayValue?.values ?? [];
		for (let e of a) {
			let t = !1;
			n = !1;
			for (let r of o) {
				switch (Hr(e) && Hr(r) ? "EQ" : zl(e, r)) {
					case "EQ":
						t = !0;
						break;
					case "NOT_EQ":
					case "TYPE_MISMATCH": break;
					case "NULL":
						n = !0;
						break;
					default: C(44613, {
						value: r,
						search: e
					});
				}
				if (t) break;
			}
			if (!t) return Y.newValue(Or);
		}
		return Y.newValue(Dr);
	}
}, _u = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 2, 2680);
		let n = !1, r = X(this.expr.params[0]).evaluate(e, t);
		switch (r.type) {
			case "ARRAY": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		let i = X(this.expr.params[1]).evaluate(e, t);
		switch (i.type) {
			case "ARRAY": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		if (n) return Y.gr();
		let a = i.value?.arrayValue?.values ?? [], o = r.value?.arrayValue?.values ?? [];
		for (let e of o) for (let t of a) switch (Hr(e) && Hr(t) ? "EQ" : zl(e, t)) {
			case "EQ": return Y.newValue(Dr);
			case "NOT_EQ":
			case "TYPE_MISMATCH": break;
			case "NULL":
				n = !0;
				break;
			default: C(60403, {
				value: e,
				search: t
			});
		}
		return n ? Y.gr() : Y.newValue(Or);
	}
}, vu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 38605);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "NULL": return Y.gr();
			case "ARRAY": return Y.newValue({ integerValue: `${n.value?.arrayValue?.values?.length ?? 0}` });
			default: return Y.mr();
		}
	}
}, yu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		throw Error("Unimplemented");
	}
}, bu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 1508);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "NULL": return Y.gr();
			case "BYTES": {
				let e = n.value?.bytesValue;
				if (typeof e == "string") {
					let t = L.fromBase64String(e).toUint8Array();
					return t.reverse(), Y.newValue({ bytesValue: L.fromUint8Array(t).toBase64() });
				}
				return Y.newValue({ bytesValue: new Uint8Array(e).reverse() });
			}
			case "STRING": {
				let e = n.value?.stringValue, t = new Intl.__PRIVATE_Segmenter(void 0, { granularity: "grapheme" }).segment(e), r = Array.from(t, ((e) => e.segment)).reverse();
				return Y.newValue({ stringValue: r.join("") });
			}
			default: return Y.mr();
		}
	}
}, xu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		throw Error("Unimplemented");
	}
}, Su = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		throw Error("Unimplemented");
	}
}, Cu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 19400);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "NULL": return Y.gr();
			case "STRING": {
				let e = function(e) {
					let t = 0;
					for (let n = 0; n < e.length; n++) {
						let r = e.codePointAt(n);
						if (r === void 0) return;
						if (r <= 65535) {
							if (r >= 55296 && r <= 57343) {
								if (r <= 56319) {
									let r = e.codePointAt(n + 1);
									r !== void 0 && r >= 56320 && r <= 57343 ? (t += 1, n++) : t += 1;
								} else t += 1;
							} else t += 1;
						} else {
							if (!(r <= 1114111)) return;
							t += 1, n++;
						}
					}
					return t;
				}(n.value.stringValue);
				return e === void 0 ? Y.mr() : Y.newValue({ integerValue: e });
			}
			default: return Y.mr();
		}
	}
}, wu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 8486);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "BYTES": {
				let e = n.value?.bytesValue;
				return typeof e == "string" ? Y.newValue({ integerValue: L.fromBase64String(e).toUint8Array().length }) : Y.newValue({ integerValue: new Uint8Array(e).length });
			}
			case "STRING": {
				let e = function(e) {
					let t = 0;
					for (let n = 0; n < e.length; n++) {
						let r = e.codePointAt(n);
						if (r === void 0) return;
						if (r >= 55296 && r <= 57343) {
							if (!(r <= 56319)) return;
							{
								let r = e.codePointAt(n + 1);
								if (r === void 0 || !(r >= 56320 && r <= 57343)) return;
								t += 4, n++;
							}
						} else if (r <= 127) t += 1;
						else if (r <= 2047) t += 2;
						else if (r <= 65535) t += 3;
						else {
							if (!(r <= 1114111)) return;
							t += 4, n++;
						}
					}
					return t;
				}(n.value?.stringValue);
				return e === void 0 ? Y.mr() : Y.newValue({ integerValue: e });
			}
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
	}
}, Tu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 2, 39773, `${this.expr.name}() function should have exactly two parameters`);
		let n = !1, r = X(this.expr.params[0]).evaluate(e, t);
		switch (r.type) {
			case "STRING": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		let i = X(this.expr.params[1]).evaluate(e, t);
		switch (i.type) {
			case "STRING": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		return n ? Y.gr() : this.Or(r.value?.stringValue, i.value?.stringValue);
	}
}, Eu = class extends Tu {
	Or(e, t) {
		try {
			let n = function(e) {
				let t = "";
				for (let n = 0; n < e.length; n++) {
					let r = e.charAt(n);
					switch (r) {
						case "_":
							t += ".";
							break;
						case "%":
							t += ".*";
							break;
						case "\\":
						case ".":
						case "*":
						case "?":
						case "+":
						case "^":
						case "$":
						case "|":
						case "(":
						case ")":
						case "[":
						case "]":
						case "{":
						case "}":
							t += "\\" + r;
							break;
						default: t += r;
					}
				}
				return "^" + t + "$";
			}(t), r = vn.compile(n);
			return Y.newValue({ booleanValue: r.matches(e) });
		} catch (e) {
			return S(`Invalid LIKE pattern converted to regex: ${t}, returning error. Error: ${e}`), Y.mr();
		}
	}
}, Du = class extends Tu {
	Or(e, t) {
		try {
			let n = vn.compile(t);
			return Y.newValue({ booleanValue: n.test(e) });
		} catch {
			return S(`Invalid regex pattern found in regex_contains: ${t}, returning error`), Y.mr();
		}
	}
}, Ou = class extends Tu {
	Or(e, t) {
		try {
			return Y.newValue({ booleanValue: vn.compile(t).matches(e) });
		} catch {
			return S(`Invalid regex pattern found in regex_match: ${t}, returning error`), Y.mr();
		}
	}
}, ku = class extends Tu {
	Or(e, t) {
		return Y.newValue({ booleanValue: e.includes(t) });
	}
}, Au = class extends Tu {
	Or(e, t) {
		return Y.newValue({ booleanValue: e.startsWith(t) });
	}
}, ju = class extends Tu {
	Or(e, t) {
		return Y.newValue({ booleanValue: e.endsWith(t) });
	}
}, Mu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 29079);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "STRING": return Y.newValue({ stringValue: n.value?.stringValue?.toLowerCase() });
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
	}
}, Nu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 60487);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "STRING": return Y.newValue({ stringValue: n.value?.stringValue?.toUpperCase() });
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
	}
}, Pu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 28544);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "STRING": return Y.newValue({ stringValue: n.value?.stringValue?.trim() });
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
	}
}, Fu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		let n = this.expr.params.map(((n) => X(n).evaluate(e, t))), r = "", i = !1;
		for (let e of n) switch (e.type) {
			case "STRING":
				r += e.value.stringValue;
				break;
			case "NULL":
				i = !0;
				break;
			default: return Y.mr();
		}
		return i ? Y.gr() : Y.newValue({ stringValue: r });
	}
}, Iu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 2, 4483);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "UNSET": return Y.pr();
			case "MAP": break;
			default: return Y.mr();
		}
		let r = X(this.expr.params[1]).evaluate(e, t);
		if (r.type !== "STRING") return Y.mr();
		let i = n.value?.mapValue?.fields?.[r.value?.stringValue];
		return i === void 0 ? Y.pr() : Y.newValue(i);
	}
}, Lu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 2, 25231, `${this.expr.name}() function should have exactly 2 params`);
		let n = !1, r = X(this.expr.params[0]).evaluate(e, t);
		switch (r.type) {
			case "VECTOR": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		let i = X(this.expr.params[1]).evaluate(e, t);
		switch (i.type) {
			case "VECTOR": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		if (n) return Y.gr();
		let a = Kr(r.value), o = Kr(i.value);
		if (a === void 0 || o === void 0 || a.values?.length !== o.values?.length) return Y.mr();
		let s = this.Mr(a, o);
		return s === void 0 || isNaN(s) ? Y.mr() : Y.newValue({ doubleValue: s });
	}
}, Ru = class extends Lu {
	Mr(e, t) {
		let n = e?.values ?? [], r = t?.values ?? [];
		if (n.length === 0) return;
		let i = 0, a = 0, o = 0;
		for (let e = 0; e < n.length; e++) {
			if (!Br(n[e]) || !Br(r[e])) return;
			let t = Z(n[e]), s = Z(r[e]);
			i += t * s, a += t * t, o += s * s;
		}
		let s = Math.sqrt(a) * Math.sqrt(o);
		if (s !== 0) return 1 - Math.max(-1, Math.min(1, i / s));
	}
}, zu = class extends Lu {
	Mr(e, t) {
		let n = e?.values ?? [], r = t?.values ?? [];
		if (n.length === 0) return 0;
		let i = 0;
		for (let e = 0; e < n.length; e++) {
			if (!Br(n[e]) || !Br(r[e])) return;
			i += Z(n[e]) * Z(r[e]);
		}
		return i;
	}
}, Bu = class extends Lu {
	Mr(e, t) {
		let n = e?.values ?? [], r = t?.values ?? [];
		if (n.length === 0) return 0;
		let i = 0;
		for (let e = 0; e < n.length; e++) {
			if (!Br(n[e]) || !Br(r[e])) return;
			let t = Z(n[e]), a = Z(r[e]);
			i += (t - a) ** 2;
		}
		return Math.sqrt(i);
	}
}, Vu = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 39044);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "VECTOR": {
				let e = Kr(n.value);
				return Y.newValue({ integerValue: e?.values?.length ?? 0 });
			}
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
	}
}, Hu = BigInt(-62135596800), Uu = BigInt(253402300799), Wu = BigInt(1e3), Gu = BigInt(1e6), Ku = Hu * Wu, qu = Uu * Wu + BigInt(999), Ju = Hu * Gu, Yu = Uu * Gu + BigInt(999999);
function Xu(e) {
	return e >= Ju && e <= Yu;
}
function Zu(e) {
	return e >= Hu && e <= Uu;
}
function Qu(e, t) {
	let n = BigInt(e);
	return !(n < Hu || n > Uu) && !(t < 0 || t >= 1e9) && (n !== Hu || t === 0) && !(n === Uu && t > 999999999);
}
function $u(e, t) {
	return t < 0 ? {
		seconds: e - 1,
		nanos: t + 1e9
	} : {
		seconds: e,
		nanos: t
	};
}
function ed(e) {
	return BigInt(e.seconds) * Gu + BigInt(Math.trunc(e.nanoseconds / 1e3));
}
var td = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 49262, `${this.expr.name}() function should have exactly one parameter`);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "INT": return this.toTimestamp(BigInt(n.value.integerValue));
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
	}
}, nd = class extends td {
	toTimestamp(e) {
		if (!Xu(e)) return Y.mr();
		let t = Number(e / Gu), n = Number(e % Gu * BigInt(1e3)), r = $u(t, n);
		return t = r.seconds, n = r.nanos, Qu(t, n) ? Y.newValue({ timestampValue: {
			seconds: t,
			nanos: n
		} }) : Y.mr();
	}
}, rd = class extends td {
	toTimestamp(e) {
		if (!function(e) {
			return e >= Ku && e <= qu;
		}(e)) return Y.mr();
		let t = Number(e / Wu), n = Number(e % Wu * BigInt(1e6)), r = $u(t, n);
		return t = r.seconds, n = r.nanos, Qu(t, n) ? Y.newValue({ timestampValue: {
			seconds: t,
			nanos: n
		} }) : Y.mr();
	}
}, id = class extends td {
	toTimestamp(e) {
		if (!Zu(e)) return Y.mr();
		let t = Number(e);
		return Y.newValue({ timestampValue: {
			seconds: t,
			nanos: 0
		} });
	}
}, ad = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 1, 1265, `${this.expr.name}() function should have exactly one parameter`);
		let n = X(this.expr.params[0]).evaluate(e, t);
		switch (n.type) {
			case "TIMESTAMP": break;
			case "NULL": return Y.gr();
			default: return Y.mr();
		}
		let r = _o(n.value.timestampValue);
		return Qu(r.seconds, r.nanoseconds) ? this.Nr(r) : Y.mr();
	}
}, od = class extends ad {
	Nr(e) {
		let t = ed(e);
		return Xu(t) ? Y.newValue({ integerValue: `${t.toString()}` }) : Y.mr();
	}
}, sd = class extends ad {
	Nr(e) {
		let t = ed(e), n = t / BigInt(1e3), r = t % BigInt(1e3);
		return n > BigInt(0) || r === BigInt(0) ? Y.newValue({ integerValue: n.toString() }) : Y.newValue({ integerValue: (n - BigInt(1)).toString() });
	}
}, cd = class extends ad {
	Nr(e) {
		let t = BigInt(e.seconds);
		return Zu(t) ? Y.newValue({ integerValue: t.toString() }) : Y.mr();
	}
}, ld = class {
	constructor(e) {
		this.expr = e;
	}
	evaluate(e, t) {
		w(this.expr.params.length === 3, 2775, `${this.expr.name}() function should have exactly 3 parameters`);
		let n = !1, r = X(this.expr.params[0]).evaluate(e, t);
		switch (r.type) {
			case "TIMESTAMP": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		let i = X(this.expr.params[1]).evaluate(e, t), a;
		switch (i.type) {
			case "STRING":
				if (a = function(e) {
					switch (e) {
						case "microsecond": return "microsecond";
						case "millisecond": return "millisecond";
						case "second": return "second";
						case "minute": return "minute";
						case "hour": return "hour";
						case "day": return "day";
						default: return;
					}
				}(i.value.stringValue), a === void 0) return Y.mr();
				break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		let o = X(this.expr.params[2]).evaluate(e, t);
		switch (o.type) {
			case "INT": break;
			case "NULL":
				n = !0;
				break;
			default: return Y.mr();
		}
		if (n) return Y.gr();
		let s = BigInt(o.value.integerValue), c;
		try {
			switch (a) {
				case "microsecond":
					c = s;
					break;
				case "millisecond":
					c = s * BigInt(1e3);
					break;
				case "second":
					c = s * BigInt(1e6);
					break;
				case "minute":
					c = s * BigInt(6e7);
					break;
				case "hour":
					c = s * BigInt(36e8);
					break;
				case "day":
					c = s * BigInt(864e8);
					break;
				default: return Y.mr();
			}
			if (a !== "microsecond" && s !== BigInt(0) && c / s !== BigInt(this.Lr(a))) return Y.mr();
		} catch (e) {
			return S(`Error during timestamp arithmetic: ${e}`), Y.mr();
		}
		let l = _o(r.value.timestampValue);
		if (!Qu(l.seconds, l.nanoseconds)) return Y.mr();
		let u = ed(l), d = this.Br(u, c);
		if (!Xu(d)) return Y.mr();
		let f = Number(d / Gu), p = d % Gu, ee = Number((p < 0 ? p + Gu : p) * BigInt(1e3)), m = p < 0 ? f - 1 : f;
		return Qu(m, ee) ? Y.newValue({ timestampValue: {
			seconds: m,
			nanos: ee
		} }) : Y.mr();
	}
	Lr(e) {
		switch (e) {
			case "millisecond": return 1e3;
			case "second": return 1e6;
			case "minute": return 6e7;
			case "hour": return 36e8;
			case "day": return 864e8;
			default: return 1;
		}
	}
}, ud = class extends ld {
	Br(e, t) {
		return e + t;
	}
}, dd = class extends ld {
	Br(e, t) {
		return e - t;
	}
};
function fd(e) {
	if ((e = jl(e)) instanceof qc) return `fld(${e.fieldName})`;
	if (e instanceof Xc) return `cst(${function(e) {
		return e === null ? "null" : typeof e == "number" ? e.toString() : typeof e == "string" ? `"${e}"` : e instanceof K ? `ref(${e.path})` : e instanceof dc ? `vec(${JSON.stringify(e)})` : JSON.stringify(e);
	}(e.value)})`;
	if (e instanceof J) return `fn(${e.name},[${e.params.map(fd).join(",")}])`;
	if (e.expressionType === "ListOfExpressions") return `list([${e.cr.map(fd).join(",")}])`;
	throw Error(`Unrecognized expr ${JSON.stringify(e, null, 2)}`);
}
function pd(e) {
	if (e instanceof ll) return `${e._name}(${md(e.fields)})`;
	if (e instanceof ul) {
		let t = `${e._name}(${md(e.accumulators)})`;
		return e.groups.size > 0 && (t += `grouping(${md(e.groups)})`), t;
	}
	if (e instanceof dl) return `${e._name}(${md(e.groups)})`;
	if (e instanceof fl) return `${e._name}(${e.hr})`;
	if (e instanceof pl) return `${e._name}(${e.collectionId})`;
	if (e instanceof ml) return `${e._name}()`;
	if (e instanceof hl) return `${e._name}(${e.Tr.sort()})`;
	if (e instanceof gl) return `${e._name}(${fd(e.condition)})`;
	if (e instanceof _l) return `${e._name}(${e.limit})`;
	if (e instanceof bl) return `${e._name}(${function(e) {
		return e.map(((e) => `${fd(e.expr)}${e.direction}`)).join(",");
	}(e.orderings)})`;
	throw Error(`Unrecognized stage ${e._name}`);
}
function md(e) {
	return `${Array.from(e.entries()).sort().map((([e, t]) => `${e}=${fd(t)}`)).join(",")}`;
}
function hd(e) {
	return e.stages.map(((e) => pd(e))).join("|");
}
function gd(e, t) {
	return hd(e) === hd(t);
}
function Q(e) {
	return e instanceof wl;
}
function _d(e) {
	return Q(e) ? hd(e) : Da(e);
}
function vd(e) {
	return Q(e) ? hd(e) : function(e) {
		return `${la(ba(e))}|lt:${e.limitType}`;
	}(e);
}
function yd(e, t) {
	return e instanceof wl && t instanceof wl ? gd(e, t) : !(e instanceof wl && !(t instanceof wl) || !(e instanceof wl) && t instanceof wl) && Ea(e, t);
}
function bd(e) {
	return da(e) ? hd(e) : la(e);
}
function xd(e, t) {
	return e instanceof wl && t instanceof wl ? gd(e, t) : !(e instanceof wl && !(t instanceof wl) || !(e instanceof wl) && t instanceof wl) && ua(e, t);
}
function Sd(e, t) {
	let n = function(e) {
		let t = !1, n = [];
		for (let r of e) if (r instanceof bl) {
			if (t = !0, r.orderings.some(((e) => e.expr instanceof qc && e.expr.fieldName === In))) n.push(r);
			else {
				let e = r.orderings.map(((e) => e));
				e.push(Jc(In).ascending()), n.push(new bl(e, {}));
			}
		} else r instanceof _l && (t ||= (n.push(new bl([Jc(In).ascending()], {})), !0)), n.push(r);
		return t || n.push(new bl([Jc(In).ascending()], {})), n;
	}(e.stages);
	if (e.userDataReader) {
		let t = e.userDataReader.createContext(3, "toCorePipeline");
		n.forEach(((e) => e._readUserData(t)));
	}
	return new wl(e.userDataReader.serializer, n, t);
}
var Cd = class {
	constructor(e, t, n, r) {
		this.batchId = e, this.localWriteTime = t, this.baseMutations = n, this.mutations = r;
	}
	applyToRemoteDocument(e, t) {
		let n = t.mutationResults;
		for (let t = 0; t < this.mutations.length; t++) {
			let r = this.mutations[t];
			r.key.isEqual(e.key) && Ci(r, e, n[t]);
		}
	}
	applyToLocalView(e, t) {
		for (let n of this.baseMutations) n.key.isEqual(e.key) && (t = wi(n, e, t, this.localWriteTime));
		for (let n of this.mutations) n.key.isEqual(e.key) && (t = wi(n, e, t, this.localWriteTime));
		return t;
	}
	applyToLocalDocumentSet(e, t) {
		let n = Va();
		return this.mutations.forEach(((r) => {
			let i = e.get(r.key), a = i.overlayedDocument, o = this.applyToLocalView(a, i.mutatedFields);
			o = t.has(r.key) ? null : o;
			let s = Si(a, o);
			s !== null && n.set(r.key, s), a.isValidDocument() || a.convertToNoDocument(V.min());
		})), n;
	}
	keys() {
		return this.mutations.reduce(((e, t) => e.add(t.key)), W());
	}
	isEqual(e) {
		return this.batchId === e.batchId && Mn(this.mutations, e.mutations, ((e, t) => Ei(e, t))) && Mn(this.baseMutations, e.baseMutations, ((e, t) => Ei(e, t)));
	}
}, wd = class e {
	constructor(e, t, n, r) {
		this.batch = e, this.commitVersion = t, this.mutationResults = n, this.docVersions = r;
	}
	static from(t, n, r) {
		w(t.mutations.length === r.length, 58842, {
			Ur: t.mutations.length,
			kr: r.length
		});
		let i = function() {
			return Ua;
		}(), a = t.mutations;
		for (let e = 0; e < a.length; e++) i = i.insert(a[e].key, r[e].version);
		return new e(t, n, r, i);
	}
}, Td = "";
function Ed(e) {
	let t = "";
	for (let n = 0; n < e.length; n++) t.length > 0 && (t = Od(t)), t = Dd(e.get(n), t);
	return Od(t);
}
function Dd(e, t) {
	let n = t, r = e.length;
	for (let t = 0; t < r; t++) {
		let r = e.charAt(t);
		switch (r) {
			case "\0":
				n += "";
				break;
			case Td:
				n += "";
				break;
			default: n += r;
		}
	}
	return n;
}
function Od(e) {
	return e + "";
}
var kd = class {
	constructor(e, t) {
		this.largestBatchId = e, this.mutation = t;
	}
	getKey() {
		return this.mutation.key;
	}
	isEqual(e) {
		return e !== null && this.mutation === e.mutation;
	}
	toString() {
		return `Overlay{\n      largestBatchId: ${this.largestBatchId},\n      mutation: ${this.mutation.toString()}\n    }`;
	}
}, Ad = class e {
	constructor(e, t, n, r, i = V.min(), a = V.min(), o = L.EMPTY_BYTE_STRING, s = null) {
		this.target = e, this.targetId = t, this.purpose = n, this.sequenceNumber = r, this.snapshotVersion = i, this.lastLimboFreeSnapshotVersion = a, this.resumeToken = o, this.expectedCount = s;
	}
	withSequenceNumber(t) {
		return new e(this.target, this.targetId, this.purpose, t, this.snapshotVersion, this.lastLimboFreeSnapshotVersion, this.resumeToken, this.expectedCount);
	}
	withResumeToken(t, n) {
		return new e(this.target, this.targetId, this.purpose, this.sequenceNumber, n, this.lastLimboFreeSnapshotVersion, t, null);
	}
	withExpectedCount(t) {
		return new e(this.target, this.targetId, this.purpose, this.sequenceNumber, this.snapshotVersion, this.lastLimboFreeSnapshotVersion, this.resumeToken, t);
	}
	withLastLimboFreeSnapshotVersion(t) {
		return new e(this.target, this.targetId, this.purpose, this.sequenceNumber, this.snapshotVersion, t, this.resumeToken, this.expectedCount);
	}
}, jd = class {
	constructor(e) {
		this.$r = e;
	}
};
function Md(e) {
	let t = Lo({
		parent: e.parent,
		structuredQuery: e.structuredQuery
	});
	return e.limitType === "LAST" ? Ta(t, t.limit, "L") : t;
}
var Nd = class {
	constructor() {}
	ei(e, t) {
		this.ti(e, t), t.ni();
	}
	ti(e, t) {
		if ("nullValue" in e) this.ri(t, 5);
		else if ("booleanValue" in e) this.ri(t, 10), t.ii(+!!e.booleanValue);
		else if ("integerValue" in e) this.ri(t, 15), t.ii(R(e.integerValue));
		else if ("doubleValue" in e) {
			let n = R(e.doubleValue);
			isNaN(n) ? this.ri(t, 13) : (this.ri(t, 15), vr(n) ? t.ii(0) : t.ii(n));
		} else if ("timestampValue" in e) {
			let n = e.timestampValue;
			this.ri(t, 20), typeof n == "string" && (n = rr(n)), t.si(`${n.seconds || ""}`), t.ii(n.nanos || 0);
		} else if ("stringValue" in e) this._i(e.stringValue, t), this.oi(t);
		else if ("bytesValue" in e) this.ri(t, 30), t.ai(ir(e.bytesValue)), this.oi(t);
		else if ("referenceValue" in e) this.ui(e.referenceValue, t);
		else if ("geoPointValue" in e) {
			let n = e.geoPointValue;
			this.ri(t, 45), t.ii(n.latitude || 0), t.ii(n.longitude || 0);
		} else "mapValue" in e ? Jr(e) ? this.ri(t, 2 ** 53 - 1) : Gr(e) ? this.ci(e.mapValue, t) : (this.li(e.mapValue, t), this.oi(t)) : "arrayValue" in e ? (this.Ei(e.arrayValue, t), this.oi(t)) : C(19022, { hi: e });
	}
	_i(e, t) {
		this.ri(t, 25), this.Ti(e, t);
	}
	Ti(e, t) {
		t.si(e);
	}
	li(e, t) {
		let n = e.fields || {};
		this.ri(t, 55);
		for (let e of Object.keys(n)) this._i(e, t), this.ti(n[e], t);
	}
	ci(e, t) {
		let n = e.fields || {};
		this.ri(t, 53);
		let r = Tr, i = n[r].arrayValue?.values?.length || 0;
		this.ri(t, 15), t.ii(R(i)), this._i(r, t), this.ti(n[r], t);
	}
	Ei(e, t) {
		let n = e.values || [];
		this.ri(t, 50);
		for (let e of n) this.ti(e, t);
	}
	ui(e, t) {
		this.ri(t, 37), N.fromName(e).path.forEach(((e) => {
			this.ri(t, 60), this.Ti(e, t);
		}));
	}
	ri(e, t) {
		e.ii(t);
	}
	oi(e) {
		e.ii(2);
	}
};
Nd.Pi = new Nd();
var Pd = class {
	constructor() {
		this.Zi = new Fd();
	}
	addToCollectionParentIndex(e, t) {
		return this.Zi.add(t), G.resolve();
	}
	getCollectionParents(e, t) {
		return G.resolve(this.Zi.getEntries(t));
	}
	addFieldIndex(e, t) {
		return G.resolve();
	}
	deleteFieldIndex(e, t) {
		return G.resolve();
	}
	deleteAllFieldIndexes(e) {
		return G.resolve();
	}
	createTargetIndexes(e, t) {
		return G.resolve();
	}
	getDocumentsMatchingTarget(e, t) {
		return G.resolve(null);
	}
	getIndexType(e, t) {
		return G.resolve(0);
	}
	getFieldIndexes(e, t) {
		return G.resolve([]);
	}
	getNextCollectionGroupToUpdate(e) {
		return G.resolve(null);
	}
	getMinOffset(e, t) {
		return G.resolve(aa.min());
	}
	getMinOffsetFromCollectionGroup(e, t) {
		return G.resolve(aa.min());
	}
	updateCollectionGroup(e, t, n) {
		return G.resolve();
	}
	updateIndexEntries(e, t) {
		return G.resolve();
	}
}, Fd = class {
	constructor() {
		this.index = {};
	}
	add(e) {
		let t = e.lastSegment(), n = e.popLast(), r = this.index[t] || new k(M.comparator), i = !r.has(n);
		return this.index[t] = r.add(n), i;
	}
	has(e) {
		let t = e.lastSegment(), n = e.popLast(), r = this.index[t];
		return r && r.has(n);
	}
	getEntries(e) {
		return (this.index[e] || new k(M.comparator)).toArray();
	}
}, Id = class e {
	constructor(e) {
		this.ys = e;
	}
	next() {
		return this.ys += 2, this.ys;
	}
	static ws() {
		return new e(0);
	}
	static bs() {
		return new e(-1);
	}
};
function Ld(e, t) {
	let n = t;
	for (let t of e.stages) n = Bd({
		serializer: e.serializer,
		serverTimestampBehavior: e.listenOptions?.serverTimestampBehavior
	}, t, n);
	return n;
}
function Rd(e, t) {
	return Ld(e, [t]).length > 0;
}
function zd(e, t) {
	return Q(e) ? Rd(e, t) : Oa(e, t);
}
function Bd(e, t, n) {
	if (t instanceof fl) return function(e, t, n) {
		return n.filter(((e) => e.isFoundDocument() && `/${e.key.getCollectionPath().canonicalString()}` === t.hr));
	}(0, t, n);
	if (t instanceof gl) return function(e, t, n) {
		return n.filter(((n) => {
			let r = Al(X(t.condition).evaluate(e, n));
			return r !== void 0 && kr(r, Dr);
		}));
	}(e, t, n);
	if (t instanceof pl) return function(e, t, n) {
		return n.filter(((e) => e.isFoundDocument() && e.key.getCollectionPath().lastSegment() === t.collectionId));
	}(0, t, n);
	if (t instanceof ml) return function(e, t, n) {
		return n.filter(((e) => e.isFoundDocument()));
	}(0, 0, n);
	if (t instanceof hl) return function(e, t, n) {
		return n.filter(((e) => e.isFoundDocument() && t.Pr.has(e.key.path.toStringWithLeadingSlash())));
	}(0, t, n);
	if (t instanceof _l) return function(e, t, n) {
		return n.slice(0, t.limit);
	}(0, t, n);
	if (t instanceof bl) return function(e, t, n) {
		let r = t.orderings.map(((e) => ({
			Ms: X(e.expr),
			direction: e.direction
		})));
		return [...n].sort(((t, n) => {
			for (let { Ms: i, direction: a } of r) {
				let r = Al(i.evaluate(e, t)), o = Al(i.evaluate(e, n)), s = jr(r ?? Er, o ?? Er);
				if (s !== 0) return a === "ascending" ? s : -s;
			}
			return 0;
		}));
	}(e, t, n);
	throw Error(`Unknown stage: ${t._name}`);
}
function Vd(e) {
	let t = function(e) {
		for (let t = e.stages.length - 1; t >= 0; t--) {
			let n = e.stages[t];
			if (n instanceof bl) return n.orderings;
		}
		throw Error("Pipeline must contain at least one Sort stage");
	}(e);
	return (n, r) => {
		for (let i of t) {
			let t = Al(X(i.expr).evaluate({ serializer: e.serializer }, n)), a = Al(X(i.expr).evaluate({ serializer: e.serializer }, r)), o = jr(t || Er, a || Er);
			if (o !== 0) return i.direction === "ascending" ? o : -o;
		}
		return 0;
	};
}
function Hd(e) {
	for (let t = e.stages.length - 1; t >= 0; t--) {
		let n = e.stages[t];
		if (n instanceof _l) return { limit: n.limit };
	}
}
var Ud = class {
	constructor() {
		this.changes = new Pa(((e) => e.toString()), ((e, t) => e.isEqual(t))), this.changesApplied = !1;
	}
	addEntry(e) {
		this.assertNotApplied(), this.changes.set(e.key, e);
	}
	removeEntry(e, t) {
		this.assertNotApplied(), this.changes.set(e, ta.newInvalidDocument(e).setReadTime(t));
	}
	getEntry(e, t) {
		this.assertNotApplied();
		let n = this.changes.get(t);
		return n === void 0 ? this.getFromCache(e, t) : G.resolve(n);
	}
	getEntries(e, t) {
		return this.getAllFromCache(e, t);
	}
	apply(e) {
		return this.assertNotApplied(), this.changesApplied = !0, this.applyChanges(e);
	}
	assertNotApplied() {}
}, Wd = class {
	constructor(e, t) {
		this.overlayedDocument = e, this.mutatedFields = t;
	}
}, Gd = class {
	constructor(e, t, n, r) {
		this.remoteDocumentCache = e, this.mutationQueue = t, this.documentOverlayCache = n, this.indexManager = r;
	}
	getDocument(e, t) {
		let n = null;
		return this.documentOverlayCache.getOverlay(e, t).next(((r) => (n = r, this.remoteDocumentCache.getEntry(e, t)))).next(((e) => (n !== null && wi(n.mutation, e, Bn.empty(), I.now()), e)));
	}
	getDocuments(e, t) {
		return this.remoteDocumentCache.getEntries(e, t).next(((t) => this.getLocalViewOfDocuments(e, t, W()).next((() => t))));
	}
	getLocalViewOfDocuments(e, t, n = W()) {
		let r = Ba();
		return this.populateOverlays(e, r, t).next((() => this.computeViews(e, t, r, n).next(((e) => {
			let t = Ra();
			return e.forEach(((e, n) => {
				t = t.insert(e, n.overlayedDocument);
			})), t;
		}))));
	}
	getOverlayedDocuments(e, t) {
		let n = Ba();
		return this.populateOverlays(e, n, t).next((() => this.computeViews(e, t, n, W())));
	}
	populateOverlays(e, t, n) {
		let r = [];
		return n.forEach(((e) => {
			t.has(e) || r.push(e);
		})), this.documentOverlayCache.getOverlays(e, r).next(((e) => {
			e.forEach(((e, n) => {
				t.set(e, n);
			}));
		}));
	}
	computeViews(e, t, n, r) {
		let i = Ia(), a = Ha(), o = function() {
			return Ha();
		}();
		return t.forEach(((e, t) => {
			let o = n.get(t.key);
			r.has(t.key) && (o === void 0 || o.mutation instanceof Oi) ? i = i.insert(t.key, t) : o === void 0 ? a.set(t.key, Bn.empty()) : (a.set(t.key, o.mutation.getFieldMask()), wi(o.mutation, t, o.mutation.getFieldMask(), I.now()));
		})), this.recalculateAndSaveOverlays(e, i).next(((e) => (e.forEach(((e, t) => a.set(e, t))), t.forEach(((e, t) => o.set(e, new Wd(t, a.get(e) ?? null)))), o)));
	}
	recalculateAndSaveOverlays(e, t) {
		let n = Ha(), r = new O(((e, t) => e - t)), i = W();
		return this.mutationQueue.getAllMutationBatchesAffectingDocumentKeys(e, t).next(((e) => {
			for (let i of e) i.keys().forEach(((e) => {
				let a = t.get(e);
				if (a === null) return;
				let o = n.get(e) || Bn.empty();
				o = i.applyToLocalView(a, o), n.set(e, o);
				let s = (r.get(i.batchId) || W()).add(e);
				r = r.insert(i.batchId, s);
			}));
		})).next((() => {
			let a = [], o = r.getReverseIterator();
			for (; o.hasNext();) {
				let r = o.getNext(), s = r.key, c = r.value, l = Va();
				c.forEach(((e) => {
					if (!i.has(e)) {
						let r = Si(t.get(e), n.get(e));
						r !== null && l.set(e, r), i = i.add(e);
					}
				})), a.push(this.documentOverlayCache.saveOverlays(e, s, l));
			}
			return G.waitFor(a);
		})).next((() => n));
	}
	recalculateAndSaveOverlaysForDocumentKeys(e, t) {
		return this.remoteDocumentCache.getEntries(e, t).next(((t) => this.recalculateAndSaveOverlays(e, t)));
	}
	getDocumentsMatchingQuery(e, t, n, r) {
		return Q(t) ? this.getDocumentsMatchingPipeline(e, t, n, r) : _a(t) ? this.getDocumentsMatchingDocumentQuery(e, t.path) : va(t) ? this.getDocumentsMatchingCollectionGroupQuery(e, t, n, r) : this.getDocumentsMatchingCollectionQuery(e, t, n, r);
	}
	getNextDocuments(e, t, n, r) {
		return this.remoteDocumentCache.getAllFromCollectionGroup(e, t, n, r).next(((i) => {
			let a = r - i.size > 0 ? this.documentOverlayCache.getOverlaysForCollectionGroup(e, t, n.largestBatchId, r - i.size) : G.resolve(Ba()), o = na, s = i;
			return a.next(((t) => G.forEach(t, ((t, n) => (o < n.largestBatchId && (o = n.largestBatchId), i.get(t) ? G.resolve() : this.remoteDocumentCache.getEntry(e, t).next(((e) => {
				s = s.insert(t, e);
			}))))).next((() => this.populateOverlays(e, t, i))).next((() => this.computeViews(e, s, t, W()))).next(((e) => ({
				batchId: o,
				changes: za(e)
			})))));
		}));
	}
	getDocumentsMatchingDocumentQuery(e, t) {
		return this.getDocument(e, new N(t)).next(((e) => {
			let t = Ra();
			return e.isFoundDocument() && (t = t.insert(e.key, e)), t;
		}));
	}
	getDocumentsMatchingCollectionGroupQuery(e, t, n, r) {
		let i = t.collectionGroup, a = Ra();
		return this.indexManager.getCollectionParents(e, i).next(((o) => G.forEach(o, ((o) => {
			let s = function(e, t) {
				return new pa(t, null, e.explicitOrderBy.slice(), e.filters.slice(), e.limit, e.limitType, e.startAt, e.endAt);
			}(t, o.child(i));
			return this.getDocumentsMatchingCollectionQuery(e, s, n, r).next(((e) => {
				e.forEach(((e, t) => {
					a = a.insert(e, t);
				}));
			}));
		})).next((() => a))));
	}
	getDocumentsMatchingCollectionQuery(e, t, n, r) {
		let i;
		return this.documentOverlayCache.getOverlaysForCollection(e, t.path, n.largestBatchId).next(((a) => (i = a, this.remoteDocumentCache.getDocumentsMatchingQuery(e, t, n, i, r)))).next(((e) => this.retrieveMatchingLocalDocuments(i, e, ((e) => Oa(t, e)))));
	}
	getDocumentsMatchingPipeline(e, t, n, r) {
		if (Tl(t) === "collection_group") {
			let i = Dl(t), a = Ra();
			return this.indexManager.getCollectionParents(e, i).next(((o) => G.forEach(o, ((o) => {
				let s = function(e, t) {
					let n = e.stages.map(((e) => e instanceof pl ? new fl(t.canonicalString(), {}) : e));
					return new wl(e.serializer, n);
				}(t, o.child(i));
				return this.getDocumentsMatchingPipeline(e, s, n, r).next(((e) => {
					e.forEach(((e, t) => {
						a = a.insert(e, t);
					}));
				}));
			})).next((() => a))));
		}
		{
			let i;
			return this.getOverlaysForPipeline(e, t, n.largestBatchId).next(((a) => {
				switch (i = a, Tl(t)) {
					case "collection": return this.remoteDocumentCache.getDocumentsMatchingQuery(e, t, n, i, r);
					case "documents":
						let a = W();
						for (let e of kl(t)) a = a.add(N.fromPath(e));
						return this.remoteDocumentCache.getEntries(e, a);
					case "database": return this.remoteDocumentCache.getAllEntries(e);
					default: throw new j("invalid-argument", `Invalid pipeline source to execute offline: ${hd(t)}`);
				}
			})).next(((e) => this.retrieveMatchingLocalDocuments(i, e, ((e) => Rd(t, e)))));
		}
	}
	retrieveMatchingLocalDocuments(e, t, n) {
		e.forEach(((e, n) => {
			let r = n.getKey();
			t.get(r) === null && (t = t.insert(r, ta.newInvalidDocument(r)));
		}));
		let r = Ra();
		return t.forEach(((t, i) => {
			let a = e.get(t);
			a !== void 0 && wi(a.mutation, i, Bn.empty(), I.now()), n(i) && (r = r.insert(t, i));
		})), r;
	}
	getOverlaysForPipeline(e, t, n) {
		switch (Tl(t)) {
			case "collection": return this.documentOverlayCache.getOverlaysForCollection(e, M.fromString(El(t)), n);
			case "collection_group": throw new j("invalid-argument", `Unexpected collection group pipeline: ${hd(t)}`);
			case "documents": return this.documentOverlayCache.getOverlays(e, kl(t).map(((e) => N.fromPath(e))));
			case "database": return this.documentOverlayCache.getAllOverlays(e, n);
			default: throw new j("invalid-argument", `Failed to get overlays for pipeline: ${hd(t)}`);
		}
	}
}, Kd = class {
	constructor(e) {
		this.serializer = e, this.Qs = /* @__PURE__ */ new Map(), this.Ws = /* @__PURE__ */ new Map();
	}
	getBundleMetadata(e, t) {
		return G.resolve(this.Qs.get(t));
	}
	saveBundleMetadata(e, t) {
		return this.Qs.set(t.id, function(e) {
			return {
				id: e.id,
				version: e.version,
				createTime: bo(e.createTime)
			};
		}(t)), G.resolve();
	}
	getNamedQuery(e, t) {
		return G.resolve(this.Ws.get(t));
	}
	saveNamedQuery(e, t) {
		return this.Ws.set(t.name, function(e) {
			return {
				name: e.name,
				query: Md(e.bundledQuery),
				readTime: bo(e.readTime)
			};
		}(t)), G.resolve();
	}
}, qd = class {
	constructor() {
		this.overlays = new O(N.comparator), this.Gs = /* @__PURE__ */ new Map();
	}
	getOverlay(e, t) {
		return G.resolve(this.overlays.get(t));
	}
	getOverlays(e, t) {
		let n = Ba();
		return G.forEach(t, ((t) => this.getOverlay(e, t).next(((e) => {
			e !== null && n.set(t, e);
		})))).next((() => n));
	}
	getAllOverlays(e, t) {
		let n = Ba();
		return this.overlays.forEach(((e, r) => {
			r.largestBatchId > t && n.set(e, r);
		})), G.resolve(n);
	}
	saveOverlays(e, t, n) {
		return n.forEach(((n, r) => {
			this.Zr(e, t, r);
		})), G.resolve();
	}
	removeOverlaysForBatchId(e, t, n) {
		let r = this.Gs.get(n);
		return r !== void 0 && (r.forEach(((e) => this.overlays = this.overlays.remove(e))), this.Gs.delete(n)), G.resolve();
	}
	getOverlaysForCollection(e, t, n) {
		let r = Ba(), i = t.length + 1, a = new N(t.child("")), o = this.overlays.getIteratorFrom(a);
		for (; o.hasNext();) {
			let e = o.getNext().value, a = e.getKey();
			if (!t.isPrefixOf(a.path)) break;
			a.path.length === i && e.largestBatchId > n && r.set(e.getKey(), e);
		}
		return G.resolve(r);
	}
	getOverlaysForCollectionGroup(e, t, n, r) {
		let i = new O(((e, t) => e - t)), a = this.overlays.getIterator();
		for (; a.hasNext();) {
			let e = a.getNext().value;
			if (e.getKey().getCollectionGroup() === t && e.largestBatchId > n) {
				let t = i.get(e.largestBatchId);
				t === null && (t = Ba(), i = i.insert(e.largestBatchId, t)), t.set(e.getKey(), e);
			}
		}
		let o = Ba(), s = i.getIterator();
		for (; s.hasNext() && (s.getNext().value.forEach(((e, t) => o.set(e, t))), !(o.size() >= r)););
		return G.resolve(o);
	}
	Zr(e, t, n) {
		let r = this.overlays.get(n.key);
		if (r !== null) {
			let e = this.Gs.get(r.largestBatchId).delete(n.key);
			this.Gs.set(r.largestBatchId, e);
		}
		this.overlays = this.overlays.insert(n.key, new kd(t, n));
		let i = this.Gs.get(t);
		i === void 0 && (i = W(), this.Gs.set(t, i)), this.Gs.set(t, i.add(n.key));
	}
}, Jd = class {
	constructor() {
		this.sessionToken = L.EMPTY_BYTE_STRING;
	}
	getSessionToken(e) {
		return G.resolve(this.sessionToken);
	}
	setSessionToken(e, t) {
		return this.sessionToken = t, G.resolve();
	}
}, Yd = class {
	constructor() {
		this.zs = new k($.js), this.Hs = new k($.Js);
	}
	isEmpty() {
		return this.zs.isEmpty();
	}
	addReference(e, t) {
		let n = new $(e, t);
		this.zs = this.zs.add(n), this.Hs = this.Hs.add(n);
	}
	Ys(e, t) {
		e.forEach(((e) => this.addReference(e, t)));
	}
	removeReference(e, t) {
		this.Zs(new $(e, t));
	}
	Xs(e, t) {
		e.forEach(((e) => this.removeReference(e, t)));
	}
	e_(e) {
		let t = new N(new M([])), n = new $(t, e), r = new $(t, e + 1), i = [];
		return this.Hs.forEachInRange([n, r], ((e) => {
			this.Zs(e), i.push(e.key);
		})), i;
	}
	t_() {
		this.zs.forEach(((e) => this.Zs(e)));
	}
	Zs(e) {
		this.zs = this.zs.delete(e), this.Hs = this.Hs.delete(e);
	}
	n_(e) {
		let t = new N(new M([])), n = new $(t, e), r = new $(t, e + 1), i = W();
		return this.Hs.forEachInRange([n, r], ((e) => {
			i = i.add(e.key);
		})), i;
	}
	containsKey(e) {
		let t = new $(e, 0), n = this.zs.firstAfterOrEqual(t);
		return n !== null && e.isEqual(n.key);
	}
}, $ = class {
	constructor(e, t) {
		this.key = e, this.r_ = t;
	}
	static js(e, t) {
		return N.comparator(e.key, t.key) || E(e.r_, t.r_);
	}
	static Js(e, t) {
		return E(e.r_, t.r_) || N.comparator(e.key, t.key);
	}
}, Xd = class {
	constructor(e, t) {
		this.indexManager = e, this.referenceDelegate = t, this.mutationQueue = [], this.Gr = 1, this.i_ = new k($.js);
	}
	checkEmpty(e) {
		return G.resolve(this.mutationQueue.length === 0);
	}
	addMutationBatch(e, t, n, r) {
		let i = this.Gr;
		this.Gr++, this.mutationQueue.length > 0 && this.mutationQueue[this.mutationQueue.length - 1];
		let a = new Cd(i, t, n, r);
		this.mutationQueue.push(a);
		for (let t of r) this.i_ = this.i_.add(new $(t.key, i)), this.indexManager.addToCollectionParentIndex(e, t.key.path.popLast());
		return G.resolve(a);
	}
	lookupMutationBatch(e, t) {
		return G.resolve(this.s_(t));
	}
	getNextMutationBatchAfterBatchId(e, t) {
		let n = t + 1, r = this.__(n), i = r < 0 ? 0 : r;
		return G.resolve(this.mutationQueue.length > i ? this.mutationQueue[i] : null);
	}
	getHighestUnacknowledgedBatchId() {
		return G.resolve(this.mutationQueue.length === 0 ? gr : this.Gr - 1);
	}
	getAllMutationBatches(e) {
		return G.resolve(this.mutationQueue.slice());
	}
	getAllMutationBatchesAffectingDocumentKey(e, t) {
		let n = new $(t, 0), r = new $(t, Infinity), i = [];
		return this.i_.forEachInRange([n, r], ((e) => {
			let t = this.s_(e.r_);
			i.push(t);
		})), G.resolve(i);
	}
	getAllMutationBatchesAffectingDocumentKeys(e, t) {
		let n = new k(E);
		return t.forEach(((e) => {
			let t = new $(e, 0), r = new $(e, Infinity);
			this.i_.forEachInRange([t, r], ((e) => {
				n = n.add(e.r_);
			}));
		})), G.resolve(this.o_(n));
	}
	getAllMutationBatchesAffectingQuery(e, t) {
		let n = t.path, r = n.length + 1, i = n;
		N.isDocumentKey(i) || (i = i.child(""));
		let a = new $(new N(i), 0), o = new k(E);
		return this.i_.forEachWhile(((e) => {
			let t = e.key.path;
			return !!n.isPrefixOf(t) && (t.length === r && (o = o.add(e.r_)), !0);
		}), a), G.resolve(this.o_(o));
	}
	o_(e) {
		let t = [];
		return e.forEach(((e) => {
			let n = this.s_(e);
			n !== null && t.push(n);
		})), t;
	}
	removeMutationBatch(e, t) {
		w(this.a_(t.batchId, "removed") === 0, 55003), this.mutationQueue.shift();
		let n = this.i_;
		return G.forEach(t.mutations, ((r) => {
			let i = new $(r.key, t.batchId);
			return n = n.delete(i), this.referenceDelegate.markPotentiallyOrphaned(e, r.key);
		})).next((() => {
			this.i_ = n;
		}));
	}
	Hr(e) {}
	containsKey(e, t) {
		let n = new $(t, 0), r = this.i_.firstAfterOrEqual(n);
		return G.resolve(t.isEqual(r && r.key));
	}
	performConsistencyCheck(e) {
		return this.mutationQueue.length, G.resolve();
	}
	a_(e, t) {
		return this.__(e);
	}
	__(e) {
		return this.mutationQueue.length === 0 ? 0 : e - this.mutationQueue[0].batchId;
	}
	s_(e) {
		let t = this.__(e);
		return t < 0 || t >= this.mutationQueue.length ? null : this.mutationQueue[t];
	}
}, Zd = class {
	constructor(e) {
		this.u_ = e, this.docs = function() {
			return new O(N.comparator);
		}(), this.size = 0;
	}
	setIndexManager(e) {
		this.indexManager = e;
	}
	addEntry(e, t) {
		let n = t.key, r = this.docs.get(n), i = r ? r.size : 0, a = this.u_(t);
		return this.docs = this.docs.insert(n, {
			document: t.mutableCopy(),
			size: a
		}), this.size += a - i, this.indexManager.addToCollectionParentIndex(e, n.path.popLast());
	}
	removeEntry(e) {
		let t = this.docs.get(e);
		t && (this.docs = this.docs.remove(e), this.size -= t.size);
	}
	getEntry(e, t) {
		let n = this.docs.get(t);
		return G.resolve(n ? n.document.mutableCopy() : ta.newInvalidDocument(t));
	}
	getEntries(e, t) {
		let n = Ia();
		return t.forEach(((e) => {
			let t = this.docs.get(e);
			n = n.insert(e, t ? t.document.mutableCopy() : ta.newInvalidDocument(e));
		})), G.resolve(n);
	}
	getAllEntries(e) {
		let t = Ia();
		return this.docs.forEach(((e, n) => {
			t = t.insert(e, n.document);
		})), G.resolve(t);
	}
	getDocumentsMatchingQuery(e, t, n, r) {
		let i, a;
		Q(t) ? (i = M.fromString(El(t)), a = (e) => Rd(t, e)) : (i = t.path, a = (e) => Oa(t, e));
		let o = Ia(), s = new N(i.child("__id-9223372036854775808__")), c = this.docs.getIteratorFrom(s);
		for (; c.hasNext();) {
			let { key: e, value: { document: t } } = c.getNext();
			if (!i.isPrefixOf(e.path)) break;
			e.path.length > i.length + 1 || oa(ia(t), n) <= 0 || (r.has(t.key) || a(t)) && (o = o.insert(t.key, t.mutableCopy()));
		}
		return G.resolve(o);
	}
	getAllFromCollectionGroup(e, t, n, r) {
		C(9500);
	}
	c_(e, t) {
		return G.forEach(this.docs, ((e) => t(e)));
	}
	newChangeBuffer(e) {
		return new Qd(this);
	}
	getSize(e) {
		return G.resolve(this.size);
	}
}, Qd = class extends Ud {
	constructor(e) {
		super(), this.$s = e;
	}
	applyChanges(e) {
		let t = [];
		return this.changes.forEach(((n, r) => {
			r.isValidDocument() ? t.push(this.$s.addEntry(e, r)) : this.$s.removeEntry(n);
		})), G.waitFor(t);
	}
	getFromCache(e, t) {
		return this.$s.getEntry(e, t);
	}
	getAllFromCache(e, t) {
		return this.$s.getEntries(e, t);
	}
}, $d = class {
	constructor(e) {
		this.persistence = e, this.l_ = new Pa(((e) => bd(e)), xd), this.lastRemoteSnapshotVersion = V.min(), this.highestTargetId = 0, this.E_ = 0, this.h_ = new Yd(), this.targetCount = 0, this.T_ = Id.ws();
	}
	forEachTarget(e, t) {
		return this.l_.forEach(((e, n) => t(n))), G.resolve();
	}
	getLastRemoteSnapshotVersion(e) {
		return G.resolve(this.lastRemoteSnapshotVersion);
	}
	getHighestSequenceNumber(e) {
		return G.resolve(this.E_);
	}
	allocateTargetId(e) {
		return this.highestTargetId = this.T_.next(), G.resolve(this.highestTargetId);
	}
	setTargetsMetadata(e, t, n) {
		return n && (this.lastRemoteSnapshotVersion = n), t > this.E_ && (this.E_ = t), G.resolve();
	}
	Ds(e) {
		this.l_.set(e.target, e);
		let t = e.targetId;
		t > this.highestTargetId && (this.T_ = new Id(t), this.highestTargetId = t), e.sequenceNumber > this.E_ && (this.E_ = e.sequenceNumber);
	}
	addTargetData(e, t) {
		return this.Ds(t), this.targetCount += 1, G.resolve();
	}
	updateTargetData(e, t) {
		return this.Ds(t), G.resolve();
	}
	removeTargetData(e, t) {
		return this.l_.delete(t.target), this.h_.e_(t.targetId), --this.targetCount, G.resolve();
	}
	removeTargets(e, t, n) {
		let r = 0, i = [];
		return this.l_.forEach(((a, o) => {
			o.sequenceNumber <= t && n.get(o.targetId) === null && (this.l_.delete(a), i.push(this.removeMatchingKeysForTargetId(e, o.targetId)), r++);
		})), G.waitFor(i).next((() => r));
	}
	getTargetCount(e) {
		return G.resolve(this.targetCount);
	}
	getTargetData(e, t) {
		let n = this.l_.get(t) || null;
		return G.resolve(n);
	}
	addMatchingKeys(e, t, n) {
		return this.h_.Ys(t, n), G.resolve();
	}
	removeMatchingKeys(e, t, n) {
		this.h_.Xs(t, n);
		let r = this.persistence.referenceDelegate, i = [];
		return r && t.forEach(((t) => {
			i.push(r.markPotentiallyOrphaned(e, t));
		})), G.waitFor(i);
	}
	removeMatchingKeysForTargetId(e, t) {
		return this.h_.e_(t), G.resolve();
	}
	getMatchingKeysForTargetId(e, t) {
		let n = this.h_.n_(t);
		return G.resolve(n);
	}
	containsKey(e, t) {
		return G.resolve(this.h_.containsKey(t));
	}
}, ef = class {
	constructor(e, t) {
		this.P_ = {}, this.overlays = {}, this.I_ = new Hs(0), this.R_ = !1, this.R_ = !0, this.A_ = new Jd(), this.referenceDelegate = e(this), this.V_ = new $d(this), this.indexManager = new Pd(), this.remoteDocumentCache = function(e) {
			return new Zd(e);
		}(((e) => this.referenceDelegate.d_(e))), this.serializer = new jd(t), this.f_ = new Kd(this.serializer);
	}
	start() {
		return Promise.resolve();
	}
	shutdown() {
		return this.R_ = !1, Promise.resolve();
	}
	get started() {
		return this.R_;
	}
	setDatabaseDeletedListener() {}
	setNetworkEnabled() {}
	getIndexManager(e) {
		return this.indexManager;
	}
	getDocumentOverlayCache(e) {
		let t = this.overlays[e.toKey()];
		return t || (t = new qd(), this.overlays[e.toKey()] = t), t;
	}
	getMutationQueue(e, t) {
		let n = this.P_[e.toKey()];
		return n || (n = new Xd(t, this.referenceDelegate), this.P_[e.toKey()] = n), n;
	}
	getGlobalsCache() {
		return this.A_;
	}
	getTargetCache() {
		return this.V_;
	}
	getRemoteDocumentCache() {
		return this.remoteDocumentCache;
	}
	getBundleCache() {
		return this.f_;
	}
	runTransaction(e, t, n) {
		x("MemoryPersistence", "Starting transaction:", e);
		let r = new tf(this.I_.next());
		return this.referenceDelegate.m_(), n(r).next(((e) => this.referenceDelegate.p_(r).next((() => e)))).toPromise().then(((e) => (r.raiseOnCommittedEvent(), e)));
	}
	g_(e, t) {
		return G.or(Object.values(this.P_).map(((n) => () => n.containsKey(e, t))));
	}
}, tf = class extends Ws {
	constructor(e) {
		super(), this.currentSequenceNumber = e;
	}
}, nf = class e {
	constructor(e) {
		this.persistence = e, this.y_ = new Yd(), this.w_ = null;
	}
	static b_(t) {
		return new e(t);
	}
	get S_() {
		if (this.w_) return this.w_;
		throw C(60996);
	}
	addReference(e, t, n) {
		return this.y_.addReference(n, t), this.S_.delete(n.toString()), G.resolve();
	}
	removeReference(e, t, n) {
		return this.y_.removeReference(n, t), this.S_.add(n.toString()), G.resolve();
	}
	markPotentiallyOrphaned(e, t) {
		return this.S_.add(t.toString()), G.resolve();
	}
	removeTarget(e, t) {
		this.y_.e_(t.targetId).forEach(((e) => this.S_.add(e.toString())));
		let n = this.persistence.getTargetCache();
		return n.getMatchingKeysForTargetId(e, t.targetId).next(((e) => {
			e.forEach(((e) => this.S_.add(e.toString())));
		})).next((() => n.removeTargetData(e, t)));
	}
	m_() {
		this.w_ = /* @__PURE__ */ new Set();
	}
	p_(e) {
		let t = this.persistence.getRemoteDocumentCache().newChangeBuffer();
		return G.forEach(this.S_, ((n) => {
			let r = N.fromPath(n);
			return this.v_(e, r).next(((e) => {
				e || t.removeEntry(r, V.min());
			}));
		})).next((() => (this.w_ = null, t.apply(e))));
	}
	updateLimboDocument(e, t) {
		return this.v_(e, t).next(((e) => {
			e ? this.S_.delete(t.toString()) : this.S_.add(t.toString());
		}));
	}
	d_(e) {
		return 0;
	}
	v_(e, t) {
		return G.or([
			() => G.resolve(this.y_.containsKey(t)),
			() => this.persistence.getTargetCache().containsKey(e, t),
			() => this.persistence.g_(e, t)
		]);
	}
}, rf = class e {
	constructor(e, t) {
		this.persistence = e, this.D_ = new Pa(((e) => Ed(e.path)), ((e, t) => e.isEqual(t))), this.garbageCollector = ec(this, t);
	}
	static b_(t, n) {
		return new e(t, n);
	}
	m_() {}
	p_(e) {
		return G.resolve();
	}
	forEachTarget(e, t) {
		return this.persistence.getTargetCache().forEachTarget(e, t);
	}
	ir(e) {
		let t = this.Cs(e);
		return this.persistence.getTargetCache().getTargetCount(e).next(((e) => t.next(((t) => e + t))));
	}
	Cs(e) {
		let t = 0;
		return this.sr(e, ((e) => {
			t++;
		})).next((() => t));
	}
	sr(e, t) {
		return G.forEach(this.D_, ((n, r) => this.Os(e, n, r).next(((e) => e ? G.resolve() : t(r)))));
	}
	removeTargets(e, t, n) {
		return this.persistence.getTargetCache().removeTargets(e, t, n);
	}
	removeOrphanedDocuments(e, t) {
		let n = 0, r = this.persistence.getRemoteDocumentCache(), i = r.newChangeBuffer();
		return r.c_(e, ((r) => this.Os(e, r, t).next(((e) => {
			e || (n++, i.removeEntry(r, V.min()));
		})))).next((() => i.apply(e))).next((() => n));
	}
	markPotentiallyOrphaned(e, t) {
		return this.D_.set(t, e.currentSequenceNumber), G.resolve();
	}
	removeTarget(e, t) {
		let n = t.withSequenceNumber(e.currentSequenceNumber);
		return this.persistence.getTargetCache().updateTargetData(e, n);
	}
	addReference(e, t, n) {
		return this.D_.set(n, e.currentSequenceNumber), G.resolve();
	}
	removeReference(e, t, n) {
		return this.D_.set(n, e.currentSequenceNumber), G.resolve();
	}
	updateLimboDocument(e, t) {
		return this.D_.set(t, e.currentSequenceNumber), G.resolve();
	}
	d_(e) {
		let t = e.key.toString().length;
		return e.isFoundDocument() && (t += Ir(e.data.value)), t;
	}
	Os(e, t, n) {
		return G.or([
			() => this.persistence.g_(e, t),
			() => this.persistence.getTargetCache().containsKey(e, t),
			() => {
				let e = this.D_.get(t);
				return G.resolve(e !== void 0 && e > n);
			}
		]);
	}
	getCacheSize(e) {
		return this.persistence.getRemoteDocumentCache().getSize(e);
	}
}, af = class e {
	constructor(e, t, n, r) {
		this.targetId = e, this.fromCache = t, this.Vo = n, this.fo = r;
	}
	static mo(t, n) {
		let r = W(), i = W();
		for (let e of n.docChanges) switch (e.type) {
			case 0:
				r = r.add(e.doc.key);
				break;
			case 1: i = i.add(e.doc.key);
		}
		return new e(t, n.fromCache, r, i);
	}
};
function of(e, t) {
	return N.comparator(e.key, t.key);
}
var sf = class {
	constructor() {
		this._documentReadCount = 0;
	}
	get documentReadCount() {
		return this._documentReadCount;
	}
	incrementDocumentReadCount(e) {
		this._documentReadCount += e;
	}
}, cf = class {
	constructor() {
		this.po = !1, this.yo = !1, this.wo = 100, this.bo = function() {
			return ie() ? 8 : Ks(ne()) > 0 ? 6 : 4;
		}();
	}
	initialize(e, t) {
		this.So = e, this.indexManager = t, this.po = !0;
	}
	getDocumentsMatchingQuery(e, t, n, r) {
		let i = { result: null };
		return this.vo(e, t).next(((e) => {
			i.result = e;
		})).next((() => {
			if (!i.result) return this.Do(e, t, r, n).next(((e) => {
				i.result = e;
			}));
		})).next((() => {
			if (i.result) return;
			let n = new sf();
			return this.xo(e, t, n).next(((r) => {
				if (i.result = r, this.yo) return this.Co(e, t, n, r.size);
			}));
		})).next((() => i.result));
	}
	Co(e, t, n, r) {
		return Q(t) ? G.resolve() : n.documentReadCount < this.wo ? (Cn() <= v.DEBUG && x("QueryEngine", "SDK will not create cache indexes for query:", Da(t), "since it only creates cache indexes for collection contains", "more than or equal to", this.wo, "documents"), G.resolve()) : (Cn() <= v.DEBUG && x("QueryEngine", "Query:", Da(t), "scans", n.documentReadCount, "local documents and returns", r, "documents as results."), n.documentReadCount > this.bo * r ? (Cn() <= v.DEBUG && x("QueryEngine", "The SDK decides to create cache indexes for query:", Da(t), "as using cache indexes may help improve performance."), this.indexManager.createTargetIndexes(e, ba(t))) : G.resolve());
	}
	vo(e, t) {
		if (Q(t)) return G.resolve(null);
		let n = t;
		if (ga(n)) return G.resolve(null);
		let r = ba(n);
		return this.indexManager.getIndexType(e, r).next(((t) => t === 0 ? null : (n.limit !== null && t === 1 && (n = Ta(n, null, "F"), r = ba(n)), this.indexManager.getDocumentsMatchingTarget(e, r).next(((t) => {
			let i = W(...t);
			return this.So.getDocuments(e, i).next(((t) => this.indexManager.getMinOffset(e, r).next(((r) => {
				let a = this.Fo(n, t);
				return this.Oo(n, a, i, r.readTime) ? this.vo(e, Ta(n, null, "F")) : this.Mo(e, a, n, r);
			}))));
		})))));
	}
	Do(e, t, n, r) {
		return (Q(t) ? function(e) {
			for (let t of e.stages) {
				if (t instanceof _l || t instanceof vl) return !1;
				if (t instanceof gl) {
					if (t.condition instanceof el && t.condition._expr.name === "exists" && t.condition._expr.params[0] instanceof qc && t.condition._expr.params[0].fieldName === In) continue;
					return !1;
				}
			}
			return !0;
		}(t) : ga(t)) || r.isEqual(V.min()) ? G.resolve(null) : this.So.getDocuments(e, n).next(((i) => {
			let a = this.Fo(t, i);
			return this.Oo(t, a, n, r) ? G.resolve(null) : (Cn() <= v.DEBUG && x("QueryEngine", "Re-using previous result from %s to execute query: %s", r.toString(), _d(t)), this.Mo(e, a, t, ra(r, na)).next(((e) => e)));
		}));
	}
	Fo(e, t) {
		let n, r;
		return Q(e) ? (n = new k(of), r = (t) => Rd(e, t)) : (n = new k(ka(e)), r = (t) => Oa(e, t)), t.forEach(((e, t) => {
			r(t) && (n = n.add(t));
		})), n;
	}
	Oo(e, t, n, r) {
		if (Q(e)) return function(e) {
			return e.stages.some(((e) => e instanceof _l || e instanceof vl));
		}(e);
		if (e.limit === null) return !1;
		if (n.size !== t.size) return !0;
		let i = e.limitType === "F" ? t.last() : t.first();
		return !!i && (i.hasPendingWrites || i.version.compareTo(r) > 0);
	}
	xo(e, t, n) {
		return Cn() <= v.DEBUG && x("QueryEngine", "Using full collection scan to execute query:", _d(t)), this.So.getDocumentsMatchingQuery(e, t, aa.min(), n);
	}
	Mo(e, t, n, r) {
		return this.So.getDocumentsMatchingQuery(e, n, r).next(((e) => (t.forEach(((t) => {
			e = e.insert(t.key, t);
		})), e)));
	}
}, lf = "LocalStore", uf = 3e8, df = class {
	constructor(e, t, n, r) {
		this.persistence = e, this.No = t, this.serializer = r, this.Lo = new O(E), this.Bo = new Pa(((e) => bd(e)), xd), this.Uo = /* @__PURE__ */ new Map(), this.ko = e.getRemoteDocumentCache(), this.V_ = e.getTargetCache(), this.f_ = e.getBundleCache(), this.qo(n);
	}
	qo(e) {
		this.documentOverlayCache = this.persistence.getDocumentOverlayCache(e), this.indexManager = this.persistence.getIndexManager(e), this.mutationQueue = this.persistence.getMutationQueue(e, this.indexManager), this.localDocuments = new Gd(this.ko, this.mutationQueue, this.documentOverlayCache, this.indexManager), this.ko.setIndexManager(this.indexManager), this.No.initialize(this.localDocuments, this.indexManager);
	}
	collectGarbage(e) {
		return this.persistence.runTransaction("Collect garbage", "readwrite-primary", ((t) => e.collect(t, this.Lo)));
	}
};
function ff(e, t, n, r) {
	return new df(e, t, n, r);
}
async function pf(e, t) {
	let n = T(e);
	return await n.persistence.runTransaction("Handle user change", "readonly", ((e) => {
		let r;
		return n.mutationQueue.getAllMutationBatches(e).next(((i) => (r = i, n.qo(t), n.mutationQueue.getAllMutationBatches(e)))).next(((t) => {
			let i = [], a = [], o = W();
			for (let e of r) {
				i.push(e.batchId);
				for (let t of e.mutations) o = o.add(t.key);
			}
			for (let e of t) {
				a.push(e.batchId);
				for (let t of e.mutations) o = o.add(t.key);
			}
			return n.localDocuments.getDocuments(e, o).next(((e) => ({
				$o: e,
				removedBatchIds: i,
				addedBatchIds: a
			})));
		}));
	}));
}
function mf(e, t) {
	let n = T(e);
	return n.persistence.runTransaction("Acknowledge batch", "readwrite-primary", ((e) => {
		let r = t.batch.keys(), i = n.ko.newChangeBuffer({ trackRemovals: !0 });
		return function(e, t, n, r) {
			let i = n.batch, a = i.keys(), o = G.resolve();
			return a.forEach(((e) => {
				o = o.next((() => r.getEntry(t, e))).next(((t) => {
					let a = n.docVersions.get(e);
					w(a !== null, 48541), t.version.compareTo(a) < 0 && (i.applyToRemoteDocument(t, n), t.isValidDocument() && (t.setReadTime(n.commitVersion), r.addEntry(t)));
				}));
			})), o.next((() => e.mutationQueue.removeMutationBatch(t, i)));
		}(n, e, t, i).next((() => i.apply(e))).next((() => n.mutationQueue.performConsistencyCheck(e))).next((() => n.documentOverlayCache.removeOverlaysForBatchId(e, r, t.batch.batchId))).next((() => n.localDocuments.recalculateAndSaveOverlaysForDocumentKeys(e, function(e) {
			let t = W();
			for (let n = 0; n < e.mutationResults.length; ++n) e.mutationResults[n].transformResults.length > 0 && (t = t.add(e.batch.mutations[n].key));
			return t;
		}(t)))).next((() => n.localDocuments.getDocuments(e, r)));
	}));
}
function hf(e) {
	let t = T(e);
	return t.persistence.runTransaction("Get last remote snapshot version", "readonly", ((e) => t.V_.getLastRemoteSnapshotVersion(e)));
}
function gf(e, t) {
	let n = T(e), r = t.snapshotVersion, i = n.Lo;
	return n.persistence.runTransaction("Apply remote event", "readwrite-primary", ((e) => {
		let a = n.ko.newChangeBuffer({ trackRemovals: !0 });
		i = n.Lo;
		let o = [];
		t.targetChanges.forEach(((a, s) => {
			let c = i.get(s);
			if (!c) return;
			o.push(n.V_.removeMatchingKeys(e, a.removedDocuments, s).next((() => n.V_.addMatchingKeys(e, a.addedDocuments, s))));
			let l = c.withSequenceNumber(e.currentSequenceNumber);
			t.targetMismatches.get(s) === null ? a.resumeToken.approximateByteSize() > 0 && (l = l.withResumeToken(a.resumeToken, r)) : l = l.withResumeToken(L.EMPTY_BYTE_STRING, V.min()).withLastLimboFreeSnapshotVersion(V.min()), i = i.insert(s, l), function(e, t, n) {
				return e.resumeToken.approximateByteSize() === 0 || t.snapshotVersion.toMicroseconds() - e.snapshotVersion.toMicroseconds() >= uf || n.addedDocuments.size + n.modifiedDocuments.size + n.removedDocuments.size > 0;
			}(c, l, a) && o.push(n.V_.updateTargetData(e, l));
		}));
		let s = Ia(), c = W();
		if (t.documentUpdates.forEach(((r) => {
			t.resolvedLimboDocuments.has(r) && o.push(n.persistence.referenceDelegate.updateLimboDocument(e, r));
		})), o.push(_f(e, a, t.documentUpdates).next(((e) => {
			s = e.Ko, c = e.Qo;
		}))), !r.isEqual(V.min())) {
			let t = n.V_.getLastRemoteSnapshotVersion(e).next(((t) => n.V_.setTargetsMetadata(e, e.currentSequenceNumber, r)));
			o.push(t);
		}
		return G.waitFor(o).next((() => a.apply(e))).next((() => n.localDocuments.getLocalViewOfDocuments(e, s, c))).next((() => s));
	})).then(((e) => (n.Lo = i, e)));
}
function _f(e, t, n) {
	let r = W(), i = W();
	return n.forEach(((e) => r = r.add(e))), t.getEntries(e, r).next(((e) => {
		let r = Ia();
		return n.forEach(((n, a) => {
			let o = e.get(n);
			a.isFoundDocument() !== o.isFoundDocument() && (i = i.add(n)), a.isNoDocument() && a.version.isEqual(V.min()) ? (t.removeEntry(n, a.readTime), r = r.insert(n, a)) : !o.isValidDocument() || a.version.compareTo(o.version) > 0 || a.version.compareTo(o.version) === 0 && o.hasPendingWrites ? (t.addEntry(a), r = r.insert(n, a)) : x(lf, "Ignoring outdated watch update for ", n, ". Current version:", o.version, " Watch version:", a.version);
		})), {
			Ko: r,
			Qo: i
		};
	}));
}
function vf(e, t) {
	let n = T(e);
	return n.persistence.runTransaction("Get next mutation batch", "readonly", ((e) => (t === void 0 && (t = gr), n.mutationQueue.getNextMutationBatchAfterBatchId(e, t))));
}
function yf(e, t) {
	let n = T(e);
	return n.persistence.runTransaction("Allocate target", "readwrite", ((e) => {
		let r;
		return n.V_.getTargetData(e, t).next(((i) => i ? (r = i, G.resolve(r)) : n.V_.allocateTargetId(e).next(((i) => (r = new Ad(t, i, "TargetPurposeListen", e.currentSequenceNumber), n.V_.addTargetData(e, r).next((() => r)))))));
	})).then(((e) => {
		let r = n.Lo.get(e.targetId);
		return (r === null || e.snapshotVersion.compareTo(r.snapshotVersion) > 0) && (n.Lo = n.Lo.insert(e.targetId, e), n.Bo.set(t, e.targetId)), e;
	}));
}
async function bf(e, t, n) {
	let r = T(e), i = r.Lo.get(t), a = n ? "readwrite" : "readwrite-primary";
	try {
		n || await r.persistence.runTransaction("Release target", a, ((e) => r.persistence.referenceDelegate.removeTarget(e, i)));
	} catch (e) {
		if (!qs(e)) throw e;
		x(lf, `Failed to update sequence numbers for target ${t}: ${e}`);
	}
	r.Lo = r.Lo.remove(t), r.Bo.delete(i.target);
}
function xf(e, t, n) {
	let r = T(e), i = V.min(), a = W();
	return r.persistence.runTransaction("Execute query", "readwrite", ((e) => function(e, t, n) {
		let r = T(e), i = r.Bo.get(n);
		return i === void 0 ? r.V_.getTargetData(t, n) : G.resolve(r.Lo.get(i));
	}(r, e, Q(t) ? t : ba(t)).next(((t) => {
		if (t) return i = t.lastLimboFreeSnapshotVersion, r.V_.getMatchingKeysForTargetId(e, t.targetId).next(((e) => {
			a = e;
		}));
	})).next((() => r.No.getDocumentsMatchingQuery(e, t, n ? i : V.min(), n ? a : W()))).next(((e) => (Sf(r, e), {
		documents: e,
		Wo: a
	})))));
}
function Sf(e, t) {
	t.forEach(((t, n) => {
		let r = n.key.getCollectionGroup(), i = e.Uo.get(r) || V.min();
		n.readTime.compareTo(i) > 0 && e.Uo.set(r, n.readTime);
	}));
}
var Cf = class {
	constructor(e, t) {
		this.asyncQueue = e, this.onlineStateHandler = t, this.state = "Unknown", this.Yo = 0, this.Zo = null, this.Xo = !0;
	}
	ea() {
		this.Yo === 0 && (this.ta("Unknown"), this.Zo = this.asyncQueue.enqueueAfterDelay("online_state_timeout", 1e4, (() => (this.Zo = null, this.na("Backend didn't respond within 10 seconds."), this.ta("Offline"), Promise.resolve()))));
	}
	ra(e) {
		this.state === "Online" ? this.ta("Unknown") : (this.Yo++, this.Yo >= 1 && (this.ia(), this.na(`Connection failed 1 times. Most recent error: ${e.toString()}`), this.ta("Offline")));
	}
	set(e) {
		this.ia(), this.Yo = 0, e === "Online" && (this.Xo = !1), this.ta(e);
	}
	ta(e) {
		e !== this.state && (this.state = e, this.onlineStateHandler(e));
	}
	na(e) {
		let t = `Could not reach Cloud Firestore backend. ${e}\nThis typically indicates that your device does not have a healthy Internet connection at the moment. The client will operate in offline mode until it is able to successfully connect to the backend.`;
		this.Xo ? (wn(t), this.Xo = !1) : x("OnlineStateTracker", t);
	}
	ia() {
		this.Zo !== null && (this.Zo.cancel(), this.Zo = null);
	}
}, wf = "RemoteStore", Tf = class {
	constructor(e, t, n, r, i) {
		this.localStore = e, this.datastore = t, this.asyncQueue = n, this.remoteSyncer = {}, this.sa = [], this._a = /* @__PURE__ */ new Map(), this.oa = /* @__PURE__ */ new Map(), this.aa = /* @__PURE__ */ new Map(), this.ua = new Id(1e3), this.ca = new Id(1001), this.la = /* @__PURE__ */ new Set(), this.Ea = [], this.ha = i, this.ha.Qe(((e) => {
			n.enqueueAndForget((async () => {
				Ff(this) && (x(wf, "Restarting streams for network reachability change."), await async function(e) {
					let t = T(e);
					t.la.add(4), await Df(t), t.Ta.set("Unknown"), t.la.delete(4), await Ef(t);
				}(this));
			}));
		})), this.Ta = new Cf(n, r);
	}
};
async function Ef(e) {
	if (Ff(e)) for (let t of e.Ea) await t(!0);
}
async function Df(e) {
	for (let t of e.Ea) await t(!1);
}
function Of(e, t) {
	return e.oa.get(t) || void 0;
}
function kf(e, t) {
	let n = T(e), r = Of(n, t.targetId);
	if (r !== void 0 && n._a.has(r)) return;
	let i = function(e, t) {
		let n = Of(e, t);
		n !== void 0 && e.aa.delete(n);
		let r = function(e, t) {
			return t % 2 == 0 ? e.ua.next() : e.ca.next();
		}(e, t);
		return e.oa.set(t, r), e.aa.set(r, t), r;
	}(n, t.targetId);
	x(wf, "remoteStoreListen mapping SDK target ID to remote", t.targetId, i);
	let a = new Ad(t.target, i, t.purpose, t.sequenceNumber, t.snapshotVersion, t.lastLimboFreeSnapshotVersion, t.resumeToken);
	n._a.set(i, a), Pf(n) ? Nf(n) : ep(n).Yt() && jf(n, a);
}
function Af(e, t) {
	let n = T(e), r = ep(n), i = Of(n, t);
	x(wf, "remoteStoreUnlisten removing mapping of SDK target ID to remote", t, i), n._a.delete(i), n.oa.delete(t), n.aa.delete(i), r.Yt() && Mf(n, i), n._a.size === 0 && (r.Yt() ? r.en() : Ff(n) && n.Ta.set("Unknown"));
}
function jf(e, t) {
	if (e.Pa.J(t.targetId), t.resumeToken.approximateByteSize() > 0 || t.snapshotVersion.compareTo(V.min()) > 0) {
		let n = e.aa.get(t.targetId);
		if (n === void 0) return void x(wf, "SDK target ID not found for remote ID: " + t.targetId);
		let r = e.remoteSyncer.getRemoteKeysForTarget(n).size;
		t = t.withExpectedCount(r);
	}
	ep(e).Pn(t);
}
function Mf(e, t) {
	e.Pa.J(t), ep(e).In(t);
}
function Nf(e) {
	e.Pa = new so({
		getRemoteKeysForTarget: (t) => {
			let n = e.aa.get(t);
			return n === void 0 ? W() : e.remoteSyncer.getRemoteKeysForTarget(n);
		},
		ye: (t) => e._a.get(t) || null,
		Ve: () => e.datastore.serializer.databaseId
	}), ep(e).start(), e.Ta.ea();
}
function Pf(e) {
	return Ff(e) && !ep(e).Jt() && e._a.size > 0;
}
function Ff(e) {
	return T(e).la.size === 0;
}
function If(e) {
	e.Pa = void 0;
}
async function Lf(e) {
	e.Ta.set("Online");
}
async function Rf(e) {
	e._a.forEach(((t, n) => {
		jf(e, t);
	}));
}
async function zf(e, t) {
	If(e), Pf(e) ? (e.Ta.ra(t), Nf(e)) : e.Ta.set("Unknown");
}
async function Bf(e, t, n) {
	if (e.Ta.set("Online"), t instanceof io && t.state === 2 && t.cause) try {
		await async function(e, t) {
			let n = t.cause;
			for (let r of t.targetIds) {
				if (e._a.has(r)) {
					let t = e.aa.get(r);
					t !== void 0 && (await e.remoteSyncer.rejectListen(t, n), e.oa.delete(t), e.aa.delete(r)), e._a.delete(r);
				}
				e.Pa.removeTarget(r);
			}
		}(e, t);
	} catch (n) {
		x(wf, "Failed to remove targets %s: %s ", t.targetIds.join(","), n), await Vf(e, n);
	}
	else if (t instanceof no ? e.Pa._e(t) : t instanceof ro ? e.Pa.he(t) : e.Pa.ue(t), !n.isEqual(V.min())) try {
		let t = await hf(e.localStore);
		n.compareTo(t) >= 0 && await function(e, t) {
			let n = e.Pa.fe(t);
			n.targetChanges.forEach(((n, r) => {
				if (n.resumeToken.approximateByteSize() > 0) {
					let i = e._a.get(r);
					i && e._a.set(r, i.withResumeToken(n.resumeToken, t));
				}
			})), n.targetMismatches.forEach(((t, n) => {
				let r = e._a.get(t);
				r && (e._a.set(t, r.withResumeToken(L.EMPTY_BYTE_STRING, r.snapshotVersion)), Mf(e, t), jf(e, new Ad(r.target, t, n, r.sequenceNumber)));
			}));
			let r = function(e, t) {
				let n = /* @__PURE__ */ new Map();
				t.targetChanges.forEach(((t, r) => {
					let i = e.aa.get(r);
					i !== void 0 && n.set(i, t);
				}));
				let r = new O(E);
				return t.targetMismatches.forEach(((t, n) => {
					let i = e.aa.get(t);
					i !== void 0 && (r = r.insert(i, n));
				})), new eo(t.snapshotVersion, n, r, t.documentUpdates, t.augmentedDocumentUpdates, t.resolvedLimboDocuments);
			}(e, n);
			return e.remoteSyncer.applyRemoteEvent(r);
		}(e, n);
	} catch (t) {
		x(wf, "Failed to raise snapshot:", t), await Vf(e, t);
	}
}
async function Vf(e, t, n) {
	if (!qs(t)) throw t;
	e.la.add(1), await Df(e), e.Ta.set("Offline"), n ||= () => hf(e.localStore), e.asyncQueue.enqueueRetryable((async () => {
		x(wf, "Retrying IndexedDB access"), await n(), e.la.delete(1), await Ef(e);
	}));
}
function Hf(e, t) {
	return t().catch(((n) => Vf(e, n, t)));
}
async function Uf(e) {
	let t = T(e), n = tp(t), r = t.sa.length > 0 ? t.sa[t.sa.length - 1].batchId : gr;
	for (; Wf(t);) try {
		let e = await vf(t.localStore, r);
		if (e === null) {
			t.sa.length === 0 && n.en();
			break;
		}
		r = e.batchId, Gf(t, e);
	} catch (e) {
		await Vf(t, e);
	}
	Kf(t) && qf(t);
}
function Wf(e) {
	return Ff(e) && e.sa.length < 10;
}
function Gf(e, t) {
	e.sa.push(t);
	let n = tp(e);
	n.Yt() && n.Rn && n.An(t.mutations);
}
function Kf(e) {
	return Ff(e) && !tp(e).Jt() && e.sa.length > 0;
}
function qf(e) {
	tp(e).start();
}
async function Jf(e) {
	tp(e).fn();
}
async function Yf(e) {
	let t = tp(e);
	for (let n of e.sa) t.An(n.mutations);
}
async function Xf(e, t, n) {
	let r = e.sa.shift(), i = wd.from(r, t, n);
	await Hf(e, (() => e.remoteSyncer.applySuccessfulWrite(i))), await Uf(e);
}
async function Zf(e, t) {
	t && tp(e).Rn && await async function(e, t) {
		if (function(e) {
			return Ma(e) && e !== A.ABORTED;
		}(t.code)) {
			let n = e.sa.shift();
			tp(e).Xt(), await Hf(e, (() => e.remoteSyncer.rejectFailedWrite(n.batchId, t))), await Uf(e);
		}
	}(e, t), Kf(e) && qf(e);
}
async function Qf(e, t) {
	let n = T(e);
	n.asyncQueue.verifyOperationInProgress(), x(wf, "RemoteStore received new credentials");
	let r = Ff(n);
	n.la.add(3), await Df(n), r && n.Ta.set("Unknown"), await n.remoteSyncer.handleCredentialChange(t), n.la.delete(3), await Ef(n);
}
async function $f(e, t) {
	let n = T(e);
	t ? (n.la.delete(2), await Ef(n)) : t || (n.la.add(2), await Df(n), n.Ta.set("Unknown"));
}
function ep(e) {
	return e.Ia || (e.Ia = function(e, t, n) {
		let r = T(e);
		return r.pn(), new js(t, r.connection, r.authCredentials, r.appCheckCredentials, r.serializer, n);
	}(e.datastore, e.asyncQueue, {
		ct: Lf.bind(null, e),
		Et: Rf.bind(null, e),
		Tt: zf.bind(null, e),
		Tn: Bf.bind(null, e)
	}), e.Ea.push((async (t) => {
		t ? (e.Ia.Xt(), Pf(e) ? Nf(e) : e.Ta.set("Unknown")) : (await e.Ia.stop(), If(e));
	}))), e.Ia;
}
function tp(e) {
	return e.Ra || (e.Ra = function(e, t, n) {
		let r = T(e);
		return r.pn(), new Ms(t, r.connection, r.authCredentials, r.appCheckCredentials, r.serializer, n);
	}(e.datastore, e.asyncQueue, {
		ct: () => Promise.resolve(),
		Et: Jf.bind(null, e),
		Tt: Zf.bind(null, e),
		Vn: Yf.bind(null, e),
		dn: Xf.bind(null, e)
	}), e.Ea.push((async (t) => {
		t ? (e.Ra.Xt(), await Uf(e)) : (await e.Ra.stop(), e.sa.length > 0 && (x(wf, `Stopping write stream with ${e.sa.length} pending writes`), e.sa = []));
	}))), e.Ra;
}
var np = class {
	constructor(e) {
		this.observer = e, this.muted = !1;
	}
	next(e) {
		this.muted || this.observer.next && this.Aa(this.observer.next, e);
	}
	error(e) {
		this.muted || (this.observer.error ? this.Aa(this.observer.error, e) : wn("Uncaught Error in snapshot listener:", e.toString()));
	}
	Va() {
		this.muted = !0;
	}
	Aa(e, t) {
		setTimeout((() => {
			this.muted || e(t);
		}), 0);
	}
}, rp = class e {
	constructor(e, t, n, r, i) {
		this.asyncQueue = e, this.timerId = t, this.targetTimeMs = n, this.op = r, this.removalCallback = i, this.deferred = new as(), this.then = this.deferred.promise.then.bind(this.deferred.promise), this.deferred.promise.catch(((e) => {}));
	}
	get promise() {
		return this.deferred.promise;
	}
	static createAndSchedule(t, n, r, i, a) {
		let o = Date.now() + r, s = new e(t, n, o, i, a);
		return s.start(r), s;
	}
	start(e) {
		this.timerHandle = setTimeout((() => this.handleDelayElapsed()), e);
	}
	skipDelay() {
		return this.handleDelayElapsed();
	}
	cancel(e) {
		this.timerHandle !== null && (this.clearTimeout(), this.deferred.reject(new j(A.CANCELLED, "Operation cancelled" + (e ? ": " + e : ""))));
	}
	handleDelayElapsed() {
		this.asyncQueue.enqueueAndForget((() => this.timerHandle === null ? Promise.resolve() : (this.clearTimeout(), this.op().then(((e) => this.deferred.resolve(e))))));
	}
	clearTimeout() {
		this.timerHandle !== null && (this.removalCallback(this), clearTimeout(this.timerHandle), this.timerHandle = null);
	}
};
function ip(e, t) {
	if (wn("AsyncQueue", `${t}: ${e}`), qs(e)) return new j(A.UNAVAILABLE, `${t}: ${e}`);
	throw e;
}
var ap = class {
	constructor() {
		this.activeTargetIds = Ka();
	}
	Ba(e) {
		this.activeTargetIds = this.activeTargetIds.add(e);
	}
	Ua(e) {
		this.activeTargetIds = this.activeTargetIds.delete(e);
	}
	La() {
		let e = {
			activeTargetIds: this.activeTargetIds.toArray(),
			updateTimeMs: Date.now()
		};
		return JSON.stringify(e);
	}
}, op = class {
	constructor() {
		this.fu = new ap(), this.mu = {}, this.onlineStateHandler = null, this.sequenceNumberHandler = null;
	}
	addPendingMutation(e) {}
	updateMutationState(e, t, n) {}
	addLocalQueryTarget(e, t = !0) {
		return t && this.fu.Ba(e), this.mu[e] || "not-current";
	}
	updateQueryState(e, t, n) {
		this.mu[e] = t;
	}
	removeLocalQueryTarget(e) {
		this.fu.Ua(e);
	}
	isLocalQueryTarget(e) {
		return this.fu.activeTargetIds.has(e);
	}
	clearQueryState(e) {
		delete this.mu[e];
	}
	getAllActiveQueryTargets() {
		return this.fu.activeTargetIds;
	}
	isActiveQueryTarget(e) {
		return this.fu.activeTargetIds.has(e);
	}
	start() {
		return this.fu = new ap(), Promise.resolve();
	}
	handleUserChange(e, t, n) {}
	setOnlineState(e) {}
	shutdown() {}
	writeSequenceNumber(e) {}
	notifyBundleLoaded(e) {}
};
function sp() {
	return typeof document < "u" ? document : null;
}
var cp = class e {
	static emptySet(t) {
		return new e(t.comparator);
	}
	constructor(e) {
		this.comparator = e ? (t, n) => e(t, n) || N.comparator(t.key, n.key) : (e, t) => N.comparator(e.key, t.key), this.keyedMap = Ra(), this.sortedSet = new O(this.comparator);
	}
	has(e) {
		return this.keyedMap.get(e) != null;
	}
	get(e) {
		return this.keyedMap.get(e);
	}
	first() {
		return this.sortedSet.minKey();
	}
	last() {
		return this.sortedSet.maxKey();
	}
	isEmpty() {
		return this.sortedSet.isEmpty();
	}
	indexOf(e) {
		let t = this.keyedMap.get(e);
		return t ? this.sortedSet.indexOf(t) : -1;
	}
	get size() {
		return this.sortedSet.size;
	}
	forEach(e) {
		this.sortedSet.inorderTraversal(((t, n) => (e(t), !1)));
	}
	add(e) {
		let t = this.delete(e.key);
		return t.copy(t.keyedMap.insert(e.key, e), t.sortedSet.insert(e, null));
	}
	delete(e) {
		let t = this.get(e);
		return t ? this.copy(this.keyedMap.remove(e), this.sortedSet.remove(t)) : this;
	}
	isEqual(t) {
		if (!(t instanceof e) || this.size !== t.size) return !1;
		let n = this.sortedSet.getIterator(), r = t.sortedSet.getIterator();
		for (; n.hasNext();) {
			let e = n.getNext().key, t = r.getNext().key;
			if (!e.isEqual(t)) return !1;
		}
		return !0;
	}
	toString() {
		let e = [];
		return this.forEach(((t) => {
			e.push(t.toString());
		})), e.length === 0 ? "DocumentSet ()" : "DocumentSet (\n  " + e.join("  \n") + "\n)";
	}
	copy(t, n) {
		let r = new e();
		return r.comparator = this.comparator, r.keyedMap = t, r.sortedSet = n, r;
	}
}, lp = class {
	constructor() {
		this.pu = new O(N.comparator);
	}
	track(e) {
		let t = e.doc.key, n = this.pu.get(t);
		n ? e.type !== 0 && n.type === 3 ? this.pu = this.pu.insert(t, e) : e.type === 3 && n.type !== 1 ? this.pu = this.pu.insert(t, {
			type: n.type,
			doc: e.doc
		}) : e.type === 2 && n.type === 2 ? this.pu = this.pu.insert(t, {
			type: 2,
			doc: e.doc
		}) : e.type === 2 && n.type === 0 ? this.pu = this.pu.insert(t, {
			type: 0,
			doc: e.doc
		}) : e.type === 1 && n.type === 0 ? this.pu = this.pu.remove(t) : e.type === 1 && n.type === 2 ? this.pu = this.pu.insert(t, {
			type: 1,
			doc: n.doc
		}) : e.type === 0 && n.type === 1 ? this.pu = this.pu.insert(t, {
			type: 2,
			doc: e.doc
		}) : C(63341, {
			we: e,
			gu: n
		}) : this.pu = this.pu.insert(t, e);
	}
	yu() {
		let e = [];
		return this.pu.inorderTraversal(((t, n) => {
			e.push(n);
		})), e;
	}
}, up = class e {
	constructor(e, t, n, r, i, a, o, s, c) {
		this.query = e, this.docs = t, this.oldDocs = n, this.docChanges = r, this.mutatedKeys = i, this.fromCache = a, this.syncStateChanged = o, this.excludesMetadataChanges = s, this.hasCachedResults = c;
	}
	static fromInitialDocuments(t, n, r, i, a) {
		let o = [];
		return n.forEach(((e) => {
			o.push({
				type: 0,
				doc: e
			});
		})), new e(t, n, cp.emptySet(n), o, r, i, !0, !1, a);
	}
	get hasPendingWrites() {
		return !this.mutatedKeys.isEmpty();
	}
	isEqual(e) {
		if (!(this.fromCache === e.fromCache && this.hasCachedResults === e.hasCachedResults && this.syncStateChanged === e.syncStateChanged && this.mutatedKeys.isEqual(e.mutatedKeys) && yd(this.query, e.query) && this.docs.isEqual(e.docs) && this.oldDocs.isEqual(e.oldDocs))) return !1;
		let t = this.docChanges, n = e.docChanges;
		if (t.length !== n.length) return !1;
		for (let e = 0; e < t.length; e++) if (t[e].type !== n[e].type || !t[e].doc.isEqual(n[e].doc)) return !1;
		return !0;
	}
}, dp = class {
	constructor() {
		this.wu = void 0, this.bu = [];
	}
	Su() {
		return this.bu.some(((e) => e.vu()));
	}
}, fp = class {
	constructor() {
		this.queries = pp(), this.onlineState = "Unknown", this.Du = /* @__PURE__ */ new Set();
	}
	terminate() {
		(function(e, t) {
			let n = T(e), r = n.queries;
			n.queries = pp(), r.forEach(((e, n) => {
				for (let e of n.bu) e.onError(t);
			}));
		})(this, new j(A.ABORTED, "Firestore shutting down"));
	}
};
function pp() {
	return new Pa(((e) => vd(e)), yd);
}
async function mp(e, t) {
	let n = T(e), r = 3, i = t.query, a = n.queries.get(i);
	a ? !a.Su() && t.vu() && (r = 2) : (a = new dp(), r = +!t.vu());
	try {
		switch (r) {
			case 0:
				a.wu = await n.onListen(i, !0);
				break;
			case 1:
				a.wu = await n.onListen(i, !1);
				break;
			case 2: await n.onFirstRemoteStoreListen(i);
		}
	} catch (e) {
		let n = ip(e, `Initialization of query '${Q(t.query) ? hd(t.query) : Da(t.query)}' failed`);
		t.onError(n);
		return;
	}
	n.queries.set(i, a), a.bu.push(t), t.xu(n.onlineState), a.wu && t.Cu(a.wu) && vp(n);
}
async function hp(e, t) {
	let n = T(e), r = t.query, i = 3, a = n.queries.get(r);
	if (a) {
		let e = a.bu.indexOf(t);
		e >= 0 && (a.bu.splice(e, 1), a.bu.length === 0 ? i = +!t.vu() : !a.Su() && t.vu() && (i = 2));
	}
	switch (i) {
		case 0: return n.queries.delete(r), n.onUnlisten(r, !0);
		case 1: return n.queries.delete(r), n.onUnlisten(r, !1);
		case 2: return n.onLastRemoteStoreUnlisten(r);
		default: return;
	}
}
function gp(e, t) {
	let n = T(e), r = !1;
	for (let e of t) {
		let t = e.query, i = n.queries.get(t);
		if (i) {
			for (let t of i.bu) t.Cu(e) && (r = !0);
			i.wu = e;
		}
	}
	r && vp(n);
}
function _p(e, t, n) {
	let r = T(e), i = r.queries.get(t);
	if (i) for (let e of i.bu) e.onError(n);
	r.queries.delete(t);
}
function vp(e) {
	e.Du.forEach(((e) => {
		e.next();
	}));
}
var yp;
(function(e) {
	e.Default = "default", e.Cache = "cache";
})(yp ||= {});
var bp = class {
	constructor(e, t, n) {
		this.query = e, this.Fu = t, this.Ou = !1, this.Mu = null, this.onlineState = "Unknown", this.options = n || {};
	}
	Cu(e) {
		if (!this.options.includeMetadataChanges) {
			let t = [];
			for (let n of e.docChanges) n.type !== 3 && t.push(n);
			e = new up(e.query, e.docs, e.oldDocs, t, e.mutatedKeys, e.fromCache, e.syncStateChanged, !0, e.hasCachedResults);
		}
		let t = !1;
		return this.Ou ? this.Nu(e) && (this.Fu.next(e), t = !0) : this.Lu(e, this.onlineState) && (this.Bu(e), t = !0), this.Mu = e, t;
	}
	onError(e) {
		this.Fu.error(e);
	}
	xu(e) {
		this.onlineState = e;
		let t = !1;
		return this.Mu && !this.Ou && this.Lu(this.Mu, e) && (this.Bu(this.Mu), t = !0), t;
	}
	Lu(e, t) {
		if (!e.fromCache || !this.vu()) return !0;
		let n = t !== "Offline";
		return (!this.options.waitForSyncWhenOnline || !n) && (!e.docs.isEmpty() || e.hasCachedResults || t === "Offline");
	}
	Nu(e) {
		if (e.docChanges.length > 0) return !0;
		let t = this.Mu && this.Mu.hasPendingWrites !== e.hasPendingWrites;
		return !(!e.syncStateChanged && !t) && !0 === this.options.includeMetadataChanges;
	}
	Bu(e) {
		e = up.fromInitialDocuments(e.query, e.docs, e.mutatedKeys, e.fromCache, e.hasCachedResults), this.Ou = !0, this.Fu.next(e);
	}
	vu() {
		return this.options.source !== yp.Cache;
	}
}, xp = class {
	constructor(e) {
		this.key = e;
	}
}, Sp = class {
	constructor(e) {
		this.key = e;
	}
}, Cp = class {
	constructor(e, t) {
		this.query = e, this.zu = t, this.ju = null, this.hasCachedResults = !1, this.current = !1, this.Hu = W(), this.mutatedKeys = W(), this.Ju = Q(e) ? Vd(e) : ka(e), this.Yu = new cp(this.Ju);
	}
	get Zu() {
		return this.zu;
	}
	Xu(e, t) {
		let n = t ? t.ec : new lp(), r = t ? t.Yu : this.Yu, i = t ? t.mutatedKeys : this.mutatedKeys, a = r, o = !1, [s, c] = this.tc(this.query, r);
		e.inorderTraversal(((e, t) => {
			let l = r.get(e), u = zd(this.query, t) ? t : null, d = !!l && this.mutatedKeys.has(l.key), f = !!u && (u.hasLocalMutations || this.mutatedKeys.has(u.key) && u.hasCommittedMutations), p = !1;
			l && u ? l.data.isEqual(u.data) ? d !== f && (n.track({
				type: 3,
				doc: u
			}), p = !0) : this.nc(l, u) || (n.track({
				type: 2,
				doc: u
			}), p = !0, (s && this.Ju(u, s) > 0 || c && this.Ju(u, c) < 0) && (o = !0)) : !l && u ? (n.track({
				type: 0,
				doc: u
			}), p = !0) : l && !u && (n.track({
				type: 1,
				doc: l
			}), p = !0, (s || c) && (o = !0)), p && (u ? (a = a.add(u), i = f ? i.add(e) : i.delete(e)) : (a = a.delete(e), i = i.delete(e)));
		}));
		let l = this.rc(this.query);
		if (l) {
			if (Q(this.query)) {
				let e = [];
				a.forEach(((t) => e.push(t)));
				let t = Ld(this.query, e), r = new cp(Vd(this.query));
				for (let e of t) r = r.add(e);
				a.forEach(((e) => {
					r.has(e.key) || (i = i.delete(e.key), n.track({
						type: 1,
						doc: e
					}));
				})), a = r;
			} else {
				let e = this.sc(this.query);
				for (; a.size > l;) {
					let t = e === "F" ? a.last() : a.first();
					a = a.delete(t.key), i = i.delete(t.key), n.track({
						type: 1,
						doc: t
					});
				}
			}
		}
		return {
			Yu: a,
			ec: n,
			Oo: o,
			mutatedKeys: i
		};
	}
	rc(e) {
		return Q(e) ? Hd(e)?.limit : e.limit || void 0;
	}
	sc(e) {
		if (Q(e)) {
			let t = Hd(e);
			return t && t.limit < 0 ? "L" : "F";
		}
		return e.limitType;
	}
	tc(e, t) {
		if (Q(e)) {
			let n = Hd(e)?.limit;
			return [t.size === n ? t.last() : null, null];
		}
		return [e.limitType === "F" && t.size === this.rc(this.query) ? t.last() : null, e.limitType === "L" && t.size === this.rc(this.query) ? t.first() : null];
	}
	nc(e, t) {
		return e.hasLocalMutations && t.hasCommittedMutations && !t.hasLocalMutations;
	}
	applyChanges(e, t, n, r) {
		let i = this.Yu;
		this.Yu = e.Yu, this.mutatedKeys = e.mutatedKeys;
		let a = e.ec.yu();
		a.sort(((e, t) => function(e, t) {
			let n = (e) => {
				switch (e) {
					case 0: return 1;
					case 2:
					case 3: return 2;
					case 1: return 0;
					default: return C(20277, { we: e });
				}
			};
			return n(e) - n(t);
		}(e.type, t.type) || this.Ju(e.doc, t.doc))), this._c(n), r ??= !1;
		let o = t && !r ? this.oc() : [], s = this.Hu.size === 0 && this.current && !r ? 1 : 0, c = s !== this.ju;
		return this.ju = s, a.length !== 0 || c ? {
			snapshot: new up(this.query, e.Yu, i, a, e.mutatedKeys, s === 0, c, !1, !!n && n.resumeToken.approximateByteSize() > 0),
			ac: o
		} : { ac: o };
	}
	xu(e) {
		return this.current && e === "Offline" ? (this.current = !1, this.applyChanges({
			Yu: this.Yu,
			ec: new lp(),
			mutatedKeys: this.mutatedKeys,
			Oo: !1
		}, !1)) : { ac: [] };
	}
	uc(e) {
		return !this.zu.has(e) && !!this.Yu.has(e) && !this.Yu.get(e).hasLocalMutations;
	}
	_c(e) {
		e && (e.addedDocuments.forEach(((e) => this.zu = this.zu.add(e))), e.modifiedDocuments.forEach(((e) => {})), e.removedDocuments.forEach(((e) => this.zu = this.zu.delete(e))), this.current = e.current);
	}
	oc() {
		if (!this.current) return [];
		let e = this.Hu;
		this.Hu = W(), this.Yu.forEach(((e) => {
			this.uc(e.key) && (this.Hu = this.Hu.add(e.key));
		}));
		let t = [];
		return e.forEach(((e) => {
			this.Hu.has(e) || t.push(new Sp(e));
		})), this.Hu.forEach(((n) => {
			e.has(n) || t.push(new xp(n));
		})), t;
	}
	cc(e) {
		this.zu = e.Wo, this.Hu = W();
		let t = this.Xu(e.documents);
		return this.applyChanges(t, !0);
	}
	lc() {
		return up.fromInitialDocuments(this.query, this.Yu, this.mutatedKeys, this.ju === 0, this.hasCachedResults);
	}
}, wp = "SyncEngine", Tp = class {
	constructor(e, t, n) {
		this.query = e, this.targetId = t, this.view = n;
	}
}, Ep = class {
	constructor(e) {
		this.key = e, this.Ec = !1;
	}
}, Dp = class {
	constructor(e, t, n, r, i, a) {
		this.localStore = e, this.remoteStore = t, this.eventManager = n, this.sharedClientState = r, this.currentUser = i, this.maxConcurrentLimboResolutions = a, this.hc = {}, this.Tc = new Pa(((e) => vd(e)), yd), this.Pc = /* @__PURE__ */ new Map(), this.Ic = /* @__PURE__ */ new Set(), this.Rc = new O(N.comparator), this.Ac = /* @__PURE__ */ new Map(), this.Vc = new Yd(), this.dc = {}, this.fc = /* @__PURE__ */ new Map(), this.mc = Id.bs(), this.onlineState = "Unknown", this.gc = void 0;
	}
	get isPrimaryClient() {
		return !0 === this.gc;
	}
};
async function Op(e, t, n = !0) {
	let r = Xp(e), i, a = r.Tc.get(t);
	return a ? (r.sharedClientState.addLocalQueryTarget(a.targetId), i = a.view.lc()) : i = await Ap(r, t, n, !0), i;
}
async function kp(e, t) {
	await Ap(Xp(e), t, !0, !1);
}
async function Ap(e, t, n, r) {
	let i = await yf(e.localStore, Q(t) ? t : ba(t)), a = i.targetId, o = e.sharedClientState.addLocalQueryTarget(a, n), s;
	return r && (s = await jp(e, t, a, o === "current", i.resumeToken)), e.isPrimaryClient && n && kf(e.remoteStore, i), s;
}
async function jp(e, t, n, r, i) {
	e.yc = (t, n, r) => async function(e, t, n, r) {
		let i = t.view.Xu(n);
		i.Oo && (i = await xf(e.localStore, t.query, !1).then((({ documents: e }) => t.view.Xu(e, i))));
		let a = r && r.targetChanges.get(t.targetId), o = r && r.targetMismatches.get(t.targetId) != null, s = t.view.applyChanges(i, e.isPrimaryClient, a, o);
		return Wp(e, t.targetId, s.ac), s.snapshot;
	}(e, t, n, r);
	let a = await xf(e.localStore, t, !0), o = new Cp(t, a.Wo), s = o.Xu(a.documents), c = to.createSynthesizedTargetChangeForCurrentChange(n, r && e.onlineState !== "Offline", i), l = o.applyChanges(s, e.isPrimaryClient, c);
	Wp(e, n, l.ac);
	let u = new Tp(t, n, o);
	return e.Tc.set(t, u), e.Pc.has(n) ? e.Pc.get(n).push(t) : e.Pc.set(n, [t]), l.snapshot;
}
async function Mp(e, t, n) {
	let r = T(e), i = r.Tc.get(t), a = r.Pc.get(i.targetId);
	if (a.length > 1) return r.Pc.set(i.targetId, a.filter(((e) => !yd(e, t)))), void r.Tc.delete(t);
	r.isPrimaryClient ? (r.sharedClientState.removeLocalQueryTarget(i.targetId), r.sharedClientState.isActiveQueryTarget(i.targetId) || await bf(r.localStore, i.targetId, !1).then((() => {
		r.sharedClientState.clearQueryState(i.targetId), n && Af(r.remoteStore, i.targetId), Hp(r, i.targetId);
	})).catch(Gs)) : (Hp(r, i.targetId), await bf(r.localStore, i.targetId, !0));
}
async function Np(e, t) {
	let n = T(e), r = n.Tc.get(t), i = n.Pc.get(r.targetId);
	n.isPrimaryClient && i.length === 1 && (n.sharedClientState.removeLocalQueryTarget(r.targetId), Af(n.remoteStore, r.targetId));
}
async function Pp(e, t, n) {
	let r = Zp(e);
	try {
		let e = await function(e, t) {
			let n = T(e), r = I.now(), i = t.reduce(((e, t) => e.add(t.key)), W()), a, o;
			return n.persistence.runTransaction("Locally write mutations", "readwrite", ((e) => {
				let s = Ia(), c = W();
				return n.ko.getEntries(e, i).next(((e) => {
					s = e, s.forEach(((e, t) => {
						t.isValidDocument() || (c = c.add(e));
					}));
				})).next((() => n.localDocuments.getOverlayedDocuments(e, s))).next(((i) => {
					a = i;
					let o = [];
					for (let e of t) {
						let t = Ti(e, a.get(e.key).overlayedDocument);
						t != null && o.push(new Oi(e.key, t, Xr(t.value.mapValue), yi.exists(!0)));
					}
					return n.mutationQueue.addMutationBatch(e, r, o, t);
				})).next(((t) => {
					o = t;
					let r = t.applyToLocalDocumentSet(a, c);
					return n.documentOverlayCache.saveOverlays(e, t.batchId, r);
				}));
			})).then((() => ({
				batchId: o.batchId,
				changes: za(a)
			})));
		}(r.localStore, t);
		r.sharedClientState.addPendingMutation(e.batchId), function(e, t, n) {
			let r = e.dc[e.currentUser.toKey()];
			r ||= new O(E), r = r.insert(t, n), e.dc[e.currentUser.toKey()] = r;
		}(r, e.batchId, n), await qp(r, e.changes), await Uf(r.remoteStore);
	} catch (e) {
		let t = ip(e, "Failed to persist write");
		n.reject(t);
	}
}
async function Fp(e, t) {
	let n = T(e);
	try {
		let e = await gf(n.localStore, t);
		t.targetChanges.forEach(((e, t) => {
			let r = n.Ac.get(t);
			r && (w(e.addedDocuments.size + e.modifiedDocuments.size + e.removedDocuments.size <= 1, 22616), e.addedDocuments.size > 0 ? r.Ec = !0 : e.modifiedDocuments.size > 0 ? w(r.Ec, 14607) : e.removedDocuments.size > 0 && (w(r.Ec, 42227), r.Ec = !1));
		})), await qp(n, e, t);
	} catch (e) {
		await Gs(e);
	}
}
function Ip(e, t, n) {
	let r = T(e);
	if (r.isPrimaryClient && n === 0 || !r.isPrimaryClient && n === 1) {
		let e = [];
		r.Tc.forEach(((n, r) => {
			let i = r.view.xu(t);
			i.snapshot && e.push(i.snapshot);
		})), function(e, t) {
			let n = T(e);
			n.onlineState = t;
			let r = !1;
			n.queries.forEach(((e, n) => {
				for (let e of n.bu) e.xu(t) && (r = !0);
			})), r && vp(n);
		}(r.eventManager, t), e.length && r.hc.Tn(e), r.onlineState = t, r.isPrimaryClient && r.sharedClientState.setOnlineState(t);
	}
}
async function Lp(e, t, n) {
	let r = T(e);
	r.sharedClientState.updateQueryState(t, "rejected", n);
	let i = r.Ac.get(t), a = i && i.key;
	if (a) {
		let e = new O(N.comparator);
		e = e.insert(a, ta.newNoDocument(a, V.min()));
		let n = W().add(a);
		await Fp(r, new eo(V.min(), /* @__PURE__ */ new Map(), new O(E), e, Ia(), n)), r.Rc = r.Rc.remove(a), r.Ac.delete(t), Kp(r);
	} else await bf(r.localStore, t, !1).then((() => Hp(r, t, n))).catch(Gs);
}
async function Rp(e, t) {
	let n = T(e), r = t.batch.batchId;
	try {
		let e = await mf(n.localStore, t);
		Vp(n, r, null), Bp(n, r), n.sharedClientState.updateMutationState(r, "acknowledged"), await qp(n, e);
	} catch (e) {
		await Gs(e);
	}
}
async function zp(e, t, n) {
	let r = T(e);
	try {
		let e = await function(e, t) {
			let n = T(e);
			return n.persistence.runTransaction("Reject batch", "readwrite-primary", ((e) => {
				let r;
				return n.mutationQueue.lookupMutationBatch(e, t).next(((t) => (w(t !== null, 37113), r = t.keys(), n.mutationQueue.removeMutationBatch(e, t)))).next((() => n.mutationQueue.performConsistencyCheck(e))).next((() => n.documentOverlayCache.removeOverlaysForBatchId(e, r, t))).next((() => n.localDocuments.recalculateAndSaveOverlaysForDocumentKeys(e, r))).next((() => n.localDocuments.getDocuments(e, r)));
			}));
		}(r.localStore, t);
		Vp(r, t, n), Bp(r, t), r.sharedClientState.updateMutationState(t, "rejected", n), await qp(r, e);
	} catch (e) {
		await Gs(e);
	}
}
function Bp(e, t) {
	(e.fc.get(t) || []).forEach(((e) => {
		e.resolve();
	})), e.fc.delete(t);
}
function Vp(e, t, n) {
	let r = T(e), i = r.dc[r.currentUser.toKey()];
	if (i) {
		let e = i.get(t);
		e && (n ? e.reject(n) : e.resolve(), i = i.remove(t)), r.dc[r.currentUser.toKey()] = i;
	}
}
function Hp(e, t, n = null) {
	e.sharedClientState.removeLocalQueryTarget(t);
	for (let r of e.Pc.get(t)) e.Tc.delete(r), n && e.hc.wc(r, n);
	e.Pc.delete(t), e.isPrimaryClient && e.Vc.e_(t).forEach(((t) => {
		e.Vc.containsKey(t) || Up(e, t);
	}));
}
function Up(e, t) {
	e.Ic.delete(t.path.canonicalString());
	let n = e.Rc.get(t);
	n !== null && (Af(e.remoteStore, n), e.Rc = e.Rc.remove(t), e.Ac.delete(n), Kp(e));
}
function Wp(e, t, n) {
	for (let r of n) r instanceof xp ? (e.Vc.addReference(r.key, t), Gp(e, r)) : r instanceof Sp ? (x(wp, "Document no longer in limbo: " + r.key), e.Vc.removeReference(r.key, t), e.Vc.containsKey(r.key) || Up(e, r.key)) : C(19791, { bc: r });
}
function Gp(e, t) {
	let n = t.key, r = n.path.canonicalString();
	e.Rc.get(n) || e.Ic.has(r) || (x(wp, "New document in limbo: " + n), e.Ic.add(r), Kp(e));
}
function Kp(e) {
	for (; e.Ic.size > 0 && e.Rc.size < e.maxConcurrentLimboResolutions;) {
		let t = e.Ic.values().next().value;
		e.Ic.delete(t);
		let n = new N(M.fromString(t)), r = e.mc.next();
		e.Ac.set(r, new Ep(n)), e.Rc = e.Rc.insert(n, r), kf(e.remoteStore, new Ad(ba(ha(n.path)), r, "TargetPurposeLimboResolution", Hs.wn));
	}
}
async function qp(e, t, n) {
	let r = T(e), i = [], a = [], o = [];
	r.Tc.isEmpty() || (r.Tc.forEach(((e, s) => {
		o.push(r.yc(s, t, n).then(((e) => {
			if ((e || n) && r.isPrimaryClient) {
				let t = e ? !e.fromCache : n?.targetChanges.get(s.targetId)?.current;
				r.sharedClientState.updateQueryState(s.targetId, t ? "current" : "not-current");
			}
			if (e) {
				i.push(e);
				let t = af.mo(s.targetId, e);
				a.push(t);
			}
		})));
	})), await Promise.all(o), r.hc.Tn(i), await async function(e, t) {
		let n = T(e);
		try {
			await n.persistence.runTransaction("notifyLocalViewChanges", "readwrite", ((e) => G.forEach(t, ((t) => G.forEach(t.Vo, ((r) => n.persistence.referenceDelegate.addReference(e, t.targetId, r))).next((() => G.forEach(t.fo, ((r) => n.persistence.referenceDelegate.removeReference(e, t.targetId, r)))))))));
		} catch (e) {
			if (!qs(e)) throw e;
			x(lf, "Failed to update sequence numbers: " + e);
		}
		for (let e of t) {
			let t = e.targetId;
			if (!e.fromCache) {
				let e = n.Lo.get(t), r = e.snapshotVersion, i = e.withLastLimboFreeSnapshotVersion(r);
				n.Lo = n.Lo.insert(t, i);
			}
		}
	}(r.localStore, a));
}
async function Jp(e, t) {
	let n = T(e);
	if (!n.currentUser.isEqual(t)) {
		x(wp, "User change. New user:", t.toKey());
		let e = await pf(n.localStore, t);
		n.currentUser = t, function(e, t) {
			e.fc.forEach(((e) => {
				e.forEach(((e) => {
					e.reject(new j(A.CANCELLED, t));
				}));
			})), e.fc.clear();
		}(n, "'waitForPendingWrites' promise is rejected due to a user change."), n.sharedClientState.handleUserChange(t, e.removedBatchIds, e.addedBatchIds), await qp(n, e.$o);
	}
}
function Yp(e, t) {
	let n = T(e), r = n.Ac.get(t);
	if (r && r.Ec) return W().add(r.key);
	{
		let e = W(), r = n.Pc.get(t);
		if (!r) return e;
		for (let t of r ?? []) {
			let r = n.Tc.get(t);
			e = e.unionWith(r.view.Zu);
		}
		return e;
	}
}
function Xp(e) {
	let t = T(e);
	return t.remoteStore.remoteSyncer.applyRemoteEvent = Fp.bind(null, t), t.remoteStore.remoteSyncer.getRemoteKeysForTarget = Yp.bind(null, t), t.remoteStore.remoteSyncer.rejectListen = Lp.bind(null, t), t.hc.Tn = gp.bind(null, t.eventManager), t.hc.wc = _p.bind(null, t.eventManager), t;
}
function Zp(e) {
	let t = T(e);
	return t.remoteStore.remoteSyncer.applySuccessfulWrite = Rp.bind(null, t), t.remoteStore.remoteSyncer.rejectFailedWrite = zp.bind(null, t), t;
}
var Qp = class {
	constructor() {
		this.kind = "memory", this.synchronizeTabs = !1;
	}
	async initialize(e) {
		this.serializer = Qo(e.databaseInfo.databaseId), this.sharedClientState = this.vc(e), this.persistence = this.Dc(e), await this.persistence.start(), this.localStore = this.xc(e), this.gcScheduler = this.Cc(e, this.localStore), this.indexBackfillerScheduler = this.Fc(e, this.localStore);
	}
	Cc(e, t) {
		return null;
	}
	Fc(e, t) {
		return null;
	}
	xc(e) {
		return ff(this.persistence, new cf(), e.initialUser, this.serializer);
	}
	Dc(e) {
		return new ef(nf.b_, this.serializer);
	}
	vc(e) {
		return new op();
	}
	async terminate() {
		this.gcScheduler?.stop(), this.indexBackfillerScheduler?.stop(), this.sharedClientState.shutdown(), await this.persistence.shutdown();
	}
};
Qp.provider = { build: () => new Qp() };
var $p = class extends Qp {
	constructor(e) {
		super(), this.cacheSizeBytes = e;
	}
	Cc(e, t) {
		w(this.persistence.referenceDelegate instanceof rf, 46915);
		let n = this.persistence.referenceDelegate.garbageCollector;
		return new Qs(n, e.asyncQueue, t);
	}
	Dc(e) {
		let t = this.cacheSizeBytes === void 0 ? Vs.DEFAULT : Vs.withCacheSize(this.cacheSizeBytes);
		return new ef(((e) => rf.b_(e, t)), this.serializer);
	}
}, em = class {
	async initialize(e, t) {
		this.localStore || (this.localStore = e.localStore, this.sharedClientState = e.sharedClientState, this.datastore = this.createDatastore(t), this.remoteStore = this.createRemoteStore(t), this.eventManager = this.createEventManager(t), this.syncEngine = this.createSyncEngine(t, !e.synchronizeTabs), this.sharedClientState.onlineStateHandler = (e) => Ip(this.syncEngine, e, 1), this.remoteStore.remoteSyncer.handleCredentialChange = Jp.bind(null, this.syncEngine), await $f(this.remoteStore, this.syncEngine.isPrimaryClient));
	}
	createEventManager(e) {
		return function() {
			return new fp();
		}();
	}
	createDatastore(e) {
		let t = Qo(e.databaseInfo.databaseId), n = Ds(e.databaseInfo);
		return Fs(e.authCredentials, e.appCheckCredentials, n, t);
	}
	createRemoteStore(e) {
		return function(e, t, n, r, i) {
			return new Tf(e, t, n, r, i);
		}(this.localStore, this.datastore, e.asyncQueue, ((e) => Ip(this.syncEngine, e, 0)), function() {
			return _s.Ye() ? new _s() : new hs();
		}());
	}
	createSyncEngine(e, t) {
		return function(e, t, n, r, i, a, o) {
			let s = new Dp(e, t, n, r, i, a);
			return o && (s.gc = !0), s;
		}(this.localStore, this.remoteStore, this.eventManager, this.sharedClientState, e.initialUser, e.maxConcurrentLimboResolutions, t);
	}
	async terminate() {
		await async function(e) {
			let t = T(e);
			x(wf, "RemoteStore shutting down."), t.la.add(5), await Df(t), t.ha.shutdown(), t.Ta.set("Unknown");
		}(this.remoteStore), this.datastore?.terminate(), this.eventManager?.terminate();
	}
};
em.provider = { build: () => new em() };
var tm = "FirestoreClient", nm = class {
	constructor(e, t, n, r, i) {
		this.authCredentials = e, this.appCheckCredentials = t, this.asyncQueue = n, this._databaseInfo = r, this.user = is.UNAUTHENTICATED, this.clientId = On.newId(), this.authCredentialListener = () => Promise.resolve(), this.appCheckCredentialListener = () => Promise.resolve(), this._uninitializedComponentsProvider = i, this.authCredentials.start(n, (async (e) => {
			x(tm, "Received user=", e.uid), await this.authCredentialListener(e), this.user = e;
		})), this.appCheckCredentials.start(n, ((e) => (x(tm, "Received new app check token=", e), this.appCheckCredentialListener(e, this.user))));
	}
	get configuration() {
		return {
			asyncQueue: this.asyncQueue,
			databaseInfo: this._databaseInfo,
			clientId: this.clientId,
			authCredentials: this.authCredentials,
			appCheckCredentials: this.appCheckCredentials,
			initialUser: this.user,
			maxConcurrentLimboResolutions: 100
		};
	}
	setCredentialChangeListener(e) {
		this.authCredentialListener = e;
	}
	setAppCheckTokenChangeListener(e) {
		this.appCheckCredentialListener = e;
	}
	terminate() {
		this.asyncQueue.enterRestrictedMode();
		let e = new as();
		return this.asyncQueue.enqueueAndForgetEvenWhileRestricted((async () => {
			try {
				this._onlineComponents && await this._onlineComponents.terminate(), this._offlineComponents && await this._offlineComponents.terminate(), this.authCredentials.shutdown(), this.appCheckCredentials.shutdown(), e.resolve();
			} catch (t) {
				let n = ip(t, "Failed to shutdown persistence");
				e.reject(n);
			}
		})), e.promise;
	}
};
async function rm(e, t) {
	e.asyncQueue.verifyOperationInProgress(), x(tm, "Initializing OfflineComponentProvider");
	let n = e.configuration;
	await t.initialize(n);
	let r = n.initialUser;
	e.setCredentialChangeListener((async (e) => {
		r.isEqual(e) || (await pf(t.localStore, e), r = e);
	})), t.persistence.setDatabaseDeletedListener((() => e.terminate())), e._offlineComponents = t;
}
async function im(e, t) {
	e.asyncQueue.verifyOperationInProgress();
	let n = await am(e);
	x(tm, "Initializing OnlineComponentProvider"), await t.initialize(n, e.configuration), e.setCredentialChangeListener(((e) => Qf(t.remoteStore, e))), e.setAppCheckTokenChangeListener(((e, n) => Qf(t.remoteStore, n))), e._onlineComponents = t;
}
async function am(e) {
	if (!e._offlineComponents) {
		if (e._uninitializedComponentsProvider) {
			x(tm, "Using user provided OfflineComponentProvider");
			try {
				await rm(e, e._uninitializedComponentsProvider._offline);
			} catch (t) {
				let n = t;
				if (!function(e) {
					return e.name === "FirebaseError" ? e.code === A.FAILED_PRECONDITION || e.code === A.UNIMPLEMENTED : !(typeof DOMException < "u" && e instanceof DOMException) || e.code === 22 || e.code === 20 || e.code === 11;
				}(n)) throw n;
				S("Error using user provided cache. Falling back to memory cache: " + n), await rm(e, new Qp());
			}
		} else x(tm, "Using default OfflineComponentProvider"), await rm(e, new $p(void 0));
	}
	return e._offlineComponents;
}
async function om(e) {
	return e._onlineComponents || (e._uninitializedComponentsProvider ? (x(tm, "Using user provided OnlineComponentProvider"), await im(e, e._uninitializedComponentsProvider._online)) : (x(tm, "Using default OnlineComponentProvider"), await im(e, new em()))), e._onlineComponents;
}
function sm(e) {
	return om(e).then(((e) => e.syncEngine));
}
function cm(e) {
	return om(e).then(((e) => e.datastore));
}
async function lm(e) {
	let t = await om(e), n = t.eventManager;
	return n.onListen = Op.bind(null, t.syncEngine), n.onUnlisten = Mp.bind(null, t.syncEngine), n.onFirstRemoteStoreListen = kp.bind(null, t.syncEngine), n.onLastRemoteStoreUnlisten = Np.bind(null, t.syncEngine), n;
}
function um(e, t, n, r) {
	let i = new np(r), a = new bp(t, i, n);
	return e.asyncQueue.enqueueAndForget((async () => mp(await lm(e), a))), () => {
		i.Va(), e.asyncQueue.enqueueAndForget((async () => hp(await lm(e), a)));
	};
}
function dm(e, t, n = {}) {
	let r = new as();
	return e.asyncQueue.enqueueAndForget((async () => function(e, t, n, r, i) {
		let a = new np({
			next: (s) => {
				a.Va(), t.enqueueAndForget((() => hp(e, o)));
				let c = s.docs.has(n);
				!c && s.fromCache ? i.reject(new j(A.UNAVAILABLE, "Failed to get document because the client is offline.")) : c && s.fromCache && r && r.source === "server" ? i.reject(new j(A.UNAVAILABLE, "Failed to get document from server. (However, this document does exist in the local cache. Run again without setting source to \"server\" to retrieve the cached document.)")) : i.resolve(s);
			},
			error: (e) => i.reject(e)
		}), o = new bp(ha(n.path), a, {
			includeMetadataChanges: !0,
			waitForSyncWhenOnline: !0
		});
		return mp(e, o);
	}(await lm(e), e.asyncQueue, t, n, r))), r.promise;
}
function fm(e, t, n = {}) {
	let r = new as();
	return e.asyncQueue.enqueueAndForget((async () => function(e, t, n, r, i) {
		let a = new np({
			next: (n) => {
				a.Va(), t.enqueueAndForget((() => hp(e, o))), n.fromCache && r.source === "server" ? i.reject(new j(A.UNAVAILABLE, "Failed to get documents from server. (However, these documents may exist in the local cache. Run again without setting source to \"server\" to retrieve the cached documents.)")) : i.resolve(n);
			},
			error: (e) => i.reject(e)
		}), o = new bp(n instanceof Cl ? Sd(n) : n, a, {
			includeMetadataChanges: !0,
			waitForSyncWhenOnline: !0
		});
		return mp(e, o);
	}(await lm(e), e.asyncQueue, t, n, r))), r.promise;
}
function pm(e, t, n) {
	let r = new as();
	return e.asyncQueue.enqueueAndForget((async () => {
		try {
			let i = await cm(e);
			r.resolve(async function(e, t, n) {
				let r = T(e), { request: i, ve: a, parent: o } = Io(r.serializer, xa(t), n);
				r.connection.Ze || delete i.parent;
				let s = (await r._t("RunAggregationQuery", r.serializer.databaseId, o, i, 1)).filter(((e) => !!e.result));
				w(s.length === 1, 64727);
				let c = s[0].result?.aggregateFields;
				return Object.keys(c).reduce(((e, t) => (e[a[t]] = c[t], e)), {});
			}(i, t, n));
		} catch (e) {
			r.reject(e);
		}
	})), r.promise;
}
function mm(e, t) {
	let n = new as();
	return e.asyncQueue.enqueueAndForget((async () => Pp(await sm(e), t, n))), n.promise;
}
var hm = class {
	constructor(e, t, n, r, i) {
		this._firestore = e, this._userDataWriter = t, this._key = n, this._document = r, this._converter = i;
	}
	get id() {
		return this._key.path.lastSegment();
	}
	get ref() {
		return new K(this._firestore, this._converter, this._key);
	}
	exists() {
		return this._document !== null;
	}
	data() {
		if (this._document) {
			if (this._converter) {
				let e = new gm(this._firestore, this._userDataWriter, this._key, this._document, null);
				return this._converter.fromFirestore(e);
			}
			return this._userDataWriter.convertValue(this._document.data.value);
		}
	}
	_fieldsProto() {
		return this._document?.data.clone().value.mapValue.fields ?? void 0;
	}
	get(e) {
		if (this._document) {
			let t = this._document.data.field(Ac("DocumentSnapshot.get", e));
			if (t !== null) return this._userDataWriter.convertValue(t);
		}
	}
}, gm = class extends hm {
	data() {
		return super.data();
	}
}, _m = class {
	convertValue(e, t = "none") {
		switch (z(e)) {
			case 0: return null;
			case 1: return e.booleanValue;
			case 2: return R(e.integerValue || e.doubleValue);
			case 3: return this.convertTimestamp(e.timestampValue);
			case 4: return this.convertServerTimestamp(e, t);
			case 5: return e.stringValue;
			case 6: return this.convertBytes(ir(e.bytesValue));
			case 7: return this.convertReference(e.referenceValue);
			case 8: return this.convertGeoPoint(e.geoPointValue);
			case 9: return this.convertArray(e.arrayValue, t);
			case 11: return this.convertObject(e.mapValue, t);
			case 10: return this.convertVectorValue(e.mapValue);
			default: throw C(62114, { value: e });
		}
	}
	convertObject(e, t) {
		return this.convertObjectMap(e.fields, t);
	}
	convertObjectMap(e, t = "none") {
		let n = {};
		return Hn(e, ((e, r) => {
			n[e] = this.convertValue(r, t);
		})), n;
	}
	convertVectorValue(e) {
		let t = e.fields?.[Tr].arrayValue?.values?.map(((e) => R(e.doubleValue)));
		return new dc(t);
	}
	convertGeoPoint(e) {
		return new rs(R(e.latitude), R(e.longitude));
	}
	convertArray(e, t) {
		return (e.values || []).map(((e) => this.convertValue(e, t)));
	}
	convertServerTimestamp(e, t) {
		switch (t) {
			case "previous":
				let n = ur(e);
				return n == null ? null : this.convertValue(n, t);
			case "estimate": return this.convertTimestamp(dr(e));
			default: return null;
		}
	}
	convertTimestamp(e) {
		let t = rr(e);
		return new I(t.seconds, t.nanos);
	}
	convertDocumentKey(e, t) {
		let n = M.fromString(e);
		w(Jo(n), 9688, { name: e });
		let r = new mr(n.get(1), n.get(3)), i = new N(n.popFirst(5));
		return r.isEqual(t) || wn(`A document reference to ${i} refers to a different database (${r.projectId}/${r.database}), which is not supported. It will be treated as a reference in the current database (${t.projectId}/${t.database}) instead.`), i;
	}
};
function vm(e, t, n) {
	let r;
	return r = e ? n && (n.merge || n.mergeFields) ? e.toFirestore(t, n) : e.toFirestore(t) : t, r;
}
var ym = "AsyncQueue", bm = class {
	constructor(e = Promise.resolve()) {
		this.$c = [], this.Kc = !1, this.Qc = [], this.Wc = null, this.Gc = !1, this.zc = !1, this.jc = [], this.Ht = new Os(this, "async_queue_retry"), this.Hc = () => {
			let e = sp();
			e && x(ym, "Visibility state changed to " + e.visibilityState), this.Ht.$t();
		}, this.Jc = e;
		let t = sp();
		t && typeof t.addEventListener == "function" && t.addEventListener("visibilitychange", this.Hc);
	}
	get isShuttingDown() {
		return this.Kc;
	}
	enqueueAndForget(e) {
		this.enqueue(e);
	}
	enqueueAndForgetEvenWhileRestricted(e) {
		this.Yc(), this.Zc(e);
	}
	enterRestrictedMode(e) {
		if (!this.Kc) {
			this.Kc = !0, this.zc = e || !1;
			let t = sp();
			t && typeof t.removeEventListener == "function" && t.removeEventListener("visibilitychange", this.Hc);
		}
	}
	enqueue(e) {
		if (this.Yc(), this.Kc) return new Promise((() => {}));
		let t = new as();
		return this.Zc((() => this.Kc && this.zc ? Promise.resolve() : (e().then(t.resolve, t.reject), t.promise))).then((() => t.promise));
	}
	enqueueRetryable(e) {
		this.enqueueAndForget((() => (this.$c.push(e), this.Xc())));
	}
	async Xc() {
		if (this.$c.length !== 0) {
			try {
				await this.$c[0](), this.$c.shift(), this.Ht.reset();
			} catch (e) {
				if (!qs(e)) throw e;
				x(ym, "Operation failed with retryable error: " + e);
			}
			this.$c.length > 0 && this.Ht.kt((() => this.Xc()));
		}
	}
	Zc(e) {
		let t = this.Jc.then((() => (this.Gc = !0, e().catch(((e) => {
			throw this.Wc = e, this.Gc = !1, wn("INTERNAL UNHANDLED ERROR: ", xm(e)), e;
		})).then(((e) => (this.Gc = !1, e))))));
		return this.Jc = t, t;
	}
	enqueueAfterDelay(e, t, n) {
		this.Yc(), this.jc.indexOf(e) > -1 && (t = 0);
		let r = rp.createAndSchedule(this, e, t, n, ((e) => this.el(e)));
		return this.Qc.push(r), r;
	}
	Yc() {
		this.Wc && C(47125, { tl: xm(this.Wc) });
	}
	verifyOperationInProgress() {}
	async nl() {
		let e;
		do
			e = this.Jc, await e;
		while (e !== this.Jc);
	}
	rl(e) {
		for (let t of this.Qc) if (t.timerId === e) return !0;
		return !1;
	}
	il(e) {
		return this.nl().then((() => {
			this.Qc.sort(((e, t) => e.targetTimeMs - t.targetTimeMs));
			for (let t of this.Qc) if (t.skipDelay(), e !== "all" && t.timerId === e) break;
			return this.nl();
		}));
	}
	sl(e) {
		this.jc.push(e);
	}
	el(e) {
		let t = this.Qc.indexOf(e);
		this.Qc.splice(t, 1);
	}
};
function xm(e) {
	let t = e.message || "";
	return e.stack && (t = e.stack.includes(e.message) ? e.stack : e.message + "\n" + e.stack), t;
}
var Sm = class extends ic {
	constructor(e, t, n, r) {
		super(e, t, n, r), this.type = "firestore", this._queue = new bm(), this._persistenceKey = r?.name || "[DEFAULT]";
	}
	async _terminate() {
		if (this._firestoreClient) {
			let e = this._firestoreClient.terminate();
			this._queue = new bm(e), this._firestoreClient = void 0, await e;
		}
	}
};
function Cm(e, t) {
	let n = typeof e == "object" ? e : zt(), r = typeof e == "string" ? e : t || pr, i = Nt(n, "firestore").getImmediate({ identifier: r });
	if (!i._initialized) {
		let e = ee("firestore");
		e && ac(i, ...e);
	}
	return i;
}
function wm(e) {
	if (e._terminated) throw new j(A.FAILED_PRECONDITION, "The client has already been terminated.");
	return e._firestoreClient || Tm(e), e._firestoreClient;
}
function Tm(e) {
	let t = e._freezeSettings(), n = Rs(e._databaseId, e._app?.options.appId || "", e._persistenceKey, e._app?.options.apiKey, t);
	e._componentsProvider || t.localCache?._offlineComponentProvider && t.localCache?._onlineComponentProvider && (e._componentsProvider = {
		_offline: t.localCache._offlineComponentProvider,
		_online: t.localCache._onlineComponentProvider
	}), e._firestoreClient = new nm(e._authCredentials, e._appCheckCredentials, e._queue, n, e._componentsProvider && function(e) {
		let t = e?._online.build();
		return {
			_offline: e?._offline.build(t),
			_online: t
		};
	}(e._componentsProvider));
}
var Em = class extends _m {
	constructor(e) {
		super(), this.firestore = e;
	}
	convertBytes(e) {
		return new $o(e);
	}
	convertReference(e) {
		let t = this.convertDocumentKey(e, this.firestore._databaseId);
		return new K(this.firestore, null, t);
	}
}, Dm = class {
	constructor(e, t) {
		this.hasPendingWrites = e, this.fromCache = t;
	}
	isEqual(e) {
		return this.hasPendingWrites === e.hasPendingWrites && this.fromCache === e.fromCache;
	}
}, Om = class e extends hm {
	constructor(e, t, n, r, i, a) {
		super(e, t, n, r, a), this._firestore = e, this._firestoreImpl = e, this.metadata = i;
	}
	exists() {
		return super.exists();
	}
	data(e = {}) {
		if (this._document) {
			if (this._converter) {
				let t = new km(this._firestore, this._userDataWriter, this._key, this._document, this.metadata, null);
				return this._converter.fromFirestore(t, e);
			}
			return this._userDataWriter.convertValue(this._document.data.value, e.serverTimestamps);
		}
	}
	get(e, t = {}) {
		if (this._document) {
			let n = this._document.data.field(Ac("DocumentSnapshot.get", e));
			if (n !== null) return this._userDataWriter.convertValue(n, t.serverTimestamps);
		}
	}
	toJSON() {
		if (this.metadata.hasPendingWrites) throw new j(A.FAILED_PRECONDITION, "DocumentSnapshot.toJSON() attempted to serialize a document with pending writes. Await waitForPendingWrites() before invoking toJSON().");
		let t = this._document, n = {};
		return n.type = e._jsonSchemaVersion, n.bundle = "", n.bundleSource = "DocumentSnapshot", n.bundleName = this._key.toString(), t && t.isValidDocument() && t.isFoundDocument() && (this._userDataWriter.convertObjectMap(t.data.value.mapValue.fields, "previous"), n.bundle = (this._firestore, this.ref.path, "NOT SUPPORTED")), n;
	}
};
Om._jsonSchemaVersion = "firestore/documentSnapshot/1.0", Om._jsonSchema = {
	type: F("string", Om._jsonSchemaVersion),
	bundleSource: F("string", "DocumentSnapshot"),
	bundleName: F("string"),
	bundle: F("string")
};
var km = class extends Om {
	data(e = {}) {
		return super.data(e);
	}
}, Am = class e {
	constructor(e, t, n, r) {
		this._firestore = e, this._userDataWriter = t, this._snapshot = r, this.metadata = new Dm(r.hasPendingWrites, r.fromCache), this.query = n;
	}
	get docs() {
		let e = [];
		return this.forEach(((t) => e.push(t))), e;
	}
	get size() {
		return this._snapshot.docs.size;
	}
	get empty() {
		return this.size === 0;
	}
	forEach(e, t) {
		this._snapshot.docs.forEach(((n) => {
			e.call(t, new km(this._firestore, this._userDataWriter, n.key, n, new Dm(this._snapshot.mutatedKeys.has(n.key), this._snapshot.fromCache), this.query.converter));
		}));
	}
	docChanges(e = {}) {
		let t = !!e.includeMetadataChanges;
		if (t && this._snapshot.excludesMetadataChanges) throw new j(A.INVALID_ARGUMENT, "To include metadata changes with your document changes, you must also pass { includeMetadataChanges:true } to onSnapshot().");
		return this._cachedChanges && this._cachedChangesIncludeMetadataChanges === t || (this._cachedChanges = function(e, t) {
			if (e._snapshot.oldDocs.isEmpty()) {
				let t = 0;
				return e._snapshot.docChanges.map(((n) => {
					Q(e._snapshot.query) ? Vd(e._snapshot.query) : e.query._query;
					let r = new km(e._firestore, e._userDataWriter, n.doc.key, n.doc, new Dm(e._snapshot.mutatedKeys.has(n.doc.key), e._snapshot.fromCache), e.query.converter);
					return n.doc, {
						type: "added",
						doc: r,
						oldIndex: -1,
						newIndex: t++
					};
				}));
			}
			{
				let n = e._snapshot.oldDocs;
				return e._snapshot.docChanges.filter(((e) => t || e.type !== 3)).map(((t) => {
					let r = new km(e._firestore, e._userDataWriter, t.doc.key, t.doc, new Dm(e._snapshot.mutatedKeys.has(t.doc.key), e._snapshot.fromCache), e.query.converter), i = -1, a = -1;
					return t.type !== 0 && (i = n.indexOf(t.doc.key), n = n.delete(t.doc.key)), t.type !== 1 && (n = n.add(t.doc), a = n.indexOf(t.doc.key)), {
						type: jm(t.type),
						doc: r,
						oldIndex: i,
						newIndex: a
					};
				}));
			}
		}(this, t), this._cachedChangesIncludeMetadataChanges = t), this._cachedChanges;
	}
	toJSON() {
		if (this.metadata.hasPendingWrites) throw new j(A.FAILED_PRECONDITION, "QuerySnapshot.toJSON() attempted to serialize a document with pending writes. Await waitForPendingWrites() before invoking toJSON().");
		let t = {};
		t.type = e._jsonSchemaVersion, t.bundleSource = "QuerySnapshot", t.bundleName = On.newId(), this._firestore._databaseId.database, this._firestore._databaseId.projectId;
		let n = [], r = [], i = [];
		return this.docs.forEach(((e) => {
			e._document !== null && (n.push(e._document), r.push(this._userDataWriter.convertObjectMap(e._document.data.value.mapValue.fields, "previous")), i.push(e.ref.path));
		})), t.bundle = (this._firestore, this.query._query, t.bundleName, "NOT SUPPORTED"), t;
	}
};
function jm(e) {
	switch (e) {
		case 0: return "added";
		case 2:
		case 3: return "modified";
		case 1: return "removed";
		default: return C(61501, { type: e });
	}
}
Am._jsonSchemaVersion = "firestore/querySnapshot/1.0", Am._jsonSchema = {
	type: F("string", Am._jsonSchemaVersion),
	bundleSource: F("string", "QuerySnapshot"),
	bundleName: F("string"),
	bundle: F("string")
};
// ../node_modules/@firebase/firestore/dist/index.esm.js
var Mm = class {
	constructor(e = "count", t) {
		this._internalFieldPath = t, this.type = "AggregateField", this.aggregateType = e;
	}
}, Nm = class {
	constructor(e, t, n) {
		this._userDataWriter = t, this._data = n, this.type = "AggregateQuerySnapshot", this.query = e;
	}
	data() {
		return this._userDataWriter.convertObjectMap(this._data);
	}
	_fieldsProto() {
		return new Yr({ mapValue: { fields: this._data } }).clone().value.mapValue.fields;
	}
};
function Pm(e) {
	if (e.limitType === "L" && e.explicitOrderBy.length === 0) throw new j(A.UNIMPLEMENTED, "limitToLast() queries require specifying at least one orderBy() clause");
}
var Fm = class {}, Im = class extends Fm {};
function Lm(e, t, ...n) {
	let r = [];
	t instanceof Fm && r.push(t), r = r.concat(n), function(e) {
		let t = e.filter(((e) => e instanceof Bm)).length, n = e.filter(((e) => e instanceof Rm)).length;
		if (t > 1 || t > 0 && n > 0) throw new j(A.INVALID_ARGUMENT, "InvalidQuery. When using composite filters, you cannot use more than one filter at the top level. Consider nesting the multiple filters within an `and(...)` statement. For example: change `query(query, where(...), or(...))` to `query(query, and(where(...), or(...)))`.");
	}(r);
	for (let t of r) e = t._apply(e);
	return e;
}
var Rm = class e extends Im {
	constructor(e, t, n) {
		super(), this._field = e, this._op = t, this._value = n, this.type = "where";
	}
	static _create(t, n, r) {
		return new e(t, n, r);
	}
	_apply(e) {
		let t = this._parse(e);
		return qm(e._query, t), new oc(e.firestore, e.converter, Ca(e._query, t));
	}
	_parse(e) {
		let t = vc(e.firestore);
		return function(e, t, n, r, i, a, o) {
			let s;
			if (i.isKeyField()) {
				if (a === "array-contains" || a === "array-contains-any") throw new j(A.INVALID_ARGUMENT, `Invalid Query. You can't perform '${a}' queries on documentId().`);
				if (a === "in" || a === "not-in") {
					Km(o, a);
					let t = [];
					for (let n of o) t.push(Gm(r, e, n));
					s = { arrayValue: { values: t } };
				} else s = Gm(r, e, o);
			} else a !== "in" && a !== "not-in" && a !== "array-contains-any" || Km(o, a), s = wc(n, t, o, a === "in" || a === "not-in");
			return B.create(i, a, s);
		}(e._query, "where", t, e.firestore._databaseId, this._field, this._op, this._value);
	}
};
function zm(e, t, n) {
	let r = t, i = Ac("where", e);
	return Rm._create(i, r, n);
}
var Bm = class e extends Fm {
	constructor(e, t) {
		super(), this.type = e, this._queryConstraints = t;
	}
	static _create(t, n) {
		return new e(t, n);
	}
	_parse(e) {
		let t = this._queryConstraints.map(((t) => t._parse(e))).filter(((e) => e.getFilters().length > 0));
		return t.length === 1 ? t[0] : Ri.create(t, this._getOperator());
	}
	_apply(e) {
		let t = this._parse(e);
		return t.getFilters().length === 0 ? e : (function(e, t) {
			let n = e, r = t.getFlattenedFilters();
			for (let e of r) qm(n, e), n = Ca(n, e);
		}(e._query, t), new oc(e.firestore, e.converter, Ca(e._query, t)));
	}
	_getQueryConstraints() {
		return this._queryConstraints;
	}
	_getOperator() {
		return this.type === "and" ? "and" : "or";
	}
}, Vm = class e extends Im {
	constructor(e, t) {
		super(), this._field = e, this._direction = t, this.type = "orderBy";
	}
	static _create(t, n) {
		return new e(t, n);
	}
	_apply(e) {
		let t = function(e, t, n) {
			if (e.startAt !== null) throw new j(A.INVALID_ARGUMENT, "Invalid query. You must not call startAt() or startAfter() before calling orderBy().");
			if (e.endAt !== null) throw new j(A.INVALID_ARGUMENT, "Invalid query. You must not call endAt() or endBefore() before calling orderBy().");
			return new $i(t, n);
		}(e._query, this._field, this._direction);
		return new oc(e.firestore, e.converter, wa(e._query, t));
	}
};
function Hm(e, t = "asc") {
	let n = t, r = Ac("orderBy", e);
	return Vm._create(r, n);
}
var Um = class e extends Im {
	constructor(e, t, n) {
		super(), this.type = e, this._limit = t, this._limitType = n;
	}
	static _create(t, n, r) {
		return new e(t, n, r);
	}
	_apply(e) {
		return new oc(e.firestore, e.converter, Ta(e._query, this._limit, this._limitType));
	}
};
function Wm(e) {
	return Zn("limit", e), Um._create("limit", e, "F");
}
function Gm(e, t, n) {
	if (typeof (n = _(n)) == "string") {
		if (n === "") throw new j(A.INVALID_ARGUMENT, "Invalid query. When querying with documentId(), you must provide a valid document ID, but it was an empty string.");
		if (!va(t) && n.indexOf("/") !== -1) throw new j(A.INVALID_ARGUMENT, `Invalid query. When querying a collection by documentId(), you must provide a plain document ID, but '${n}' contains a '/' character.`);
		let r = t.path.child(M.fromString(n));
		if (!N.isDocumentKey(r)) throw new j(A.INVALID_ARGUMENT, `Invalid query. When querying a collection group by documentId(), the value provided must result in a valid document path, but '${r}' is not because it has an odd number of segments (${r.length}).`);
		return Lr(e, new N(r));
	}
	if (n instanceof K) return Lr(e, n._key);
	throw new j(A.INVALID_ARGUMENT, `Invalid query. When querying with documentId(), you must provide a valid string or a DocumentReference, but it was: ${Xn(n)}.`);
}
function Km(e, t) {
	if (!Array.isArray(e) || e.length === 0) throw new j(A.INVALID_ARGUMENT, `Invalid Query. A non-empty array is required for '${t.toString()}' filters.`);
}
function qm(e, t) {
	let n = function(e, t) {
		for (let n of e) for (let e of n.getFlattenedFilters()) if (t.indexOf(e.op) >= 0) return e.op;
		return null;
	}(e.filters, function(e) {
		switch (e) {
			case "!=": return ["!=", "not-in"];
			case "array-contains-any":
			case "in": return ["not-in"];
			case "not-in": return [
				"array-contains-any",
				"in",
				"not-in",
				"!="
			];
			default: return [];
		}
	}(t.op));
	if (n !== null) throw n === t.op ? new j(A.INVALID_ARGUMENT, `Invalid query. You cannot use more than one '${t.op.toString()}' filter.`) : new j(A.INVALID_ARGUMENT, `Invalid query. You cannot use '${t.op.toString()}' filters with '${n.toString()}' filters.`);
}
function Jm() {
	return new Mm("count");
}
function Ym(e) {
	return function(e, t) {
		if (typeof e != "object" || !e) return !1;
		let n = e;
		for (let e of t) if (e in n && typeof n[e] == "function") return !0;
		return !1;
	}(e, [
		"next",
		"error",
		"complete"
	]);
}
function Xm(e) {
	return Zm(e, { count: Jm() });
}
function Zm(e, t) {
	let n = P(e.firestore, Sm), r = wm(n), i = Un(t, ((e, t) => new yn(t, e.aggregateType, e._internalFieldPath)));
	return pm(r, e._query, i).then(((t) => function(e, t, n) {
		return new Nm(t, new Em(e), n);
	}(n, e, t)));
}
var Qm = class {
	constructor(e, t) {
		this._firestore = e, this._commitHandler = t, this._mutations = [], this._committed = !1, this._dataReader = vc(e);
	}
	set(e, t, n) {
		this._verifyNotCommitted();
		let r = $m(e, this._firestore), i = vm(r.converter, t, n), a = yc(this._dataReader, "WriteBatch.set", r._key, i, r.converter !== null, n);
		return this._mutations.push(a.toMutation(r._key, yi.none())), this;
	}
	update(e, t, n, ...r) {
		this._verifyNotCommitted();
		let i = $m(e, this._firestore), a;
		return a = typeof (t = _(t)) == "string" || t instanceof es ? Cc(this._dataReader, "WriteBatch.update", i._key, t, n, r) : Sc(this._dataReader, "WriteBatch.update", i._key, t), this._mutations.push(a.toMutation(i._key, yi.exists(!0))), this;
	}
	delete(e) {
		this._verifyNotCommitted();
		let t = $m(e, this._firestore);
		return this._mutations = this._mutations.concat(new Mi(t._key, yi.none())), this;
	}
	commit() {
		return this._verifyNotCommitted(), this._committed = !0, this._mutations.length > 0 ? this._commitHandler(this._mutations) : Promise.resolve();
	}
	_verifyNotCommitted() {
		if (this._committed) throw new j(A.FAILED_PRECONDITION, "A write batch can no longer be used after commit() has been called.");
	}
};
function $m(e, t) {
	if ((e = _(e)).firestore !== t) throw new j(A.INVALID_ARGUMENT, "Provided document reference is from a different Firestore instance.");
	return e;
}
function eh(e) {
	e = P(e, K);
	let t = P(e.firestore, Sm);
	return dm(wm(t), e._key).then(((n) => oh(t, e, n)));
}
function th(e) {
	e = P(e, oc);
	let t = P(e.firestore, Sm), n = wm(t), r = new Em(t);
	return Pm(e._query), fm(n, e._query).then(((n) => new Am(t, r, e, n)));
}
function nh(e, t, n) {
	e = P(e, K);
	let r = P(e.firestore, Sm), i = vm(e.converter, t, n);
	return ah(r, [yc(vc(r), "setDoc", e._key, i, e.converter !== null, n).toMutation(e._key, yi.none())]);
}
function rh(e, t, n, ...r) {
	e = P(e, K);
	let i = P(e.firestore, Sm), a = vc(i), o;
	return o = typeof (t = _(t)) == "string" || t instanceof es ? Cc(a, "updateDoc", e._key, t, n, r) : Sc(a, "updateDoc", e._key, t), ah(i, [o.toMutation(e._key, yi.exists(!0))]);
}
function ih(e, ...t) {
	e = _(e);
	let n = {
		includeMetadataChanges: !1,
		source: "default"
	}, r = 0;
	typeof t[r] != "object" || Ym(t[r]) || (n = t[r++]);
	let i = {
		includeMetadataChanges: n.includeMetadataChanges,
		source: n.source
	};
	if (Ym(t[r])) {
		let e = t[r];
		t[r] = e.next?.bind(e), t[r + 1] = e.error?.bind(e), t[r + 2] = e.complete?.bind(e);
	}
	let a, o, s;
	if (e instanceof K) o = P(e.firestore, Sm), s = ha(e._key.path), a = {
		next: (n) => {
			t[r] && t[r](oh(o, e, n));
		},
		error: t[r + 1],
		complete: t[r + 2]
	};
	else {
		let n = P(e, oc);
		o = P(n.firestore, Sm), s = n._query;
		let i = new Em(o);
		a = {
			next: (e) => {
				t[r] && t[r](new Am(o, i, n, e));
			},
			error: t[r + 1],
			complete: t[r + 2]
		}, Pm(e._query);
	}
	return um(wm(o), s, i, a);
}
function ah(e, t) {
	return mm(wm(e), t);
}
function oh(e, t, n) {
	let r = n.docs.get(t._key);
	return new Om(e, new Em(e), t._key, r, new Dm(n.hasPendingWrites, n.fromCache), t.converter);
}
function sh(e) {
	return e = P(e, Sm), wm(e), new Qm(e, ((t) => ah(e, t)));
}
var ch = "@firebase/firestore", lh = "4.17.2";
(function(e, t = !0) {
	xn(Lt), Mt(new me("firestore", ((e, { instanceIdentifier: n, options: r }) => {
		let i = e.getProvider("app").getImmediate(), a = new Sm(new ls(e.getProvider("auth-internal")), new ps(i, e.getProvider("app-check-internal")), hr(i, n), i);
		return r = {
			useFetchStreams: t,
			...r
		}, a._setSettings(r), a;
	}), "PUBLIC").setMultipleInstances(!0)), Bt(ch, lh, e), Bt(ch, lh, "esm2020");
})();
// b.js
var uh = Cm(Rt({}));
ih(Lm(cc(uh, "x"), zm("a", "==", 1), Hm("b"), Wm(2)), console.log), ih(uc(uh, "x/y"), console.log), console.log(Xm, sh, th, eh, nh, rh, Rc, I, lc);
