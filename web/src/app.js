// The page: rules, both players' sheets (a fleet grid and an "opponent" grid of numbered shots),
// the record they make (a paper record, docs/paper.md) and its verdict from the referee in
// broadside.js, which runs in a Web Worker so that the page never waits on it. Every edit
// rebuilds the record and asks the referee again; every edit is kept in the browser's storage
// and can be undone. Every word comes from the referee's catalogs (crates/broadside-core/lang/*.ftl):
// the page's own from their section "The web page" (broadside.words()), the verdict, its
// violations, the placement faults and the verdict page worded by the referee in the page's
// language; the verdict page is the one `broadside check --format html --lang` writes.
(function () {
  "use strict";
  // The page's words by language code, from the referee once it is ready.
  var LANGS = {};
  // The highest number a cell of a shot grid may hold (docs/format.md §6 "Shot grids (`NAME
  // shots:`)").
  var MAX_NUMBER = 100000;
  // Where the game is kept between visits.
  var STORE = "broadside-game";
  // The longest record kept there (a browser keeps some 5 MB a site).
  var STORE_LIMIT = 2000000;
  // The longest record an undo step kept there may hold.
  var HISTORY_LIMIT = 100000;
  // A verdict page longer than this is offered, not drawn in the frame (drawing one of many
  // megabytes holds the page up for seconds).
  var FRAME_LIMIT = 1500000;
  // A record longer than this is not read back into the sheets (no sheet holds one).
  var SHEETS_LIMIT = 512 * 1024;
  // The longest link fragment the page writes (docs/web.md).
  var LINK_LIMIT = 8000;
  // A record longer than this is shown in the record box in part, not to be edited there (a
  // text box of a hundred thousand lines holds the page up for seconds while it is laid out).
  var BOX_LIMIT = 256 * 1024;
  var BOX_SHOWN = 64 * 1024;
  var $ = function (id) { return document.getElementById(id); };

  var state = {
    source: "grids", // "grids": the record is built from the sheets; "text": it is the text as typed or opened
    bytes: null, // the bytes of the file or link opened, while the text is not edited
    held: true, // whether the sheets show the record (always, from the sheets)
    board: { columns: 10, rows: 10 },
    rules: null, // the resolved rules object
    fleets: [new Set(), new Set()], // ship cells, as row * columns + column
    shots: [new Map(), new Map()], // cell -> { n: "12", mark: "" | "x" | "o" }
    cursor: [[0, 0], [0, 0]], // per player: the fleet grid's cell, the shot grid's cell
    typed: false, // whether a digit was just typed into the shot cursor's cell
    lang: "en",
    verdict: null,
    lineMap: [], // per line of the record built from the sheets: what on the page made it
    gen: 0, // the check being made; an older one's answers are dropped
    busy: false,
    timings: { first: null, last: null },
  };
  window.broadsidePage = state;
  var history = { undo: [], redo: [], key: null, at: 0, current: null };
  var idle = [];
  // Resolves once no check is under way (for tests and scripts).
  state.settled = function () {
    return new Promise(function (done) { if (!state.busy) done(); else idle.push(done); });
  };

  // ---- words -------------------------------------------------------------------------------

  function t(key, values) {
    var words = LANGS[state.lang] || {};
    var text = words[key] !== undefined ? words[key] : (LANGS.en || {})[key];
    if (text === undefined) text = key;
    return String(text).replace(/\{(\w+)\}/g, function (_, name) {
      return values && values[name] !== undefined ? values[name] : "{" + name + "}";
    });
  }

  function chooseLanguage() {
    var wanted = (navigator.languages || [navigator.language || "en"]).map(function (l) { return String(l).toLowerCase(); });
    for (var i = 0; i < wanted.length; i++) {
      var base = wanted[i].split("-")[0];
      if (LANGS[wanted[i]]) return wanted[i];
      if (LANGS[base]) return base;
      if (base === "fil" && LANGS.tl) return "tl";
    }
    return "en";
  }

  function translateStatic() {
    document.documentElement.lang = state.lang;
    document.querySelectorAll("[data-t]").forEach(function (el) { el.textContent = t(el.getAttribute("data-t")); });
    document.querySelectorAll("[data-t-label]").forEach(function (el) { el.setAttribute("aria-label", t(el.getAttribute("data-t-label"))); });
    document.querySelectorAll("[data-t-title]").forEach(function (el) { el.title = t(el.getAttribute("data-t-title")); });
    $("help-shots").textContent = t(salvo() ? "help-salvo" : "help");
    // The page's text is hidden until it is in its language (style.css), so that a reader of
    // another language never sees the English it is written with first.
    delete document.documentElement.dataset.wording;
  }

  function applyLanguage() {
    translateStatic();
    renderSheets();
    checkNames();
    showVerdict();
    fleetNotes();
  }

  // ---- rules and the board -----------------------------------------------------------------

  // The rules as the record's header writes them: a preset, or a JSON rules object.
  function rulesArg() {
    var custom = $("rules-json").value.trim();
    if (custom) return custom;
    var fleet = $("fleet").value;
    return fleet ? JSON.stringify({ base: $("preset").value, fleet: fleet }) : $("preset").value;
  }

  function resolveRules() {
    var answer = JSON.parse(broadside.rules(rulesArg(), state.lang));
    if (answer.error) {
      state.rulesError = answer.error;
      return;
    }
    state.rulesError = null;
    state.rules = answer;
    var board = answer.board;
    if (board.columns !== state.board.columns || board.rows !== state.board.rows) {
      state.board = { columns: board.columns, rows: board.rows };
      // Cells off the new board are dropped.
      for (var p = 0; p < 2; p++) {
        state.fleets[p] = new Set(Array.from(state.fleets[p]).filter(onBoard));
        state.shots[p] = new Map(Array.from(state.shots[p]).filter(function (e) { return onBoard(e[0]); }));
        state.cursor[p] = [0, 0];
      }
    }
    $("help-shots").textContent = t(salvo() ? "help-salvo" : "help");
  }

  function onBoard(cell) { return cell >= 0 && cell < state.board.columns * state.board.rows; }

  // The letters the sheets name the columns with, one a column: the referee's (broadside.letters),
  // asked once for each kind and width.
  var lettersKept = {};
  function letters() {
    var key = $("letters").value + ":" + state.board.columns;
    if (!(key in lettersKept)) lettersKept[key] = broadside.letters($("letters").value, state.board.columns);
    return lettersKept[key];
  }

  function label(cell) {
    var c = cell % state.board.columns, r = Math.floor(cell / state.board.columns);
    return letters().charAt(c) + (r + 1);
  }

  function players() { return [$("player-0").value.trim(), $("player-1").value.trim()]; }

  function salvo() { return state.rules && state.rules.turns === "salvo"; }

  // How the sheets number their shots: "round", "player" or "game".
  function numbering() { return $("numbering").value || (salvo() ? "round" : "player"); }

  // ---- the paper record ----------------------------------------------------------------------

  function pad(text, width) { text = String(text); while (text.length < width) text = " " + text; return text; }

  // One grid as paper: column letters, then each row's number and cells; `map` gets what made
  // each line.
  function gridText(cellText, width, map, what, p) {
    var cols = state.board.columns, rows = state.board.rows, names = letters();
    var lines = [pad("", 3) + " " + names.slice(0, cols).split("").map(function (l) { return pad(l, width); }).join(" ")];
    map.push({ what: what, p: p, row: -1, width: width });
    for (var r = 0; r < rows; r++) {
      var cells = [];
      for (var c = 0; c < cols; c++) cells.push(pad(cellText(r * cols + c), width));
      lines.push(pad(r + 1, 3) + " " + cells.join(" "));
      map.push({ what: what, p: p, row: r, width: width });
    }
    return lines.join("\n");
  }

  // A shot as its sheet writes it: its number, and its mark where the sheet records one (under
  // Salvo no mark: the defender calls hits by ship, and a mark there is unreadable).
  function shotText(s) { return digitsOf(s.n) + (salvo() ? "" : s.mark); }

  // ---- numbers as typed ----------------------------------------------------------------------

  // A shot's number or a round is kept as the player typed it, in ASCII, Bengali (০–৯) or
  // Devanagari (०–९) digits, and shown so; the referee reads it (broadside.digits, the sheet
  // reader's own digits), and the record is written with its ASCII digits.
  function typed(text) { return text === undefined || text === null || text === "" ? null : broadside.digits(String(text)); }
  // The ASCII digits of a number as typed ("" when it is none).
  function digitsOf(text) { var n = typed(text); return n ? n.digits : ""; }
  // Its value (NaN when it is none).
  function valueOf(text) { var n = typed(text); return n ? +n.digits : NaN; }
  // `n` written in the digits `like` was typed in (ASCII when `like` is no number): the script's
  // zero comes from the referee, and the digits follow it in Unicode.
  function inDigitsOf(n, like) {
    var read = typed(like);
    var zero = read ? read.zero.charCodeAt(0) : 48;
    return String(n).replace(/[0-9]/g, function (d) { return String.fromCharCode(zero + (d.charCodeAt(0) - 48)); });
  }

  function paperRecord() {
    var names = players();
    var map = [{ what: "rules" }, { what: "players" }];
    var out = ["rules: " + rulesArg(), "players: " + names.join(", ")];
    var first = $("first").value;
    if (first) { out.push("first: " + names[+first]); map.push({ what: "first" }); }
    if ($("numbering").value) { out.push("numbering: " + $("numbering").value); map.push({ what: "numbering" }); }
    for (var p = 0; p < 2; p++) {
      var fleet = state.fleets[p];
      out.push("", names[p] + " fleet:");
      map.push({ what: "gap" }, { what: "fleet", p: p, row: -1 });
      out.push(gridText(function (cell) { return fleet.has(cell) ? "#" : "."; }, 1, map, "fleet", p));
    }
    if (state.shots[0].size || state.shots[1].size) {
      var width = 2;
      state.shots.forEach(function (m) { m.forEach(function (s) { width = Math.max(width, shotText(s).length); }); });
      for (var q = 0; q < 2; q++) {
        var shots = state.shots[q];
        out.push("", names[q] + " shots:");
        map.push({ what: "gap" }, { what: "shots", p: q, row: -1 });
        out.push(gridText(function (cell) {
          var s = shots.get(cell);
          return s ? shotText(s) : ".";
        }, width, map, "shots", q));
      }
    }
    state.lineMap = map;
    return out.join("\n") + "\n";
  }

  // ---- a record read back into the sheets ----------------------------------------------------

  // The page's index of a cell the referee names as [column, row] (from 0).
  function indexOf(at) { return at[1] * state.board.columns + at[0]; }

  // Reads the record `input` back into sheets: what the referee says they hold (broadside.sheets,
  // in the worker), as the snapshot of the page that shows it on the sheets with the verdict
  // `verdict`, or null where the sheets cannot hold it. Each numbering the rules allow is tried
  // in turn, and the one whose paper record gets the very verdict is kept. The page is left as
  // it was; check `gen` is the check asking.
  function loadSheets(input, verdict, gen) {
    return broadside.job("sheets", input, state.lang).then(function (sheets) {
      if (gen !== state.gen || !sheets || sheets.error) return null;
      var saved = snapshot();
      var candidates = [];
      try {
        var rules = sheets.rules;
        if (typeof rules === "string" && ["classic", "salvo", "russian"].indexOf(rules.toLowerCase()) >= 0) {
          $("preset").value = rules.toLowerCase(); $("fleet").value = ""; $("rules-json").value = "";
        } else if (rules && typeof rules === "object" && Object.keys(rules).join() === "base,fleet" && typeof rules.fleet === "string") {
          $("preset").value = rules.base; $("fleet").value = rules.fleet; $("rules-json").value = "";
        } else {
          $("rules-json").value = JSON.stringify(rules);
        }
        resolveRules();
        if (!state.rules || state.rulesError) return null;
        // A sheet lettered А Б В … is shown so again.
        $("letters").value = sheets.letters === "cyrillic" ? "cyrillic" : "latin";
        var names = sheets.players;
        var tries = salvo() ? ["round", "game"] : ["player", "game"];
        for (var i = 0; i < tries.length; i++) {
          $("player-0").value = names[0]; $("player-1").value = names[1];
          state.fleets = sheets.fleets.map(function (cells) { return new Set(cells.map(indexOf)); });
          state.shots = sheets.shots[tries[i]].map(function (list) {
            return new Map(list.map(function (s) { return [indexOf(s.at), { n: String(s.number), mark: s.mark }]; }));
          });
          $("numbering").value = tries[i] === (salvo() ? "round" : "player") ? "" : tries[i];
          renderFirst();
          $("first").value = sheets.first && sheets.first !== names[0] ? "1" : "";
          if (sheets.first && !state.shots[0].size && !state.shots[1].size) $("first").value = sheets.first === names[1] ? "1" : "";
          var snap = snapshot();
          snap.numbers = nextNumbers();
          candidates.push({ snap: snap, text: paperRecord() });
        }
      } finally {
        setFrom(saved);
      }
      var at = 0;
      function next() {
        if (at >= candidates.length) return null;
        var c = candidates[at++];
        return broadside.job("check", c.text, state.lang).then(function (answer) {
          if (gen !== state.gen) return null;
          return answer === verdict ? c.snap : next();
        });
      }
      return next();
    });
  }

  // The numbers the sheets' number boxes go on with: the next shot's number for each player
  // (the next round under Salvo).
  function nextNumbers() {
    var most = [0, 0], like = [null, null];
    for (var p = 0; p < 2; p++) {
      state.shots[p].forEach(function (s) {
        var n = valueOf(s.n);
        if (n > most[p]) { most[p] = n; like[p] = s.n; }
      });
    }
    // In the digits the sheet's highest number was typed in.
    if (numbering() === "round") return [inDigitsOf(Math.max(1, most[0]), like[0]), inDigitsOf(Math.max(1, most[1]), like[1])];
    if (numbering() === "game") {
      var top = most[0] >= most[1] ? 0 : 1, m = Math.max(most[0], most[1]) + 1;
      return [inDigitsOf(m, like[top]), inDigitsOf(m, like[top])];
    }
    return [inDigitsOf(most[0] + 1, like[0]), inDigitsOf(most[1] + 1, like[1])];
  }

  // ---- the game kept: snapshots, undo, storage -----------------------------------------------

  // Everything a player entered, as a value: what undo goes back to and storage keeps.
  function snapshot() {
    var numbers = [0, 1].map(function (p) { var box = $("number-" + p); return box ? box.value : "1"; });
    return {
      source: state.source, text: $("record").value, bytes: state.source === "text" ? state.bytes : null,
      preset: $("preset").value, fleet: $("fleet").value, rulesJson: $("rules-json").value,
      names: [$("player-0").value, $("player-1").value], first: $("first").value,
      numbering: $("numbering").value, letters: $("letters").value,
      fleets: state.fleets.map(function (s) { return Array.from(s); }),
      shots: state.shots.map(function (m) { return Array.from(m).map(function (e) { return [e[0], e[1].n, e[1].mark]; }); }),
      numbers: numbers,
    };
  }

  // Sets the page's fields and sheets from a snapshot, drawing and checking nothing.
  function setFrom(s) {
    $("preset").value = s.preset; $("fleet").value = s.fleet; $("rules-json").value = s.rulesJson;
    $("player-0").value = s.names[0]; $("player-1").value = s.names[1];
    $("letters").value = s.letters || "latin";
    resolveRules();
    state.fleets = s.fleets.map(function (cells) { return new Set(cells.filter(onBoard)); });
    state.shots = s.shots.map(function (list) {
      return new Map(list.filter(function (e) { return onBoard(e[0]); }).map(function (e) { return [e[0], { n: e[1], mark: e[2] }]; }));
    });
    renderFirst();
    $("first").value = s.first; $("numbering").value = s.numbering;
    state.source = s.source; state.bytes = s.bytes || null;
    if (state.bytes) showBytes(state.bytes); else { $("record").value = s.text; $("record").readOnly = false; }
    [0, 1].forEach(function (p) { var box = $("number-" + p); if (box) box.value = s.numbers[p]; });
    state.pendingNumbers = s.numbers;
  }

  // Shows a snapshot: its sheets, its record and its verdict.
  function apply(s) {
    setFrom(s);
    translateStatic();
    renderSheets();
    checkNames();
    check();
  }

  // After an edit: the state before it is kept for undo (a run of edits under one `key`, such
  // as the letters typed into one field, is one step), and the game is stored.
  function changed(key) {
    var now = Date.now();
    var before = history.current;
    history.current = snapshot();
    if (!(key && key === history.key && now - history.at < 2000) && before) {
      history.undo.push(before);
      if (history.undo.length > 1000) history.undo.shift();
    }
    history.key = key || null;
    history.at = now;
    history.redo = [];
    store();
    undoButtons();
  }

  function undo() {
    if (!history.undo.length) return;
    history.redo.push(history.current);
    history.current = history.undo.pop();
    history.key = null;
    apply(history.current);
    store();
    undoButtons();
  }

  function redo() {
    if (!history.redo.length) return;
    history.undo.push(history.current);
    history.current = history.redo.pop();
    history.key = null;
    apply(history.current);
    store();
    undoButtons();
  }

  function undoButtons() {
    $("undo").disabled = !history.undo.length;
    $("redo").disabled = !history.redo.length;
  }

  function base64(bytes) {
    var parts = [];
    for (var i = 0; i < bytes.length; i += 0x8000) parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000)));
    return btoa(parts.join(""));
  }

  function unbase64(text) {
    var raw = atob(text), bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  function sizeOf(snap) { return snap.bytes ? snap.bytes.length : snap.text.length; }

  function pack(snap) {
    return Object.assign({}, snap, { bytes: snap.bytes ? base64(snap.bytes) : null, text: snap.bytes ? "" : snap.text });
  }

  function unpack(kept) {
    if (kept.bytes) kept.bytes = unbase64(kept.bytes);
    return kept;
  }

  // The latest of `steps` to keep: up to 100, none of a large record, without a gap.
  function keptSteps(steps) {
    var out = [];
    for (var i = steps.length - 1; i >= 0 && out.length < 100 && sizeOf(steps[i]) <= HISTORY_LIMIT; i--) out.unshift(pack(steps[i]));
    return out;
  }

  // Keeps the game, and its undo and redo steps, in the browser's storage; a game too large
  // for it says so.
  function store() {
    var s = history.current;
    if (!s) return;
    if (sizeOf(s) > STORE_LIMIT) {
      try { localStorage.removeItem(STORE); } catch (e) { /* no storage at all */ }
      $("kept-note").textContent = t("not-kept");
      return;
    }
    var kept = { v: 2, current: pack(s), undo: keptSteps(history.undo), redo: keptSteps(history.redo) };
    try {
      localStorage.setItem(STORE, JSON.stringify(kept));
      $("kept-note").textContent = "";
    } catch (e) {
      try {
        kept.undo = []; kept.redo = [];
        localStorage.setItem(STORE, JSON.stringify(kept));
        $("kept-note").textContent = "";
      } catch (e2) {
        try { localStorage.removeItem(STORE); } catch (e3) { /* no storage at all */ }
        $("kept-note").textContent = t("not-kept");
      }
    }
  }

  // The game kept by an earlier visit ({ current, undo, redo }), or null.
  function stored() {
    try {
      var kept = JSON.parse(localStorage.getItem(STORE) || "null");
      if (!kept || kept.v !== 2) return null;
      return { current: unpack(kept.current), undo: kept.undo.map(unpack), redo: kept.redo.map(unpack) };
    } catch (e) { return null; }
  }

  // ---- the sheets ----------------------------------------------------------------------------

  function renderFirst() {
    var names = players(), select = $("first"), kept = select.value;
    select.options[1].textContent = names[0] || "1";
    select.options[2].textContent = names[1] || "2";
    select.value = kept;
  }

  // A grid of cells: `kind` "fleet" or "shots" of player `p`.
  function gridTable(p, kind) {
    var cols = state.board.columns, rows = state.board.rows, names = letters();
    var table = document.createElement("table");
    table.className = "cells " + kind;
    table.id = kind + "-" + p;
    table.setAttribute("role", "grid");
    table.setAttribute("aria-label", kind === "fleet" ? t("fleet-of", { name: players()[p] }) : t("shots-of", { name: players()[p], other: players()[1 - p] }));
    var head = table.createTHead().insertRow();
    head.appendChild(document.createElement("td"));
    for (var c = 0; c < cols; c++) {
      var th = document.createElement("th");
      th.scope = "col";
      th.setAttribute("role", "columnheader");
      th.textContent = names.charAt(c);
      head.appendChild(th);
    }
    var body = table.createTBody();
    var cursor = state.cursor[p][kind === "fleet" ? 0 : 1];
    for (var r = 0; r < rows; r++) {
      var tr = body.insertRow();
      var rh = document.createElement("th");
      rh.scope = "row";
      rh.setAttribute("role", "rowheader");
      rh.textContent = r + 1;
      tr.appendChild(rh);
      for (var c2 = 0; c2 < cols; c2++) {
        var cell = r * cols + c2, td = tr.insertCell();
        td.dataset.cell = cell;
        td.setAttribute("role", "gridcell");
        td.tabIndex = cursor === cell ? 0 : -1;
        paintCell(p, kind, td);
      }
    }
    return table;
  }

  function paintCell(p, kind, td) {
    var cell = +td.dataset.cell, name = label(cell);
    if (kind === "fleet") {
      var ship = state.fleets[p].has(cell);
      td.className = ship ? "ship" : "";
      td.textContent = ship ? "■" : "";
      td.setAttribute("aria-label", name + ": " + t(ship ? "ship" : "water"));
    } else {
      var s = state.shots[p].get(cell);
      var mark = s && !salvo() ? s.mark : "";
      td.className = s ? "shot " + mark : "";
      td.textContent = s ? s.n + mark : "";
      td.setAttribute("aria-label", name + ": " + (s ? t("shot-n", { n: s.n }) + (mark ? ", " + t(mark === "x" ? "hit" : "miss") : "") : t("no-shot")));
    }
  }

  function renderSheets() {
    var names = players();
    document.querySelectorAll(".sheet").forEach(function (div) {
      var p = +div.dataset.player;
      var numberInput = div.querySelector(".number input");
      var number = numberInput ? numberInput.value : (state.pendingNumbers ? state.pendingNumbers[p] : "1");
      var name = names[p] || t(p ? "player-2" : "player-1");
      div.textContent = "";
      var h = document.createElement("h2");
      h.textContent = name;
      div.appendChild(h);
      var problem = document.createElement("p");
      problem.className = "sheet-problem";
      problem.id = "sheet-problem-" + p;
      problem.hidden = true;
      div.appendChild(problem);
      var h3 = document.createElement("h3");
      h3.textContent = t("fleet-heading");
      div.appendChild(h3);
      var wrap = document.createElement("div");
      wrap.className = "boardwrap";
      wrap.appendChild(gridTable(p, "fleet"));
      div.appendChild(wrap);
      var remaining = document.createElement("ul");
      remaining.className = "remaining";
      remaining.id = "remaining-" + p;
      div.appendChild(remaining);
      var faults = document.createElement("ul");
      faults.className = "faults";
      faults.id = "faults-" + p;
      div.appendChild(faults);
      var h3b = document.createElement("h3");
      h3b.textContent = t("shots-heading", { other: names[1 - p] });
      div.appendChild(h3b);
      var lab = document.createElement("label");
      lab.className = "number";
      var span = document.createElement("span");
      span.textContent = salvo() ? t("round-number") : t("move-number");
      var input = document.createElement("input");
      // Text, not type=number, which takes ASCII digits only: a player may type ০–৯ or ०–९.
      input.type = "text"; input.inputMode = "numeric"; input.autocomplete = "off"; input.spellcheck = false;
      input.size = 6; input.value = number; input.id = "number-" + p;
      // Two boxes on the page: each is named for its sheet.
      input.setAttribute("aria-label", t(salvo() ? "round-of" : "shot-number-of", { name: name }));
      lab.appendChild(span); lab.appendChild(input);
      div.appendChild(lab);
      var wrap2 = document.createElement("div");
      wrap2.className = "boardwrap";
      wrap2.appendChild(gridTable(p, "shots"));
      div.appendChild(wrap2);
    });
    state.pendingNumbers = null;
    showProblem();
  }

  // The fleet's drawing as `broadside fleet` reads it.
  function fleetDrawing(p) {
    var cols = state.board.columns, fleet = state.fleets[p];
    var rows = [];
    for (var r = 0; r < state.board.rows; r++) {
      var row = "";
      for (var c = 0; c < cols; c++) row += fleet.has(r * cols + c) ? "#" : ".";
      rows.push(row);
    }
    return rows.join("\n") + "\n";
  }

  // Each fleet's notes, from the referee's check of the fleet alone (in the worker: a large
  // drawing may take a while to split).
  function fleetNotes(gen) {
    if (!state.rules) return Promise.resolve();
    var rules = JSON.stringify(state.rules);
    return Promise.all([0, 1].map(function (p) {
      var drawing = fleetDrawing(p);
      // No name yet: the referee words the faults with "the player" (never a label in its place).
      var name = players()[p] || "";
      return broadside.job("fleet", rules, drawing, name, state.lang).then(function (answer) {
        if ((gen !== undefined && gen !== state.gen) || fleetDrawing(p) !== drawing) return;
        showFleetNotes(p, JSON.parse(answer));
      }, dropped);
    }));
  }

  // A job dropped for a newer check is no error.
  function dropped(e) {
    if (!e || e.message !== broadside.CANCELLED) throw e;
  }

  // The remaining ships of player p's fleet and its placement faults, from the referee's check
  // of the fleet alone; the cells a fault names are outlined.
  function showFleetNotes(p, report) {
    var list = $("remaining-" + p), faults = $("faults-" + p);
    if (!list || !state.rules) return;
    list.textContent = ""; faults.textContent = "";
    var table = $("fleet-" + p);
    table.querySelectorAll("td.fault").forEach(function (td) { td.classList.remove("fault"); });
    if (report.error) return;
    // A class by the name the page's language gives it.
    var className = function (ship) { return (report.class_names || {})[ship] || ship; };
    var found = {};
    report.ships.forEach(function (s) { if (s.ship) found[s.ship] = (found[s.ship] || 0) + 1; });
    var left = [];
    state.rules.fleet.forEach(function (k) {
      var n = k.count - (found[k.ship] || 0);
      if (n > 0) left.push(t("ship-left", { ship: className(k.ship), size: k.size, count: n }));
    });
    var li = document.createElement("li");
    li.textContent = left.length ? t("to-place") + " " + left.join(", ") : t("all-placed");
    list.appendChild(li);
    var complete = !left.length;
    // The fleet is checked alone under its player's name, its faults worded in the page's
    // language; their cells come as [column, row].
    var shown = report.violations.filter(function (v) {
      // While ships remain to be drawn, a fleet short of them is no news; too many is.
      return complete || v.code !== "wrong_fleet";
    }).map(function (v) {
      return { code: v.code, spots: v.spots, message: v.message };
    });
    if (!complete) {
      state.rules.fleet.forEach(function (k) {
        if ((found[k.ship] || 0) > k.count) shown.push({ code: "wrong_fleet", spots: [], message: t("too-many-ships", { ship: className(k.ship), count: k.count }) });
      });
      report.ships.forEach(function (s) {
        if (!s.ship) shown.push({ code: "wrong_fleet", spots: s.spots, message: t("no-such-ship", { label: s.label }) });
      });
    }
    shown.forEach(function (v) {
      var item = document.createElement("li");
      item.textContent = t("code-" + v.code) + ": " + v.message;
      faults.appendChild(item);
      v.spots.forEach(function (spot) {
        var cell = Array.isArray(spot) ? spot[1] * state.board.columns + spot[0] : -1;
        var td = cell >= 0 && table.querySelector('td[data-cell="' + cell + '"]');
        if (td) td.classList.add("fault");
      });
    });
  }

  // ---- editing -------------------------------------------------------------------------------

  // Whether the sheets may be edited: when they do not show the record (it was pasted or opened,
  // and they cannot hold it), an edit would replace it, so the player is asked first.
  function mayEdit() {
    if (state.held) return true;
    if (!window.confirm(t("confirm-replace"))) return false;
    state.held = true;
    return true;
  }

  // After an edit of the sheets or the fields: the record is built from the sheets again.
  function edited(key) {
    state.source = "grids";
    state.bytes = null;
    state.held = true;
    paperRecord();
    $("record").value = "";
    changed(key);
    check();
  }

  function setShip(p, cell, on) {
    if (on) state.fleets[p].add(cell); else state.fleets[p].delete(cell);
    var td = document.querySelector("#fleet-" + p + ' td[data-cell="' + cell + '"]');
    if (td) paintCell(p, "fleet", td);
  }

  function setShot(p, cell, shot) {
    if (shot) state.shots[p].set(cell, shot); else state.shots[p].delete(cell);
    var td = document.querySelector("#shots-" + p + ' td[data-cell="' + cell + '"]');
    if (td) paintCell(p, "shots", td);
  }

  // A shot taken off sheet p: where each player counts their own shots, the later ones move up
  // one, so that the count keeps no gap (a gap is unreadable, docs/format.md).
  function clearShot(p, cell) {
    var s = state.shots[p].get(cell);
    setShot(p, cell, null);
    if (!s || numbering() !== "player") return;
    var gone = valueOf(s.n);
    var later = Array.from(state.shots[p]).filter(function (e) { return valueOf(e[1].n) > gone; });
    if (Array.from(state.shots[p].values()).some(function (x) { return valueOf(x.n) === gone; })) return;
    later.forEach(function (e) { setShot(p, e[0], { n: inDigitsOf(valueOf(e[1].n) - 1, e[1].n), mark: e[1].mark }); });
    var box = $("number-" + p);
    if (valueOf(box.value) > gone) box.value = inDigitsOf(valueOf(box.value) - 1, box.value);
  }

  function boxNumber(p) {
    return Math.min(MAX_NUMBER, Math.max(1, valueOf($("number-" + p).value.trim()) || 1));
  }

  // A click on a shot cell: an empty cell gets the number in its sheet's box. Under single-shot
  // rules a click again marks a hit (x), again a miss (o), again clears it; under Salvo, whose
  // sheets mark no hits, a click again clears it (a double-click leaves the number).
  function clickShot(p, cell, clicks) {
    var s = state.shots[p].get(cell);
    var input = $("number-" + p);
    if (!s) {
      var n = boxNumber(p);
      // A number the sheets cannot have again (a player's own count has no number twice; the
      // game's count, no number on both sheets) is taken from past the highest.
      var taken = function (q) { return Array.from(state.shots[q].values()).some(function (x) { return valueOf(x.n) === n; }); };
      if ((numbering() === "player" && taken(p)) || (numbering() === "game" && taken(1 - p))) n = Math.min(MAX_NUMBER, valueOf(nextNumbers()[p]));
      // In the digits the box holds (its player's).
      var like = input.value.trim();
      setShot(p, cell, { n: inDigitsOf(n, like), mark: "" });
      // Single shots are numbered one by one: the next click gets the next number.
      if (numbering() === "player") input.value = inDigitsOf(Math.min(MAX_NUMBER, n + 1), like);
      if (numbering() === "game") {
        var next = Math.min(MAX_NUMBER, n + 1);
        [0, 1].forEach(function (q) {
          var box = $("number-" + q);
          if (!(valueOf(box.value) >= next)) box.value = inDigitsOf(next, box.value.trim() || like);
        });
      }
    } else if (salvo()) {
      if (clicks > 1) return false;
      clearShot(p, cell);
    } else if (s.mark === "") setShot(p, cell, { n: s.n, mark: "x" });
    else if (s.mark === "x") setShot(p, cell, { n: s.n, mark: "o" });
    else clearShot(p, cell);
    return true;
  }

  var drag = null; // a ship being drawn: { p, on, table, pointer }
  var hold = null; // a touch on a fleet cell, until it is a tap, a scroll or a held drag

  function cellAt(x, y) {
    var el = document.elementFromPoint(x, y);
    return el && el.closest ? el.closest("td[data-cell]") : null;
  }

  function gridOf(td) {
    var table = td.closest("table");
    return { table: table, p: +table.id.split("-")[1], kind: table.classList.contains("fleet") ? "fleet" : "shots", cell: +td.dataset.cell };
  }

  function startDrag(p, cell, table, pointer) {
    drag = { p: p, on: !state.fleets[p].has(cell), table: table, pointer: pointer };
    setShip(p, cell, drag.on);
    table.classList.add("drawing");
  }

  function endDrag() {
    if (!drag) return;
    drag.table.classList.remove("drawing");
    drag = null;
    edited();
  }

  // A touch held still this long on a fleet cell starts drawing a ship through the cells the
  // finger then crosses; a touch that moves sooner is the page scrolling.
  var HOLD_MS = 350;
  var SLOP_PX = 10;

  function wire() {
    var sheets = $("sheets");
    sheets.addEventListener("pointerdown", function (ev) {
      var td = ev.target.closest("td[data-cell]");
      if (!td || ev.button !== 0) return;
      var g = gridOf(td);
      if (g.kind !== "fleet") return;
      if (ev.pointerType === "touch") {
        // Not yet a drawing: a tap, a scroll, or (held still) a drag.
        var timer = setTimeout(function () {
          if (!hold || hold.id !== ev.pointerId) return;
          if (!mayEdit()) { hold = null; return; }
          hold = null;
          startDrag(g.p, g.cell, g.table, ev.pointerId);
          if (navigator.vibrate) navigator.vibrate(15);
        }, HOLD_MS);
        hold = { id: ev.pointerId, x: ev.clientX, y: ev.clientY, g: g, timer: timer };
        return;
      }
      ev.preventDefault();
      var asking = !state.held;
      if (!mayEdit()) return;
      if (asking) {
        // The button came up while the question was open: one cell, no drag.
        setShip(g.p, g.cell, !state.fleets[g.p].has(g.cell));
        moveCursor(g.p, "fleet", g.cell, true);
        edited();
        return;
      }
      startDrag(g.p, g.cell, g.table, ev.pointerId);
      moveCursor(g.p, "fleet", g.cell, true);
    });
    document.addEventListener("pointermove", function (ev) {
      if (hold && hold.id === ev.pointerId && Math.hypot(ev.clientX - hold.x, ev.clientY - hold.y) > SLOP_PX) {
        clearTimeout(hold.timer);
        hold = null;
      }
      if (!drag || drag.pointer !== ev.pointerId) return;
      // A mouse whose button came up unseen ends its drag.
      if (ev.pointerType === "mouse" && ev.buttons === 0) { endDrag(); return; }
      var td = cellAt(ev.clientX, ev.clientY);
      if (td && td.closest("table") === drag.table && state.fleets[drag.p].has(+td.dataset.cell) !== drag.on) {
        setShip(drag.p, +td.dataset.cell, drag.on);
      }
    });
    document.addEventListener("pointerup", function (ev) {
      if (hold && hold.id === ev.pointerId) {
        // A tap: one cell drawn or erased.
        clearTimeout(hold.timer);
        var g = hold.g;
        hold = null;
        if (!mayEdit()) return;
        setShip(g.p, g.cell, !state.fleets[g.p].has(g.cell));
        moveCursor(g.p, "fleet", g.cell, false);
        edited();
        return;
      }
      if (drag && drag.pointer === ev.pointerId) endDrag();
    });
    document.addEventListener("pointercancel", function (ev) {
      // The browser took the touch for a scroll: nothing is drawn.
      if (hold && hold.id === ev.pointerId) { clearTimeout(hold.timer); hold = null; }
      if (drag && drag.pointer === ev.pointerId) endDrag();
    });
    // While a held touch draws, the page does not scroll under the finger.
    sheets.addEventListener("touchmove", function (ev) { if (drag) ev.preventDefault(); }, { passive: false });
    sheets.addEventListener("contextmenu", function (ev) { if (ev.target.closest && ev.target.closest("table.fleet")) ev.preventDefault(); });
    sheets.addEventListener("click", function (ev) {
      var td = ev.target.closest("td[data-cell]");
      if (!td) return;
      var g = gridOf(td);
      if (g.kind !== "shots") return;
      moveCursor(g.p, "shots", g.cell, true);
      if (!mayEdit()) return;
      if (clickShot(g.p, g.cell, ev.detail)) edited();
    });
    // A cell just reached by mouse or keyboard takes a fresh number: typing starts over.
    sheets.addEventListener("focusin", function () { state.typed = false; });
    sheets.addEventListener("keydown", function (ev) {
      var td = ev.target.closest && ev.target.closest("td[data-cell]");
      if (!td || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      var g = gridOf(td), p = g.p, kind = g.kind;
      var cols = state.board.columns, rows = state.board.rows, cell = g.cell;
      var c = cell % cols, r = Math.floor(cell / cols);
      var moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (moves[ev.key]) {
        ev.preventDefault();
        c = Math.min(cols - 1, Math.max(0, c + moves[ev.key][0]));
        r = Math.min(rows - 1, Math.max(0, r + moves[ev.key][1]));
        moveCursor(p, kind, r * cols + c, true);
        return;
      }
      if (ev.key === "Home" || ev.key === "End") {
        ev.preventDefault();
        moveCursor(p, kind, r * cols + (ev.key === "Home" ? 0 : cols - 1), true);
        return;
      }
      var key = ev.key.toLowerCase(), s = state.shots[p].get(cell);
      var editKey = null;
      if (kind === "fleet") {
        if (key === " " || key === "enter" || key === "#") { if (!mayEdit()) return; setShip(p, cell, !state.fleets[p].has(cell)); }
        else if (key === "delete" || key === "backspace" || key === ".") { if (!mayEdit()) return; setShip(p, cell, false); }
        else return;
      } else if (key.length === 1 && typed(key)) {
        // A digit of any script a sheet may write; a number keeps to one script.
        var going = state.typed && s;
        var read = typed(going ? s.n + key : key);
        var zeros = read ? /^0*/.exec(read.digits)[0].length : 0;
        var n = read ? (going ? s.n + key : key).slice(zeros) : "";
        // A cell holds a number from 1 to 100,000: a 0 first, or more, is not taken.
        if (!n || +read.digits > MAX_NUMBER) { ev.preventDefault(); return; }
        if (!mayEdit()) return;
        state.typed = true;
        setShot(p, cell, { n: n, mark: going ? s.mark : "" });
        editKey = "type-" + p + "-" + cell;
      } else if ((key === "x" || key === "h" || key === "o" || key === "m") && s) {
        // Salvo sheets mark no hits.
        if (salvo()) { ev.preventDefault(); return; }
        if (!mayEdit()) return;
        var mark = key === "x" || key === "h" ? "x" : "o";
        setShot(p, cell, { n: s.n, mark: s.mark === mark ? "" : mark });
      } else if (key === "backspace" && s) {
        if (!mayEdit()) return;
        var shorter = s.mark && !salvo() ? s.n : s.n.slice(0, -1);
        if (shorter) setShot(p, cell, { n: shorter, mark: "" }); else clearShot(p, cell);
        editKey = "type-" + p + "-" + cell;
      } else if ((key === "delete" || key === ".") && s) {
        if (!mayEdit()) return;
        clearShot(p, cell);
      } else if (key === " " || key === "enter") {
        ev.preventDefault();
        if (!mayEdit()) return;
        if (clickShot(p, cell, 1)) edited();
        return;
      } else return;
      ev.preventDefault();
      edited(editKey);
    });

    // Undo and redo: the buttons, and Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y outside a text field (where
    // the field's own undo runs).
    $("undo").addEventListener("click", undo);
    $("redo").addEventListener("click", redo);
    document.addEventListener("keydown", function (ev) {
      if (!(ev.ctrlKey || ev.metaKey) || ev.altKey) return;
      var key = ev.key.toLowerCase();
      if (key !== "z" && key !== "y") return;
      var el = document.activeElement;
      if (el && (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && el.type !== "file"))) return;
      ev.preventDefault();
      if (key === "y" || ev.shiftKey) redo(); else undo();
    });

    // The fields: an edit of one, when the sheets do not show the record, asks first.
    function field(id, event, then) {
      $(id).addEventListener(event, function () {
        if (!state.held && !window.confirm(t("confirm-replace"))) {
          setFrom(history.current);
          return;
        }
        then();
      });
    }
    // New rules or numbering: the boxes go on from the sheets' numbers.
    function renumber() { state.pendingNumbers = nextNumbers(); document.querySelectorAll(".number input").forEach(function (b) { b.remove(); }); }
    ["preset", "fleet", "rules-json"].forEach(function (id) {
      field(id, id === "rules-json" ? "input" : "change", function () {
        var turns = salvo();
        resolveRules();
        if (salvo() !== turns) renumber();
        renderSheets();
        edited(id === "rules-json" ? id : null);
      });
    });
    ["player-0", "player-1"].forEach(function (id) {
      field(id, "input", function () {
        renderFirst();
        renderSheets();
        edited(id);
      });
    });
    field("first", "change", function () { edited(); });
    field("numbering", "change", function () { renumber(); renderSheets(); edited(); });
    $("sheets").addEventListener("change", function (ev) {
      if (ev.target.matches && ev.target.matches(".number input")) { history.current = snapshot(); store(); }
    });
    $("letters").addEventListener("change", function () {
      renderSheets();
      if (state.source === "grids") paperRecord();
      changed();
      if (state.source === "grids") check();
    });
    // The referee words the verdict and the faults in the page's language: they are asked again.
    $("language").addEventListener("change", function () { state.lang = $("language").value; applyLanguage(); check(); });
    $("record").addEventListener("input", function () {
      state.source = "text";
      state.bytes = null;
      changed("record");
      check();
    });
    $("open").addEventListener("change", function () {
      var file = $("open").files[0];
      if (!file) return;
      file.arrayBuffer().then(function (buffer) { openBytes(new Uint8Array(buffer)); $("open").value = ""; });
    });
    $("save-paper").addEventListener("click", function () {
      save("paper").then(function (answer) { if (answer !== null) download(answer, "game.txt", "text/plain"); });
    });
    $("save-json").addEventListener("click", function () {
      save("json").then(function (answer) { if (answer !== null) download(answer, "game.json", "application/json"); });
    });
    $("clear").addEventListener("click", function () {
      // Undoable: the game before is one Undo away.
      state.fleets = [new Set(), new Set()];
      state.shots = [new Map(), new Map()];
      [0, 1].forEach(function (p) { $("number-" + p).value = "1"; });
      renderSheets();
      edited();
    });
    $("example").addEventListener("click", function () { openBytes(new TextEncoder().encode(window.BROADSIDE_EXAMPLE || "")); });
    $("copy-link").addEventListener("click", copyLink);
    window.addEventListener("hashchange", function () { openLink(); });
  }

  // The record saved as `form`: the paper record of the sheets, or the text as it is (a JSON
  // record saved as paper, a paper one as JSON, converted by the referee); null on an error.
  function save(form) {
    var input = currentInput();
    var text = typeof input === "string" ? input : new TextDecoder().decode(input);
    var isJson = /^\s*\{/.test(text.replace(/^\ufeff/, ""));
    if (form === "paper" && !isJson) return Promise.resolve(text);
    return broadside.job("record", input, form, state.lang).then(function (answer) {
      if (/^\{\s*"error"/.test(answer) && !(form === "json" && isJson && !/^\{\s*"error"/.test(text))) {
        showError(JSON.parse(answer).error);
        return null;
      }
      return answer;
    });
  }

  function moveCursor(p, kind, cell, focus) {
    var table = $(kind + "-" + p);
    state.cursor[p][kind === "fleet" ? 0 : 1] = cell;
    state.typed = false;
    table.querySelectorAll("td[tabindex='0']").forEach(function (td) { td.tabIndex = -1; });
    var td = table.querySelector('td[data-cell="' + cell + '"]');
    td.tabIndex = 0;
    if (focus) td.focus();
  }

  function download(text, name, type) {
    var a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: type + ";charset=utf-8" }));
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  }

  // A record opened from a file or a link: checked as its bytes are (as the command line reads
  // a file), and shown on the sheets when they can hold it.
  function openBytes(bytes) {
    state.source = "text";
    state.bytes = bytes;
    showBytes(bytes);
    changed();
    check();
  }

  // The record box for the bytes of a file: their text, or for a long one its beginning, and
  // then the box is not for editing.
  function showBytes(bytes) {
    var box = $("record");
    if (bytes.length > BOX_LIMIT) {
      box.value = new TextDecoder().decode(bytes.subarray(0, BOX_SHOWN)).replace(/[^\n]*$/, "") + "…\n";
      box.readOnly = true;
    } else {
      box.value = new TextDecoder().decode(bytes);
      box.readOnly = false;
    }
  }

  function currentInput() {
    if (state.source === "grids") return paperRecord();
    return state.bytes || $("record").value;
  }

  // ---- names ---------------------------------------------------------------------------------

  // Each name checked as it is typed, at its field: what the record's `players:` line cannot
  // hold. Returns whether both names are fine.
  function checkNames() {
    var names = players(), ok = true;
    for (var p = 0; p < 2; p++) {
      var key = null, n = names[p], other = names[1 - p];
      if (!n) key = "name-empty";
      else if (n.indexOf(",") >= 0) key = "name-comma";
      else if (n.indexOf("//") >= 0) key = "name-comment";
      else if (other && n !== other && n.toLowerCase() === other.toLowerCase() && p === 1) key = "name-case";
      else if (other && n === other && p === 1) key = "name-same";
      showFieldProblem("player-" + p, key ? t(key, { other: other }) : "");
      if (key) ok = false;
    }
    return ok;
  }

  // A problem shown under a field (the field is marked invalid and described by it).
  function showFieldProblem(id, message) {
    var input = $(id), note = $(id + "-problem");
    note.textContent = message;
    note.hidden = !message;
    if (message) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
  }

  // ---- a link to the game ------------------------------------------------------------------

  function base64url(bytes) { return base64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""); }

  function unbase64url(text) {
    var b = text.replace(/-/g, "+").replace(/_/g, "/");
    while (b.length % 4) b += "=";
    return unbase64(b);
  }

  function through(bytes, stream) {
    return new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer().then(function (b) { return new Uint8Array(b); });
  }

  // The fragment of a link that holds `bytes` (a record), deflated: "#game=…".
  function fragmentOf(bytes) {
    return through(bytes, new CompressionStream("deflate-raw")).then(function (packed) { return "#game=" + base64url(packed); });
  }
  state.fragmentOf = function (text) { return fragmentOf(new TextEncoder().encode(text)); };

  // "Copy link": the record, compressed, in the page's address after `#`, which no browser sends
  // to any server. A game too long for a link is offered as a file instead.
  function copyLink() {
    var input = currentInput();
    var bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
    var note = $("link-note"), box = $("link");
    return fragmentOf(bytes).then(function (fragment) {
      if (fragment.length > LINK_LIMIT) {
        box.hidden = true;
        note.textContent = t("link-too-long", { n: fragment.length, limit: LINK_LIMIT });
        $("save-paper").focus();
        return;
      }
      var url = location.href.split("#")[0] + fragment;
      state.linking = fragment;
      try { history_replace(url); } catch (e) { /* an address the page may not rewrite */ }
      box.hidden = false;
      box.value = url;
      var copied = navigator.clipboard && navigator.clipboard.writeText ? navigator.clipboard.writeText(url) : Promise.reject(new Error("no clipboard"));
      return copied.then(function () { note.textContent = t("link-copied", { n: fragment.length }); }, function () {
        note.textContent = t("link-select", { n: fragment.length });
        box.select();
      });
    });
  }

  function history_replace(url) { window.history.replaceState(null, "", url); }

  // Opens the game a link holds ("#game=…"), if the address has one; returns whether it did.
  function openLink() {
    var m = /^#game=([A-Za-z0-9_-]*)$/.exec(location.hash);
    if (!m || state.linking === location.hash) return false;
    state.linking = location.hash;
    var bytes;
    try { bytes = unbase64url(m[1]); } catch (e) { showError(t("link-broken")); return true; }
    through(bytes, new DecompressionStream("deflate-raw")).then(openBytes, function () { showError(t("link-broken")); });
    return true;
  }

  // ---- the verdict ---------------------------------------------------------------------------

  // Whether nothing has been entered: then the page shows how to start, not a verdict.
  function empty() {
    return state.source === "grids" && !state.fleets[0].size && !state.fleets[1].size && !state.shots[0].size && !state.shots[1].size;
  }

  function settle() {
    state.busy = false;
    document.body.dataset.busy = "false";
    $("verdict-section").setAttribute("aria-busy", "false");
    var waiting = idle;
    idle = [];
    waiting.forEach(function (done) { done(); });
  }

  // Asks the referee (in the worker) about the record: the verdict first, then (for a record
  // pasted or opened) whether the sheets can hold it, then the verdict page and the fleets'
  // notes. A newer check drops an older one's work.
  function check() {
    var gen = ++state.gen;
    broadside.cancel();
    var start = performance.now();
    state.timings.started = start;
    state.busy = true;
    document.body.dataset.busy = "true";
    $("verdict-section").setAttribute("aria-busy", "true");
    state.problem = null;
    var input;
    if (state.source === "grids") {
      input = paperRecord();
      $("record").value = input;
      $("record").readOnly = false;
      $("record-note").textContent = t("note-grids");
      state.held = true;
    } else {
      input = state.bytes || $("record").value;
    }
    showStale();
    var stop = function (e) { if (!e || e.message !== broadside.CANCELLED) { if (e) showError(String(e.message || e)); finish(); } };
    function finish() {
      if (gen !== state.gen) return;
      state.checks = (state.checks || 0) + 1;
      document.body.dataset.checks = state.checks;
      settle();
    }
    if (empty()) {
      state.verdict = null;
      $("verdict-json").textContent = "";
      $("verdict-page").hidden = true;
      $("page-offer").hidden = true;
      showVerdict();
      showProblem();
      fleetNotes(gen).then(finish, stop);
      return;
    }
    if (state.source === "grids" && !checkNames()) {
      state.verdict = { error: null, names: true };
      $("verdict-json").textContent = "";
      $("verdict-page").hidden = true;
      $("page-offer").hidden = true;
      showVerdict();
      fleetNotes(gen).then(finish, stop);
      return;
    }
    $("summary").className = "result checking";
    $("summary").textContent = t("checking");
    broadside.job("verdict", input, state.lang).then(function (answer) {
      if (gen !== state.gen) return;
      var json = answer.json, verdict = JSON.parse(json);
      state.verdict = verdict;
      state.facts = answer.facts;
      $("verdict-json").textContent = json;
      state.timings.last = performance.now() - start;
      if (state.timings.first === null) state.timings.first = performance.now();
      if (verdict.error && state.source === "grids") state.problem = placeProblem(verdict);
      showVerdict();
      showProblem();
      var sheets = Promise.resolve(null);
      var size = typeof input === "string" ? input.length : input.length;
      if (state.source === "text" && !verdict.error && size <= SHEETS_LIMIT) sheets = loadSheets(input, json, gen);
      return sheets.then(function (snap) {
        if (gen !== state.gen) return;
        if (state.source === "text") {
          state.held = !!snap;
          if (snap) {
            setFrom(snap);
            history.current = snapshot();
            store();
            translateStatic();
            renderSheets();
          }
          checkNames();
          $("record-note").textContent = verdict.error ? t("note-text") : snap ? t("note-text-held") : t("note-text");
          if ($("record").readOnly) $("record-note").textContent += " " + t("note-long", { mb: (state.bytes.length / 1e6).toFixed(1) });
          showStale();
        }
        var notes = fleetNotes(gen);
        var page = verdict.error ? Promise.resolve("") : broadside.job("page", input, state.lang);
        return page.then(function (html) {
          if (gen !== state.gen) return;
          showPage(html);
          return notes;
        });
      });
    }).then(finish, stop);
  }

  // The verdict page: in the frame, or, when it is too long to draw at once, offered to open.
  function showPage(html) {
    var frame = $("verdict-page"), offer = $("page-offer");
    state.page = html;
    offer.hidden = true;
    if (html.length > FRAME_LIMIT) {
      frame.hidden = true;
      frame.removeAttribute("srcdoc");
      offer.hidden = false;
      $("page-size").textContent = t("page-too-long", { mb: (html.length / 1e6).toFixed(1) });
      return;
    }
    frame.hidden = !html;
    // The page's own links and the stepper's #entry=N stay within the frame's document.
    if (html) frame.srcdoc = html.replace("<head>", '<head><base href="about:srcdoc">');
  }

  function openPage() {
    var url = URL.createObjectURL(new Blob([state.page], { type: "text/html;charset=utf-8" }));
    window.open(url, "_blank");
    setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
  }

  // Where on the page an error of the record built from the sheets comes from (the error
  // object's line and column): the field or the sheet's row and cell that wrote that line.
  function placeProblem(error) {
    if (!error.line) return null;
    var line = state.lineMap[error.line - 1], column = error.column;
    if (!line) return null;
    var cell = -1;
    if ((line.what === "fleet" || line.what === "shots") && line.row >= 0) {
      var c = Math.floor((column - 5) / (line.width + 1));
      if (c >= 0 && c < state.board.columns) cell = line.row * state.board.columns + c;
    }
    return { what: line.what, p: line.p, cell: cell, message: error.fault };
  }

  // A problem of the sheets shown where it is: under the field or on the sheet, its cell marked.
  function showProblem() {
    document.querySelectorAll(".sheet-problem").forEach(function (el) { el.hidden = true; el.textContent = ""; });
    document.querySelectorAll("td.problem").forEach(function (td) { td.classList.remove("problem"); });
    ["rules-problem"].forEach(function (id) { $(id).hidden = true; $(id).textContent = ""; });
    var pr = state.problem;
    if (!pr) return;
    if (pr.what === "fleet" || pr.what === "shots") {
      var note = $("sheet-problem-" + pr.p);
      if (note) { note.textContent = pr.message; note.hidden = false; }
      var td = pr.cell >= 0 && document.querySelector("#" + pr.what + "-" + pr.p + ' td[data-cell="' + pr.cell + '"]');
      if (td) td.classList.add("problem");
    } else if (pr.what === "players") {
      showFieldProblem("player-1", pr.message);
    } else {
      $("rules-problem").textContent = pr.message;
      $("rules-problem").hidden = false;
    }
  }

  // The sheets, when they do not show the record below them, say so.
  function showStale() {
    var stale = state.source === "text" && !state.held;
    $("sheets").classList.toggle("stale", stale);
    $("stale-note").hidden = !stale;
  }

  function showError(message) {
    var summary = $("summary");
    summary.className = "error";
    summary.textContent = t("input-error") + " " + message;
  }

  // The verdict in the page's language: the result sentence and one line a violation.
  function showVerdict() {
    var v = state.verdict, summary = $("summary"), list = $("fouls");
    list.textContent = "";
    $("start").hidden = !empty();
    if (empty()) {
      summary.className = "result";
      summary.textContent = t("start-summary");
      return;
    }
    if (!v) return;
    if (v.names) {
      summary.className = "error";
      summary.textContent = t("fix-names");
      return;
    }
    if (v.error) {
      if (state.problem) {
        summary.className = "error";
        summary.textContent = t("sheets-unreadable", { message: v.error });
        return;
      }
      showError(v.error);
      return;
    }
    summary.className = "result";
    // The result in a sentence, as the referee words it in the page's language.
    summary.textContent = state.facts.result;
    v.violations.forEach(function (x, i) {
      var li = document.createElement("li");
      // The move as the players' sheets number it, worded by the referee (bs_facts).
      var where = x.entry === null ? t("placement") : state.facts.moves[i];
      li.textContent = t(x.severity) + " · " + t("code-" + x.code) + " · " + x.player + " · " + where +
        (x.cells.length ? " · " + x.cells.join(" ") : "");
      li.title = x.message;
      list.appendChild(li);
    });
  }

  function fitFrame() {
    var frame = $("verdict-page");
    // From the edit to the verdict page drawn in its frame.
    state.timings.shown = performance.now() - state.timings.started;
    if (state.timings.firstPage === undefined) state.timings.firstPage = performance.now();
    try {
      var doc = frame.contentDocument;
      if (doc && doc.documentElement) frame.style.height = (doc.documentElement.scrollHeight + 4) + "px";
    } catch (e) { /* an opaque frame keeps its height and scrolls */ }
  }

  // ---- start ---------------------------------------------------------------------------------

  // The first paint in the page's language: the words come with the page (words.js, which
  // web/build.sh makes from the referee's catalogs), so the static text is worded before the
  // referee's module is ready; without them, once it is.
  if (window.BROADSIDE_WORDS) {
    LANGS = window.BROADSIDE_WORDS;
    state.lang = chooseLanguage();
    translateStatic();
  }

  // The referee's script loads after this one (the first paint waits on no module): it is
  // there once the document is parsed.
  document.addEventListener("DOMContentLoaded", function () { broadside.ready.then(start); });

  function start() {
    LANGS = broadside.words();
    var select = $("language");
    Object.keys(LANGS).forEach(function (code) {
      var option = document.createElement("option");
      option.value = code;
      option.textContent = LANGS[code]["language-name"] || code;
      select.appendChild(option);
    });
    state.lang = chooseLanguage();
    select.value = state.lang;
    $("verdict-page").addEventListener("load", fitFrame);
    $("open-page").addEventListener("click", openPage);
    wire();
    resolveRules();
    renderFirst();
    translateStatic();
    renderSheets();
    // The game of a link, else the game kept from the last visit, else an empty one.
    var kept = stored();
    if (kept) {
      setFrom(kept.current);
      translateStatic();
      renderSheets();
      history.undo = kept.undo;
      history.redo = kept.redo;
    }
    checkNames();
    history.current = snapshot();
    undoButtons();
    if (!openLink()) check();
    document.body.dataset.ready = "true";
  }
})();
