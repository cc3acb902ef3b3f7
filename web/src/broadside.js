// The referee in the page: broadside.wasm (crates/broadside-web), from the base64 copy in
// broadside-wasm.js, behind a small synchronous API once `broadside.ready` has resolved:
//
//   broadside.check(text)   the JSON verdict of a JSON or paper record, byte for byte what
//                           `broadside check` prints, or {"error": MESSAGE}
//   broadside.page(text)    the game page (`broadside check --format html`), or the error object
//   broadside.record(text, to)  the record as "json" or "paper" (`broadside record --to`)
//   broadside.fleet(rules, drawing)  one fleet checked alone (`broadside fleet --rules`)
//   broadside.rules(arg)    a rules argument resolved (`broadside rules NAME`)
//
// Each returns a string; check, record, fleet and rules answer JSON or text as the command line
// does. Nothing is fetched: the module comes from the page's own script.
(function () {
  "use strict";
  var exports = null;
  var encoder = new TextEncoder();
  var decoder = new TextDecoder("utf-8");

  function bytesOf(base64) {
    var raw = atob(base64);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  // Hands `text` to the module, runs `call` on it and reads the answer back.
  function run(text, call) {
    if (!exports) throw new Error("broadside is not ready: await broadside.ready first");
    var input = encoder.encode(String(text));
    var at = exports.bs_input(input.length);
    new Uint8Array(exports.memory.buffer, at, input.length).set(input);
    call();
    var out = new Uint8Array(exports.memory.buffer, exports.bs_output_ptr(), exports.bs_output_len());
    return decoder.decode(out);
  }

  var api = {
    ready: null,
    check: function (text) { return run(text, function () { exports.bs_check(); }); },
    page: function (text) { return run(text, function () { exports.bs_page(); }); },
    record: function (text, to) {
      var form = to === "json" ? 1 : to === "paper" ? 2 : 0;
      return run(text, function () { exports.bs_record(form); });
    },
    fleet: function (rules, drawing) { return run(rules + "\n" + drawing, function () { exports.bs_fleet(); }); },
    rules: function (arg) { return run(arg, function () { exports.bs_rules(); }); },
  };
  api.ready = WebAssembly.instantiate(bytesOf(window.BROADSIDE_WASM), {}).then(function (made) {
    exports = made.instance.exports;
    return api;
  });
  window.broadside = api;
})();
