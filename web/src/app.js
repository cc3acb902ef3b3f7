// The page: rules, both players' sheets (a fleet grid and an "opponent" grid of numbered shots),
// the record they make (a paper record, docs/paper.md) and its verdict from the referee in
// broadside.js. Every edit rebuilds the record and asks the referee again. The words come from
// web/lang/*.json (lang.js); the verdict page is the one `broadside check --format html` writes.
(function () {
  "use strict";
  var LANGS = window.BROADSIDE_LANGS || {};
  var LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  // The letters Russian players write over ten columns (docs/paper.md).
  var CYRILLIC = "АБВГДЕЖЗИК";
  var $ = function (id) { return document.getElementById(id); };

  var state = {
    source: "grids", // "grids": the record is built from the sheets; "text": it is the text as typed or opened
    board: { columns: 10, rows: 10 },
    rules: null, // the resolved rules object
    fleets: [new Set(), new Set()], // ship cells, as row * columns + column
    shots: [new Map(), new Map()], // cell -> { n: "12", mark: "" | "x" | "o" }
    cursor: [[0, 0], [0, 0]], // per player: the fleet grid's cell, the shot grid's cell
    typed: false, // whether a digit was just typed into the shot cursor's cell
    lang: "en",
    verdict: null,
    timings: { first: null, last: null },
  };
  window.broadsidePage = state;

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

  function applyLanguage() {
    document.documentElement.lang = state.lang;
    document.querySelectorAll("[data-t]").forEach(function (el) { el.textContent = t(el.getAttribute("data-t")); });
    renderSheets();
    showVerdict();
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
    var answer = JSON.parse(broadside.rules(rulesArg()));
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
  }

  function onBoard(cell) { return cell >= 0 && cell < state.board.columns * state.board.rows; }

  function letters() {
    return $("letters").value === "cyrillic" && state.board.columns <= CYRILLIC.length ? CYRILLIC : LATIN;
  }

  function label(cell) {
    var c = cell % state.board.columns, r = Math.floor(cell / state.board.columns);
    return letters().charAt(c) + (r + 1);
  }

  function players() { return [$("player-0").value.trim(), $("player-1").value.trim()]; }

  function salvo() { return state.rules && state.rules.turns === "salvo"; }

  // ---- the paper record ----------------------------------------------------------------------

  function pad(text, width) { text = String(text); while (text.length < width) text = " " + text; return text; }

  // One grid as paper: column letters, then each row's number and cells.
  function gridText(cellText, width) {
    var cols = state.board.columns, rows = state.board.rows, names = letters();
    var lines = [pad("", 3) + " " + names.slice(0, cols).split("").map(function (l) { return pad(l, width); }).join(" ")];
    for (var r = 0; r < rows; r++) {
      var cells = [];
      for (var c = 0; c < cols; c++) cells.push(pad(cellText(r * cols + c), width));
      lines.push(pad(r + 1, 3) + " " + cells.join(" "));
    }
    return lines.join("\n");
  }

  function paperRecord() {
    var names = players();
    var out = ["rules: " + rulesArg(), "players: " + names.join(", ")];
    var first = $("first").value;
    if (first) out.push("first: " + names[+first]);
    if ($("numbering").value) out.push("numbering: " + $("numbering").value);
    for (var p = 0; p < 2; p++) {
      var fleet = state.fleets[p];
      out.push("", names[p] + " fleet:", gridText(function (cell) { return fleet.has(cell) ? "#" : "."; }, 1));
    }
    if (state.shots[0].size || state.shots[1].size) {
      var width = 2;
      state.shots.forEach(function (m) { m.forEach(function (s) { width = Math.max(width, s.n.length + s.mark.length); }); });
      for (var q = 0; q < 2; q++) {
        var shots = state.shots[q];
        out.push("", names[q] + " shots:", gridText(function (cell) {
          var s = shots.get(cell);
          return s ? s.n + s.mark : ".";
        }, width));
      }
    }
    return out.join("\n") + "\n";
  }

  // ---- a record read back into the sheets ----------------------------------------------------

  // The cell index of a coordinate of a JSON record ("C4", " c04", [2, 3]), or -1 off the board.
  function cellOf(at) {
    var c, r;
    if (Array.isArray(at)) { c = at[0]; r = at[1]; } else {
      var m = /^\s*([A-Za-z])0*(\d+)\s*$/.exec(String(at));
      if (!m) return -1;
      c = LATIN.indexOf(m[1].toUpperCase()); r = +m[2] - 1;
    }
    if (c < 0 || r < 0 || c >= state.board.columns || r >= state.board.rows) return -1;
    return r * state.board.columns + c;
  }

  function shipCells(ship) {
    if (typeof ship.cells === "string") {
      var ends = ship.cells.split("-").map(cellOf);
      if (ends.length !== 2 || ends[0] < 0 || ends[1] < 0) return null;
      var cols = state.board.columns;
      var a = [ends[0] % cols, Math.floor(ends[0] / cols)], b = [ends[1] % cols, Math.floor(ends[1] / cols)];
      if (a[0] !== b[0] && a[1] !== b[1]) return null;
      var out = [];
      for (var c = Math.min(a[0], b[0]); c <= Math.max(a[0], b[0]); c++)
        for (var r = Math.min(a[1], b[1]); r <= Math.max(a[1], b[1]); r++) out.push(r * cols + c);
      return out;
    }
    var cells = (ship.cells || []).map(cellOf);
    return cells.indexOf(-1) >= 0 ? null : cells;
  }

  var WATER = ".·-~_0□ ";

  function fleetCells(fleet) {
    var set = new Set();
    if (Array.isArray(fleet)) {
      for (var i = 0; i < fleet.length; i++) {
        var cells = shipCells(fleet[i]);
        if (!cells) return null;
        cells.forEach(function (c) { set.add(c); });
      }
      return set;
    }
    if (!fleet || !Array.isArray(fleet.grid) || fleet.grid.length !== state.board.rows) return null;
    for (var r = 0; r < fleet.grid.length; r++) {
      var row = Array.isArray(fleet.grid[r]) ? fleet.grid[r].map(String) : Array.from(fleet.grid[r]);
      if (row.length !== state.board.columns) return null;
      for (var c = 0; c < row.length; c++) if (WATER.indexOf(row[c]) < 0) set.add(r * state.board.columns + c);
    }
    return set;
  }

  // The sheets that hold `record` (a JSON record) with the shots numbered by `numbering`, or
  // null where the sheets cannot hold it (a resignation, a reply that names a class, a shot off
  // the board).
  function sheetsOf(record, numbering) {
    var names = record.players || Object.keys(record.fleets || {});
    if (names.length !== 2) return null;
    var fleets = [fleetCells(record.fleets[names[0]]), fleetCells(record.fleets[names[1]])];
    if (!fleets[0] || !fleets[1]) return null;
    var shots = [new Map(), new Map()];
    var counts = [0, 0], log = record.shots || [];
    for (var i = 0; i < log.length; i++) {
      var e = log[i], p = e.player === names[0] ? 0 : e.player === names[1] ? 1 : -1;
      if (p < 0 || e.forfeit || e.at === undefined) return null;
      var many = Array.isArray(e.at) && (typeof e.at[0] !== "number");
      var cells = (many ? e.at : [e.at]).map(cellOf);
      if (cells.indexOf(-1) >= 0) return null;
      var mark = "";
      if (typeof e.reply === "string" && !e.ship) mark = e.reply === "miss" ? "o" : "x";
      else if (e.reply !== undefined) return null;
      counts[p] += 1;
      var n = numbering === "game" ? i + 1 : numbering === "round" ? Math.floor(i / 2) + 1 : counts[p];
      for (var k = 0; k < cells.length; k++) {
        if (shots[p].has(cells[k])) return null;
        shots[p].set(cells[k], { n: String(n), mark: mark });
      }
    }
    return { names: names, fleets: fleets, shots: shots };
  }

  // Fills the sheets from the record `text` when they can hold it with the same verdict.
  function loadSheets(text, verdict) {
    var json = broadside.record(text, "json");
    var record;
    try { record = JSON.parse(json); } catch (e) { return false; }
    if (record.error) return false;
    var rules = record.rules;
    if (typeof rules === "string" && ["classic", "salvo", "russian"].indexOf(rules.toLowerCase()) >= 0) {
      $("preset").value = rules.toLowerCase(); $("fleet").value = ""; $("rules-json").value = "";
    } else if (rules && typeof rules === "object" && Object.keys(rules).join() === "base,fleet" && typeof rules.fleet === "string") {
      $("preset").value = rules.base; $("fleet").value = rules.fleet; $("rules-json").value = "";
    } else {
      $("rules-json").value = JSON.stringify(rules);
    }
    resolveRules();
    if (!state.rules) return false;
    // A sheet lettered А Б В … is shown so again.
    if (/^\s*\d*\s*[\u0410-\u042f](\s+[\u0410-\u042f]){4,}/m.test(text)) $("letters").value = "cyrillic";
    var tries = salvo() ? ["round", "game"] : ["player", "game"];
    var saved = save();
    for (var i = 0; i < tries.length; i++) {
      var sheets = sheetsOf(record, tries[i]);
      if (!sheets) break;
      $("player-0").value = sheets.names[0]; $("player-1").value = sheets.names[1];
      state.fleets = sheets.fleets; state.shots = sheets.shots;
      $("numbering").value = tries[i] === (salvo() ? "round" : "player") ? "" : tries[i];
      renderFirst();
      $("first").value = record.first && record.first !== sheets.names[0] ? "1" : "";
      if (record.first && !sheets.shots[0].size && !sheets.shots[1].size) $("first").value = record.first === sheets.names[1] ? "1" : "";
      if (broadside.check(paperRecord()) === verdict) return true;
    }
    restore(saved);
    return false;
  }

  function save() {
    return { fleets: state.fleets, shots: state.shots, names: players(), numbering: $("numbering").value, first: $("first").value };
  }

  function restore(s) {
    state.fleets = s.fleets; state.shots = s.shots;
    $("player-0").value = s.names[0]; $("player-1").value = s.names[1];
    $("numbering").value = s.numbering; renderFirst(); $("first").value = s.first;
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
    head.appendChild(document.createElement("th"));
    for (var c = 0; c < cols; c++) {
      var th = document.createElement("th");
      th.textContent = names.charAt(c);
      head.appendChild(th);
    }
    var body = table.createTBody();
    var cursor = state.cursor[p][kind === "fleet" ? 0 : 1];
    for (var r = 0; r < rows; r++) {
      var tr = body.insertRow();
      var rh = document.createElement("th");
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
      td.className = s ? "shot " + s.mark : "";
      td.textContent = s ? s.n + s.mark : "";
      td.setAttribute("aria-label", name + ": " + (s ? t("shot-n", { n: s.n }) + (s.mark ? ", " + t(s.mark === "x" ? "hit" : "miss") : "") : t("no-shot")));
    }
  }

  function renderSheets() {
    var names = players();
    document.querySelectorAll(".sheet").forEach(function (div) {
      var p = +div.dataset.player;
      var numberInput = div.querySelector(".number input");
      var number = numberInput ? numberInput.value : "1";
      div.textContent = "";
      var h = document.createElement("h2");
      h.textContent = names[p] || t(p ? "player-2" : "player-1");
      div.appendChild(h);
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
      input.type = "number"; input.min = "1"; input.value = number; input.id = "number-" + p;
      lab.appendChild(span); lab.appendChild(input);
      div.appendChild(lab);
      var wrap2 = document.createElement("div");
      wrap2.className = "boardwrap";
      wrap2.appendChild(gridTable(p, "shots"));
      div.appendChild(wrap2);
      updateFleetNotes(p);
    });
  }

  // The remaining ships of player p's fleet and its placement faults, from the referee's check
  // of the fleet alone; the cells a fault names are outlined.
  function updateFleetNotes(p) {
    var list = $("remaining-" + p), faults = $("faults-" + p);
    if (!list || !state.rules) return;
    var cols = state.board.columns, fleet = state.fleets[p];
    var rows = [];
    for (var r = 0; r < state.board.rows; r++) {
      var row = "";
      for (var c = 0; c < cols; c++) row += fleet.has(r * cols + c) ? "#" : ".";
      rows.push(row);
    }
    var report = JSON.parse(broadside.fleet(JSON.stringify(state.rules), rows.join("\n") + "\n"));
    list.textContent = ""; faults.textContent = "";
    var table = $("fleet-" + p);
    table.querySelectorAll("td.fault").forEach(function (td) { td.classList.remove("fault"); });
    if (report.error) return;
    var found = {};
    report.ships.forEach(function (s) { if (s.ship) found[s.ship] = (found[s.ship] || 0) + 1; });
    var left = [];
    state.rules.fleet.forEach(function (k) {
      var n = k.count - (found[k.ship] || 0);
      if (n > 0) left.push(t("ship-left", { ship: k.ship, size: k.size, count: n }));
    });
    var li = document.createElement("li");
    li.textContent = left.length ? t("to-place") + " " + left.join(", ") : t("all-placed");
    list.appendChild(li);
    var complete = !left.length, name = players()[p] || t(p ? "player-2" : "player-1");
    var shown = report.violations.filter(function (v) {
      // While ships remain to be drawn, a fleet short of them is no news; too many is.
      return complete || v.code !== "wrong_fleet";
    }).map(function (v) {
      // The fleet is checked alone, under the owner name "player".
      return { code: v.code, cells: v.cells, message: v.message.replace(/\bplayer\b/g, name) };
    });
    if (!complete) {
      state.rules.fleet.forEach(function (k) {
        if ((found[k.ship] || 0) > k.count) shown.push({ code: "wrong_fleet", cells: [], message: t("too-many-ships", { ship: k.ship, count: k.count }) });
      });
      report.ships.forEach(function (s) {
        if (!s.ship) shown.push({ code: "wrong_fleet", cells: s.cells, message: t("no-such-ship", { label: s.label }) });
      });
    }
    shown.forEach(function (v) {
      var item = document.createElement("li");
      item.textContent = t("code-" + v.code) + ": " + v.message;
      faults.appendChild(item);
      v.cells.forEach(function (label) {
        var cell = cellOf(label);
        var td = cell >= 0 && table.querySelector('td[data-cell="' + cell + '"]');
        if (td) td.classList.add("fault");
      });
    });
  }

  // ---- editing -------------------------------------------------------------------------------

  function edited() {
    state.source = "grids";
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

  function moveCursor(p, kind, cell, focus) {
    var table = $(kind + "-" + p);
    state.cursor[p][kind === "fleet" ? 0 : 1] = cell;
    state.typed = false;
    table.querySelectorAll("td[tabindex='0']").forEach(function (td) { td.tabIndex = -1; });
    var td = table.querySelector('td[data-cell="' + cell + '"]');
    td.tabIndex = 0;
    if (focus) td.focus();
  }

  // A click on a shot cell: an empty cell gets the number; then hit, miss, cleared.
  function clickShot(p, cell) {
    var s = state.shots[p].get(cell);
    var input = $("number-" + p);
    if (!s) {
      var n = Math.max(1, parseInt(input.value, 10) || 1);
      setShot(p, cell, { n: String(n), mark: "" });
      // Single shots are numbered one by one: the next click gets the next number.
      if (!salvo() && $("numbering").value !== "round") input.value = n + 1;
    } else if (s.mark === "") setShot(p, cell, { n: s.n, mark: "x" });
    else if (s.mark === "x") setShot(p, cell, { n: s.n, mark: "o" });
    else setShot(p, cell, null);
    edited();
  }

  var drag = null;

  function cellAt(ev) {
    var el = document.elementFromPoint(ev.clientX, ev.clientY);
    return el && el.closest ? el.closest("td[data-cell]") : null;
  }

  function wire() {
    var sheets = $("sheets");
    sheets.addEventListener("pointerdown", function (ev) {
      var td = ev.target.closest("td[data-cell]");
      if (!td || ev.button !== 0) return;
      var table = td.closest("table"), p = +table.id.split("-")[1], cell = +td.dataset.cell;
      if (table.classList.contains("fleet")) {
        ev.preventDefault();
        drag = { p: p, on: !state.fleets[p].has(cell), table: table };
        setShip(p, cell, drag.on);
        moveCursor(p, "fleet", cell, true);
      }
    });
    document.addEventListener("pointermove", function (ev) {
      if (!drag) return;
      var td = cellAt(ev);
      if (td && td.closest("table") === drag.table && state.fleets[drag.p].has(+td.dataset.cell) !== drag.on) {
        setShip(drag.p, +td.dataset.cell, drag.on);
      }
    });
    document.addEventListener("pointerup", function () {
      if (!drag) return;
      drag = null;
      edited();
    });
    sheets.addEventListener("click", function (ev) {
      var td = ev.target.closest("td[data-cell]");
      if (!td) return;
      var table = td.closest("table");
      if (!table.classList.contains("shots")) return;
      var p = +table.id.split("-")[1];
      moveCursor(p, "shots", +td.dataset.cell, true);
      clickShot(p, +td.dataset.cell);
    });
    // A cell just reached by mouse or keyboard takes a fresh number: typing starts over.
    sheets.addEventListener("focusin", function () { state.typed = false; });
    sheets.addEventListener("keydown", function (ev) {
      var td = ev.target.closest && ev.target.closest("td[data-cell]");
      if (!td || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      var table = td.closest("table"), p = +table.id.split("-")[1], kind = table.classList.contains("fleet") ? "fleet" : "shots";
      var cols = state.board.columns, rows = state.board.rows, cell = +td.dataset.cell;
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
      if (kind === "fleet") {
        if (key === " " || key === "enter" || key === "#") setShip(p, cell, !state.fleets[p].has(cell));
        else if (key === "delete" || key === "backspace" || key === ".") setShip(p, cell, false);
        else return;
      } else if (/^[0-9]$/.test(key)) {
        var going = state.typed && s;
        var n = going ? (s.n + key).replace(/^0+/, "") : key;
        state.typed = true;
        if (n.length > 6) return;
        setShot(p, cell, { n: n || "0", mark: going ? s.mark : "" });
      } else if ((key === "x" || key === "h" || key === "o" || key === "m") && s) {
        var mark = key === "x" || key === "h" ? "x" : "o";
        setShot(p, cell, { n: s.n, mark: s.mark === mark ? "" : mark });
      } else if (key === "backspace" && s) {
        var shorter = s.mark ? s.n : s.n.slice(0, -1);
        setShot(p, cell, shorter ? { n: shorter, mark: "" } : null);
      } else if (key === "delete" || key === ".") {
        setShot(p, cell, null);
      } else if (key === " " || key === "enter") {
        clickShot(p, cell);
        ev.preventDefault();
        return;
      } else return;
      ev.preventDefault();
      edited();
    });

    ["preset", "fleet", "rules-json"].forEach(function (id) {
      $(id).addEventListener(id === "rules-json" ? "input" : "change", function () {
        resolveRules();
        renderSheets();
        edited();
      });
    });
    ["player-0", "player-1"].forEach(function (id) {
      $(id).addEventListener("input", function () { renderFirst(); renderSheets(); edited(); });
    });
    ["first", "numbering"].forEach(function (id) { $(id).addEventListener("change", edited); });
    $("letters").addEventListener("change", function () { renderSheets(); if (state.source === "grids") check(); });
    $("language").addEventListener("change", function () { state.lang = $("language").value; applyLanguage(); });
    $("record").addEventListener("input", function () { state.source = "text"; check(); });
    $("open").addEventListener("change", function () {
      var file = $("open").files[0];
      if (!file) return;
      file.text().then(function (text) { openText(text); $("open").value = ""; });
    });
    $("save-paper").addEventListener("click", function () {
      var text = currentText();
      var answer = /^\s*\{/.test(text.replace(/^\ufeff/, "")) ? broadside.record(text, "paper") : text;
      if (/^\{\s*"error"/.test(answer)) { showError(JSON.parse(answer).error); return; }
      download(answer, "game.txt", "text/plain");
    });
    $("save-json").addEventListener("click", function () {
      var answer = broadside.record(currentText(), "json");
      if (/^\{\s*"error"/.test(answer)) { showError(JSON.parse(answer).error); return; }
      download(answer, "game.json", "application/json");
    });
    $("clear").addEventListener("click", function () {
      state.fleets = [new Set(), new Set()];
      state.shots = [new Map(), new Map()];
      renderSheets();
      edited();
    });
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

  // A record pasted or opened: checked as it is, and shown on the sheets when they can hold it.
  function openText(text) {
    $("record").value = text;
    state.source = "text";
    check();
  }

  function currentText() { return state.source === "grids" ? paperRecord() : $("record").value; }

  // ---- the verdict ---------------------------------------------------------------------------

  function check() {
    var start = performance.now();
    state.timings.started = start;
    var text;
    if (state.source === "grids") {
      text = paperRecord();
      $("record").value = text;
      $("record-note").textContent = t("note-grids");
    } else {
      text = $("record").value;
    }
    var json = broadside.check(text);
    $("verdict-json").textContent = json;
    var verdict = JSON.parse(json);
    state.verdict = verdict;
    if (state.source === "text") {
      var held = !verdict.error && loadSheets(text, json);
      renderSheets();
      $("record-note").textContent = held ? t("note-text-held") : t("note-text");
    } else {
      for (var p = 0; p < 2; p++) updateFleetNotes(p);
    }
    var page = verdict.error ? "" : broadside.page(text);
    var frame = $("verdict-page");
    frame.hidden = !page;
    // The page's own links and the stepper's #entry=N stay within the frame's document.
    if (page) frame.srcdoc = page.replace("<head>", '<head><base href="about:srcdoc">');
    showVerdict();
    var took = performance.now() - start;
    state.timings.last = took;
    if (state.timings.first === null) state.timings.first = performance.now();
    state.checks = (state.checks || 0) + 1;
    document.body.dataset.checks = state.checks;
  }

  function showError(message) {
    var summary = $("summary");
    summary.className = "error";
    summary.textContent = t("input-error") + " " + message;
  }

  // The verdict in the page's language: the result sentence and one line a violation.
  function showVerdict() {
    var v = state.verdict, summary = $("summary"), list = $("fouls");
    if (!v) return;
    list.textContent = "";
    if (v.error) { showError(v.error); return; }
    summary.className = "result";
    var loser = v.winner ? v.players[v.players[0] === v.winner ? 1 : 0] : "";
    var firstFoul = v.violations.filter(function (x) { return x.severity === "foul"; })[0];
    var key;
    if (v.outcome === "win" && v.reason === "fleet_destroyed") key = "result-fleet";
    else if (v.outcome === "win" && v.reason === "resigned") key = "result-resigned";
    else if (v.outcome === "win") key = firstFoul ? (firstFoul.entry === null ? "result-foul-placement" : "result-foul") : "result-forfeit";
    else if (v.outcome === "double_forfeit") key = "result-double-forfeit";
    else if (v.outcome === "draw") key = "result-draw";
    else key = "result-unfinished";
    summary.textContent = t(key, {
      winner: v.winner || "", loser: loser, entry: v.decided_at === null ? "?" : v.decided_at,
      code: firstFoul ? t("code-" + firstFoul.code) : "",
    });
    v.violations.forEach(function (x) {
      var li = document.createElement("li");
      var where = x.entry === null ? t("placement") : t("entry", { n: x.entry });
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

  broadside.ready.then(function () {
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
    wire();
    resolveRules();
    renderFirst();
    document.querySelectorAll("[data-t]").forEach(function (el) { el.textContent = t(el.getAttribute("data-t")); });
    document.documentElement.lang = state.lang;
    renderSheets();
    check();
    document.body.dataset.ready = "true";
  });
})();
