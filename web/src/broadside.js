// The referee in the page: broadside.wasm (crates/broadside-web), from the base64 copy in
// broadside-wasm.js, behind a small synchronous API once `broadside.ready` has resolved:
//
//   broadside.check(input, lang)  the JSON verdict of a JSON or paper record, byte for byte what
//                           `broadside check --lang LANG` prints, or {"error": MESSAGE}
//   broadside.verdict(input, lang)  { json: what check answers, facts: { result: the result in
//                           a sentence, spots: each violation's cells as [column, row] from 0,
//                           or as written off the board, moves: each violation's move as the
//                           players' sheets number it, null for the placement } } ({} after an
//                           error)
//   broadside.page(input, lang)  the game page (`broadside check --format html --lang LANG`), or
//                           the error object
//   broadside.record(input, to)  the record as "json" or "paper" (`broadside record --to`)
//   broadside.fleet(rules, drawing, owner, lang)  one fleet checked alone (`broadside fleet
//                           --rules`), its faults charged to `owner` and worded in LANG, with
//                           each violation's and ship's cells as `spots` too
//   broadside.rules(arg)    a rules argument resolved (`broadside rules NAME`)
//   broadside.sheets(input, lang)  what the players' sheets hold of a record, read by the
//                           referee: { rules, first, letters, players, fleets: each player's ship
//                           cells as [column, row] from 0, shots: { round | player | game: each
//                           player's shots, { at: [column, row], number, mark } } }, or null where
//                           the sheets cannot hold it, or the error object
//   broadside.letters(kind, columns)  the letters a sheet names `columns` columns with ("latin"
//                           or "cyrillic"; Latin where the kind has too few), one a column
//   broadside.words()       the page's own words, { CODE: { id: text with {name} slots } } for
//                           every language of the referee's catalogs (crates/broadside-core/lang)
//   broadside.digits(text)  a number as typed, in ASCII, Bengali (০–৯) or Devanagari (०–९)
//                           digits of one script, as a sheet may write it: { digits: in ASCII,
//                           zero: its script's zero }, or null
//
// LANG is a language code of the catalogs ("ru"); any other is English.
//
// A record `input` is a string or the bytes of a file (a Uint8Array), read as the command line
// reads a file: over 16 MiB, or bytes that are not UTF-8, get the command line's error.
//
// The same calls run off the page's thread, in a Web Worker holding its own instance of the
// module, as promises: `broadside.job(name, ...arguments)` (name "check", "verdict", "page", "record",
// "fleet", "sheets"). Jobs run one after another; `broadside.cancel()` drops every job not yet answered
// (their promises reject with broadside.CANCELLED), ending the worker and starting another when
// it has been at them a while, so that a record that takes long never holds up the next edit. Nothing is fetched: the
// module comes from the page's own script, the worker from a Blob of the function below.
(function () {
  "use strict";
  var exports = null;
  var compiled = null;
  var encoder = new TextEncoder();
  var decoder = new TextDecoder("utf-8");

  function bytesOf(base64) {
    var raw = atob(base64);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  // Hands `input` (text or bytes) to the instance `ex`, runs `call` on it and reads the answer.
  function runOn(ex, input, call) {
    var bytes = typeof input === "string" ? encoder.encode(input) : input;
    var at = ex.bs_input(bytes.length);
    new Uint8Array(ex.memory.buffer, at, bytes.length).set(bytes);
    call(ex);
    var out = new Uint8Array(ex.memory.buffer, ex.bs_output_ptr(), ex.bs_output_len());
    return decoder.decode(out);
  }

  // The calls by name, on an instance's exports: the page's and the worker's alike. A language
  // code goes to the module as a number: its first letter's code plus 256 times its second's,
  // and so on for up to four letters.
  function call(ex, name, a, b, c, d) {
    var code = function (lang) {
      lang = String(lang || "");
      if (!/^[a-z]{1,4}$/.test(lang)) return 0;
      var n = 0;
      for (var i = lang.length - 1; i >= 0; i--) n = n * 256 + lang.charCodeAt(i);
      return n;
    };
    switch (name) {
      case "check": return runOn(ex, a, function (e) { e.bs_check(code(b)); });
      case "verdict": {
        var json = runOn(ex, a, function (e) { e.bs_check(code(b)); });
        return { json: json, facts: JSON.parse(runOn(ex, "", function (e) { e.bs_facts(); })) };
      }
      case "page": return runOn(ex, a, function (e) { e.bs_page(code(b)); });
      case "record": {
        var form = b === "json" ? 1 : b === "paper" ? 2 : 0;
        return runOn(ex, a, function (e) { e.bs_record(form, code(c)); });
      }
      case "fleet": return runOn(ex, a + "\n" + (c || "") + "\n" + b, function (e) { e.bs_fleet(code(d)); });
      case "rules": return runOn(ex, a, function (e) { e.bs_rules(code(b)); });
      case "sheets": return JSON.parse(runOn(ex, a, function (e) { e.bs_sheets(code(b)); }));
      case "letters": return runOn(ex, "", function (e) { e.bs_letters(a === "cyrillic" ? 1 : 0, b); });
      case "words": return JSON.parse(runOn(ex, "", function (e) { e.bs_words(); }));
      case "digits": return JSON.parse(runOn(ex, a, function (e) { e.bs_digits(); }));
    }
    throw new Error("no such call: " + name);
  }

  function run(name, a, b, c, d) {
    if (!exports) throw new Error("broadside is not ready: await broadside.ready first");
    return call(exports, name, a, b, c, d);
  }

  // ---- the worker ----------------------------------------------------------------------------

  // The worker's script (made into a Blob: a page opened from a file may load no other script):
  // it instantiates the module it is sent, then answers each job in turn.
  function workerMain(runOnSource, callSource) {
    var encoder = new TextEncoder();
    var decoder = new TextDecoder("utf-8");
    /* jshint evil: true */
    var runOn = new Function("encoder", "decoder", "return " + runOnSource)(encoder, decoder);
    var call = new Function("runOn", "return " + callSource)(runOn);
    var ex = null;
    self.onmessage = function (ev) {
      var m = ev.data;
      if (m.module) {
        ex = new WebAssembly.Instance(m.module, {}).exports;
        // A few checks of a small game first: the engine compiles the referee's busiest
        // functions to faster code as they run, before a player's large record comes.
        for (var i = 0; m.warm && i < 30; i++) call(ex, "check", m.warm);
        return;
      }
      var started = performance.now();
      var out;
      try { out = call(ex, m.name, m.a, m.b, m.c, m.d); } catch (e) { self.postMessage({ id: m.id, failed: String(e) }); return; }
      self.postMessage({ id: m.id, out: out, ms: performance.now() - started });
    };
  }

  var worker = null;
  var pending = new Map();
  var nextId = 1;
  var CANCELLED = "cancelled";

  function startWorker(warm) {
    var source = "(" + workerMain.toString() + ")(" + JSON.stringify(runOn.toString()) + ", " +
      JSON.stringify(call.toString()) + ");";
    try {
      var url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
      worker = new Worker(url);
      URL.revokeObjectURL(url);
    } catch (e) {
      worker = null; // no worker here: jobs run on the page's thread, after the current task
      return;
    }
    worker.onmessage = function (ev) {
      var job = pending.get(ev.data.id);
      if (!job) return;
      pending.delete(ev.data.id);
      if (ev.data.failed) job.reject(new Error(ev.data.failed));
      else { api.lastMs = ev.data.ms; job.resolve(ev.data.out); }
    };
    worker.onerror = function (ev) {
      pending.forEach(function (job) { job.reject(new Error(ev.message || "the worker failed")); });
      pending.clear();
    };
    worker.postMessage({ module: compiled, warm: warm ? window.BROADSIDE_EXAMPLE || "" : "" });
  }

  var api = {
    ready: null,
    CANCELLED: CANCELLED,
    check: function (input, lang) { return run("check", input, lang); },
    verdict: function (input, lang) { return run("verdict", input, lang); },
    page: function (input, lang) { return run("page", input, lang); },
    record: function (input, to, lang) { return run("record", input, to, lang); },
    fleet: function (rules, drawing, owner, lang) { return run("fleet", rules, drawing, owner, lang); },
    rules: function (arg, lang) { return run("rules", arg, lang); },
    sheets: function (input, lang) { return run("sheets", input, lang); },
    letters: function (kind, columns) { return run("letters", kind, columns); },
    words: function () { return run("words"); },
    digits: function (text) { return run("digits", text); },
    job: function (name, a, b, c, d) {
      return new Promise(function (resolve, reject) {
        if (!worker) {
          setTimeout(function () {
            try { resolve(run(name, a, b, c, d)); } catch (e) { reject(e); }
          }, 0);
          return;
        }
        var id = nextId++;
        pending.set(id, { resolve: resolve, reject: reject, at: Date.now() });
        worker.postMessage({ id: id, name: name, a: a, b: b, c: c, d: d });
      });
    },
    // Whether jobs are waiting for their answers.
    busy: function () { return pending.size > 0; },
    cancel: function () {
      if (!pending.size || !worker) return;
      var dropped = Array.from(pending.values());
      pending.clear();
      // A worker that has been at its jobs a while is on a long one: it is ended and another
      // started. Short jobs are let finish (their answers go nowhere), which costs less than a
      // new worker.
      if (Date.now() - dropped[0].at > 100) {
        worker.terminate();
        startWorker(false);
      }
      dropped.forEach(function (job) { job.reject(new Error(CANCELLED)); });
    },
    usesWorker: function () { return worker !== null; },
  };
  api.ready = WebAssembly.compile(bytesOf(window.BROADSIDE_WASM)).then(function (module) {
    compiled = module;
    return WebAssembly.instantiate(module, {});
  }).then(function (instance) {
    exports = instance.exports;
    startWorker(true);
    return api;
  });
  window.broadside = api;
})();
