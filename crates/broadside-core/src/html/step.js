// Steps through the game: the boards after any log entry, from the data embedded in the page.
// Without this script the page shows the final boards and the whole log.
(function () {
  "use strict";
  var holder = document.getElementById("steps-data");
  if (!holder) return;
  var data = JSON.parse(holder.textContent);
  var SYMBOL = { w: "\u00b7", o: "\u2022", s: "\u25a0", h: "\u2715", k: "\u2716" };
  var WORD = { w: "water", o: "miss", s: "ship", h: "hit", k: "sunk ship" };
  var last = data.steps.length - 1;
  var cells = [0, 1].map(function (b) { return document.querySelectorAll("#board-" + b + " td"); });
  var label = document.getElementById("step-label");
  var at = last;

  // The marks of both boards after entry n (-1: before the first entry), and the cells entry n changed.
  function marks(n) {
    var boards = [data.start[0].split(""), data.start[1].split("")];
    var changed = [{}, {}];
    for (var e = 0; e <= n; e++) {
      if (!data.steps[e]) continue;
      data.steps[e].split(",").forEach(function (c) {
        var b = +c.charAt(0), i = +c.slice(1, -1), m = c.slice(-1);
        boards[b][i] = m;
        if (e === n) changed[b][i] = true;
      });
    }
    return { boards: boards, changed: changed };
  }

  function show(n, byUser) {
    n = Math.max(-1, Math.min(last, n));
    at = n;
    var state = marks(n);
    for (var b = 0; b < 2; b++) {
      for (var i = 0; i < cells[b].length; i++) {
        var td = cells[b][i], m = state.boards[b][i];
        var from = td.getAttribute("data-from");
        var flagged = from !== null && +from <= n;
        td.className = "m-" + m + (flagged ? " flag" : "") + (state.changed[b][i] ? " new" : "");
        (td.firstElementChild || td).textContent = SYMBOL[m];
        td.title = td.getAttribute("data-cell") + ": " + WORD[m] + (flagged ? "; " + td.getAttribute("data-note") : "");
      }
    }
    label.textContent = n < 0 ? "Before the first entry" : "After entry " + n + " of " + last + " (entries count from 0)";
    var rows = document.querySelectorAll("#log tbody tr");
    for (var r = 0; r < rows.length; r++) rows[r].classList.toggle("current", r === n);
    if (byUser && location.hash !== "#entry=" + n) history.replaceState(null, "", "#entry=" + n);
  }

  function fromHash() {
    var m = /(?:^#|&)entry=(-?\d+)/.exec(location.hash);
    return m ? +m[1] : null;
  }

  var actions = { first: function () { show(-1, true); }, prev: function () { show(at - 1, true); },
    next: function () { show(at + 1, true); }, last: function () { show(last, true); } };
  Object.keys(actions).forEach(function (name) {
    document.getElementById("step-" + name).addEventListener("click", actions[name]);
  });
  document.addEventListener("keydown", function (ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || /^(INPUT|TEXTAREA|SELECT)$/.test(ev.target.tagName)) return;
    var go = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[ev.key];
    if (go) { ev.preventDefault(); actions[go](); }
  });
  document.querySelectorAll("#log tbody tr").forEach(function (row, n) {
    row.addEventListener("click", function () { show(n, true); });
  });
  window.addEventListener("hashchange", function () { var n = fromHash(); if (n !== null) show(n, false); });
  document.getElementById("stepper").hidden = false;
  var start = fromHash();
  show(start === null ? last : start, false);
})();
