// broadside pages: the stepper of a game (the boards after any entry, from the step data the page
// holds; see html.rs, "Step data"), and on a batch page the list of games with its filters.
// Without this script a game page shows the final boards and the move list, and no control.
(function () {
  "use strict";
  var SYMBOL = { w: "\u00b7", o: "\u2022", s: "\u25a0", h: "\u2715", k: "\u2716" };
  // The message of each mark's word, and of what a shot did (steps.rs, Effect), and the marks in
  // the order the bits count them.
  var WORD = { w: "legend-water", o: "legend-miss", s: "legend-ship", h: "legend-hit", k: "legend-sunk" };
  var EFFECT = ["page-effect-none", "page-effect-miss", "page-effect-hit", "page-effect-sunk", "page-effect-off-board"];
  var MARK = ["w", "o", "s", "h", "k"];
  // The most shots a step label names (the move list names them all).
  var LABEL_SHOTS = 10;
  var LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  var VALUE = {};
  for (var v = 0; v < 64; v++) VALUE[LETTERS.charAt(v)] = v;
  // Outside a page (Node, which checks `decode` against html/steps-vectors.json) the
  // script hands over its decoder and binds nothing.
  if (typeof document === "undefined") {
    if (typeof module === "object" && module) module.exports = { decode: decode, rowOf: rowOf };
    return;
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function bdi(text) { return el("bdi", null, text); }

  // The page's words (markup.rs, script_words): each message by its id, a template whose slots
  // {0}, {1} … take the arguments in order; a message that counts something has a template for
  // each plural category of its counts ({ c: [the counts' slots], t: { "one": …, "other": … } }).
  var WORDS = { lang: "en", m: {} }, PLURAL = null;
  var wordsHolder = document.getElementById("page-words");
  if (wordsHolder) WORDS = JSON.parse(wordsHolder.textContent);
  try { PLURAL = new Intl.PluralRules(WORDS.lang); } catch (e) { PLURAL = null; }
  function category(n) { return PLURAL ? PLURAL.select(+n) : "other"; }

  // The message `id` with `args` in its slots, as a list of strings and nodes (an argument that
  // is a node, a name's isolate, stands as itself).
  function pieces(id, args) {
    var m = WORDS.m[id];
    if (m === undefined) return [id];
    if (typeof m !== "string") {
      var key = m.c.map(function (k) { return category(args[k]); }).join("|");
      var other = m.c.map(function () { return "other"; }).join("|");
      m = key in m.t ? m.t[key] : other in m.t ? m.t[other] : m.t[Object.keys(m.t)[0]];
    }
    var out = [], parts = m.split(/\{(\d+)\}/);
    for (var i = 0; i < parts.length; i++) {
      if (i % 2 === 0) { if (parts[i]) out.push(parts[i]); continue; }
      var a = args[+parts[i]];
      out.push(a !== null && typeof a === "object" ? a : String(a));
    }
    return out;
  }
  // The message as text (its arguments text or numbers).
  function say(id, args) {
    return pieces(id, args || []).map(function (p) { return typeof p === "string" ? p : p.textContent; }).join("");
  }
  // Appends the message to `parent`, its nodes as themselves (a copy where the message names one
  // twice); returns `parent`.
  function put(parent, id, args) {
    pieces(id, args || []).forEach(function (p) {
      parent.appendChild(typeof p === "string" ? document.createTextNode(p) : p.parentNode ? p.cloneNode(true) : p);
    });
    return parent;
  }

  // Reads the bits of the steps, first bit first, six a letter (steps.rs, "The bits").
  function Reader(text) {
    var i = 0, acc = 0, held = 0;
    function bit() {
      if (held === 0) { acc = VALUE[text.charAt(i++)] || 0; held = 6; }
      held--;
      return (acc >> held) & 1;
    }
    function get(w) { var v = 0; for (var k = 0; k < w; k++) v = v * 2 + bit(); return v; }
    function gamma() { var z = 0; while (bit() === 0 && z < 52) z++; return z ? Math.pow(2, z) + get(z) : 1; }
    return { get: get, gamma: gamma };
  }

  // The bits that write 0..values.
  function width(values) { var w = 0; while (Math.pow(2, w) < values) w++; return w; }

  // Plays a shot at `cell` of board `b` as steps.rs predicts it: water a miss, a ship cell a hit,
  // and a hit that leaves no unstruck ship cell edge-joined to it sinks them all.
  function predict(marks, set, columns, b, cell) {
    var m = marks[b];
    if (m[cell] === "w") { set(b, cell, "o"); return; }
    if (m[cell] !== "s") return;
    set(b, cell, "h");
    var joined = [cell], seen = {};
    seen[cell] = 1;
    for (var k = 0; k < joined.length; k++) {
      var at = joined[k], col = at % columns, near = [];
      if (col > 0) near.push(at - 1);
      if (col + 1 < columns) near.push(at + 1);
      if (at >= columns) near.push(at - columns);
      if (at + columns < m.length) near.push(at + columns);
      for (var j = 0; j < near.length; j++) {
        var x = near[j];
        if (seen[x] || (m[x] !== "s" && m[x] !== "h" && m[x] !== "k")) continue;
        if (m[x] === "s") return;
        seen[x] = 1;
        joined.push(x);
      }
    }
    joined.forEach(function (at) { set(b, at, "k"); });
  }

  // The game of step data `g` (html.rs, "Step data"): the board (columns, rows, letters), the
  // players, both boards before the first entry (`start`, a mark letter a cell) and, per entry,
  // its shooter, its shots ({ board, cell, effect, label }; the cell `size` is off the board), the
  // cells it changed ({ board, cell, was, now }, by board and cell) and its forfeit reason, if any;
  // then how the sheets number the moves and each entry's number.
  function decode(g) {
    var size = g.columns * g.rows, cellBits = width(size + 1), rd = Reader(g.steps), b, i, k;
    var n = rd.gamma() - 1, mode = rd.get(2), shooter = mode ? rd.get(1) : 0;
    var oneShot = rd.get(1), countBits = oneShot ? 0 : rd.get(5);
    var marks = [[], []];
    for (b = 0; b < 2; b++) {
      for (i = 0; i < size; i++) marks[b].push("w");
      if (rd.get(1)) {
        for (i = 0; i < size; i++) if (rd.get(1)) marks[b][i] = "s";
      } else if (!rd.get(1)) {
        for (k = rd.gamma() - 1; k > 0; k--) marks[b][rd.get(cellBits)] = "s";
      } else {
        // Runs of ship cells: first cell, across (0) or down (1), length.
        for (k = rd.gamma() - 1; k > 0; k--) {
          var first = rd.get(cellBits), step = rd.get(1) ? g.columns : 1;
          for (var len = rd.gamma(), j = 0; j < len; j++) marks[b][first + j * step] = "s";
        }
      }
    }
    var start = [marks[0].slice(), marks[1].slice()], raw = [];
    for (i = 0; i < n; i++) {
      var who = mode ? -1 : rd.get(1), count = oneShot ? 1 : rd.get(countBits), cells = [];
      for (k = 0; k < count; k++) cells.push(rd.get(cellBits));
      raw.push([who, cells]);
    }
    var fixes = {}, entryBits = width(n);
    for (k = rd.gamma() - 1; k > 0; k--) {
      var e = rd.get(entryBits), fb = rd.get(1), fat = rd.get(cellBits), mark = MARK[rd.get(3)];
      (fixes[e] = fixes[e] || []).push([fb, fat, mark]);
    }
    var forfeits = {}, off = g.off || [], offAt = 0, entries = [];
    (g.forfeits || []).forEach(function (f) { forfeits[f.entry] = f.reason; });
    for (i = 0; i < n; i++) {
      var by = mode ? shooter : raw[i][0], defender = 1 - by, prior = {}, order = [];
      var set = function (sb, at, now) {
        var key = sb + ":" + at;
        if (!(key in prior)) { prior[key] = marks[sb][at]; order.push([sb, at]); }
        marks[sb][at] = now;
      };
      raw[i][1].forEach(function (at) { if (at < size) predict(marks, set, g.columns, defender, at); });
      (fixes[i] || []).forEach(function (f) { set(f[0], f[1], f[2]); });
      var seen = {}, hit = false;
      var shots = raw[i][1].map(function (at) {
        if (at >= size) return { board: defender, cell: at, effect: 4, label: off[offAt++] || "?" };
        var key = defender + ":" + at, was = key in prior ? prior[key] : marks[defender][at], now = marks[defender][at];
        var effect = seen[at] || was === now ? 0 : now === "k" ? 3 : now === "h" ? 2 : now === "o" ? 1 : 0;
        seen[at] = 1;
        if (effect >= 2) hit = true;
        return { board: defender, cell: at, effect: effect, label: cellName(g, at) };
      });
      var diff = [];
      order.forEach(function (x) {
        var was = prior[x[0] + ":" + x[1]], now = marks[x[0]][x[1]];
        if (was !== now) diff.push({ board: x[0], cell: x[1], was: was, now: now });
      });
      diff.sort(function (p, q) { return p.board - q.board || p.cell - q.cell; });
      var entry = { shooter: by, shots: shots, diff: diff };
      if (forfeits[i] !== undefined) entry.forfeit = forfeits[i];
      entries.push(entry);
      if (mode === 1) shooter = 1 - by;
      else if (mode === 2) shooter = hit ? by : 1 - by;
    }
    return { columns: g.columns, rows: g.rows, letters: g.letters, players: g.players, size: size, start: start,
      entries: entries, numbering: g.numbering, numbers: numbered(g, entries) };
  }

  // Each entry's number as the players' sheets number it (data.rs, StepData::numbers). A batch
  // page leaves the numbers out where they are the count its `numbering` makes (verdict.rs,
  // Moves::counted), for room: a round or a shot is then the shooter's own count, a move the game's.
  function numbered(g, entries) {
    if (g.numbers) return g.numbers;
    var own = [0, 0];
    return entries.map(function (e, i) { own[e.shooter]++; return g.numbering === "move" ? i + 1 : own[e.shooter]; });
  }

  // The name of cell `at` (row * columns + column) in the board's letters: "E7".
  function cellName(g, at) { return g.letters.charAt(at % g.columns) + (Math.floor(at / g.columns) + 1); }

  // A row of a batch page's list with its fields named (html.rs, "Step data": the page holds it
  // as an array, for room): { line, error } for a line that could not be adjudicated, else
  // { line, players, outcome, winner (0, 1 or -1), fouls and warnings (codes, space-separated),
  // entries, fouled (the fouls that occurred), stepped (whether the page holds its steps), board
  // (its index in the page's boards) }.
  function rowOf(r) {
    if (r.length < 9) return { line: r[0], error: r[1] };
    return { line: r[0], players: [r[1], r[2]], outcome: r[3], winner: r[4], fouls: r[5], warnings: r[6],
      entries: r[7], fouled: r[8], stepped: r[9] === 1, board: r[10] || 0 };
  }

  // What entry n's shots did, in words: "E7 hit, K11 off the board".
  // With `most`, the first `most` shots and how many more: a volley of hundreds of shots would
  // make the step label taller than the window.
  function shotWords(e, most) {
    var shots = most && e.shots.length > most ? e.shots.slice(0, most) : e.shots;
    var words = shots.map(function (s) { return say("page-shot", [s.label, say(EFFECT[s.effect])]); }).join(say("list-comma"));
    return shots === e.shots ? words : say("page-shots-more", [words, e.shots.length - most]);
  }

  // What entry n did, in words: { forfeit: "timeout" } for a forfeit entry, else { shots: "E7
  // hit, K11 off the board" } ("no shot" for none).
  function entryWords(game, n) {
    var e = game.entries[n];
    if (e.forfeit) return { forfeit: e.forfeit };
    return { shots: e.shots.length ? shotWords(e, LABEL_SHOTS) : say("page-no-shot") };
  }

  // Writes what entry n was into the step label `out`, its move numbered as the sheets number it
  // and the shooter's name in an isolate of its own: "Round 4, ann: E7 hit", "Boris's shot 12:
  // Boris forfeits: timeout"; then `note`, when the URL asked for something else (see
  // wantedEntry).
  function describe(out, game, n, note) {
    out.textContent = "";
    if (n < 0) {
      out.appendChild(document.createTextNode(say("page-step-first")));
    } else {
      var words = entryWords(game, n), who = bdi(game.players[game.entries[n].shooter]);
      var at = [game.numbers[n], who];
      if (words.forfeit !== undefined) put(out, "page-step-forfeit/" + game.numbering, at.concat([words.forfeit]));
      else put(out, "page-step/" + game.numbering, at.concat([words.shots]));
    }
    if (note) out.appendChild(el("span", "step-note", " " + say("page-step-note", [note])));
  }

  // A key or value of the fragment percent-decoded ("%33" is "3"); one that is not valid
  // percent-encoded UTF-8 ("%E0%A4%A") is kept as written, and so names nothing the page reads.
  function decoded(text) {
    try { return decodeURIComponent(text); } catch (e) { return text; }
  }

  // The parts of a URL fragment in order, as [key, value], each decoded (a part without "=" has
  // the value null; "&&" holds no part).
  function partsOf(hash) {
    return hash.replace(/^#/, "").split("&").filter(Boolean).map(function (part) {
      var at = part.indexOf("=");
      return at < 0 ? [decoded(part), null] : [decoded(part.slice(0, at)), decoded(part.slice(at + 1))];
    });
  }

  // The parts of a URL fragment by name: "#game=7&entry=12" gives { game: ["7"], entry: ["12"] }.
  // No prototype, so that a key such as "constructor" names nothing but itself.
  function params(hash) {
    var out = Object.create(null);
    partsOf(hash).forEach(function (kv) { (out[kv[0]] = out[kv[0]] || []).push(kv[1]); });
    return out;
  }

  // A value from the URL as a note shows it: in quotation marks, in an isolate (FSI ... PDI) so
  // that right-to-left text in it cannot reorder the note around it, cut at 24 characters, and
  // each control, format or separator character written as its code point ("[U+202E]"), since as
  // itself it would be invisible, reorder the text or break the line.
  function quoted(value) {
    var chars = Array.from(value === null ? "" : value);
    var shown = chars.slice(0, 24).join("").replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, function (c) {
      return "[U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0") + "]";
    });
    return "\u201c\u2068" + shown + (chars.length > 24 ? "\u2026" : "") + "\u2069\u201d";
  }

  // The notes that are there, one after the other.
  function notes() {
    return Array.prototype.filter.call(arguments, Boolean).join(say("list-semicolon")) || null;
  }

  // The note naming the parts of the fragment `hash` that the page does not read (a key not in
  // `keys`, case counting: "Entry=3", "foo"), and saying what it reads (`reads`); or null: for an
  // empty fragment, one read whole, and the id of an element of the page ("#v3", "#board-0"),
  // which is the browser's own anchor.
  function unread(hash, keys, reads) {
    var raw = hash.replace(/^#/, ""), parts = partsOf(raw);
    if (!raw) return null;
    var other = parts.filter(function (kv) { return keys.indexOf(kv[0]) < 0; });
    if (other.length === parts.length && (document.getElementById(raw) || document.getElementById(decoded(raw)))) return null;
    if (!parts.length) other = [[decoded(raw), null]];
    if (!other.length) return null;
    var names = other.slice(0, 3).map(function (kv) { return quoted(kv[1] === null ? kv[0] : kv[0] + "=" + kv[1]); });
    var listed = names.join(say("list-comma"));
    if (other.length > 3) listed = say("page-unread-more", [listed, other.length - 3]);
    return say("page-unread", [listed, other.length, reads]);
  }

  // The entry the fragment's parts `p` ask for, of a game whose last entry is `last`: { n, note }.
  // Only one `entry` whose whole value is an integer from -1 to last, written as such ("7", not
  // "07", "+7", "7.0" or "1e3"), is taken; any other value shows the last entry, with a note
  // saying so, and the caller rewrites the URL to the entry shown. No `entry` at all gives n null.
  function wantedEntry(p, last) {
    var v = p.entry;
    if (!v) return { n: null, note: null };
    if (v.length === 1 && v[0] !== null && /^(?:-1|0|[1-9]\d{0,8})$/.test(v[0]) && +v[0] <= last) {
      return { n: +v[0], note: null };
    }
    var what = v.length > 1 ? say("page-entries-named", [v.length]) :
      v[0] === null ? say("page-entry-unnamed", [quoted("entry")]) : say("page-entry-wrong", [quoted(v[0])]);
    return { n: last, note: say("page-entry-last", [what, last]) };
  }

  // Keeps the URL's fragment at `hash`, the entry shown, at once: history.replaceState costs a
  // fraction of a millisecond, fires no hashchange and adds no history entry. A browser may
  // refuse a burst of them (Chromium takes 200 in 10 s, Safari throws): the write is then tried
  // again each second until it holds. One for the page, so that a game closed writes no more.
  var retry = null;
  // With `push`, the fragment is a new history entry (a game opened from the list of games, so
  // that Back returns to the one before); a step replaces it.
  function keep(hash, push) {
    clearTimeout(retry);
    if (location.hash === hash) return;
    try {
      if (push) history.pushState(null, "", hash);
      else history.replaceState(null, "", hash);
    } catch (e) { /* refused: tried again below */ }
    if (location.hash !== hash) retry = setTimeout(function () { keep(hash); }, 1000);
  }

  // Binds the stepper to the viewer `root` (boards `.grid`, stepper, move list `.log`) for
  // `game` (as `decode` gives it); the viewer keeps the URL's fragment at `prefix` + `entry=N`.
  function Viewer(root, game, prefix) {
    var last = game.entries.length - 1;
    var grids = root.querySelectorAll("table.grid");
    var cells = [grids[0].querySelectorAll("td"), grids[1].querySelectorAll("td")];
    var label = root.querySelector(".step-label");
    var list = root.querySelector(".moves");
    var rows = root.querySelectorAll("table.log tbody tr");
    // A row's id (entry=N) is for a page without script; with it, #entry=N is the stepper's and
    // lands on the boards, not on the row as the browser's own anchor would.
    for (var ri = 0; ri < rows.length; ri++) if (rows[ri].id) rows[ri].removeAttribute("id");
    var marks = [game.start[0].slice(), game.start[1].slice()];
    var lit = [], at = -1, current = null;

    // The cells a violation names, each with the entry from which it is marked (data-from),
    // read once: `flagFrom[b][i]`, or null for a cell no violation names.
    var flagged = [], flagFrom = [[], []];
    for (var fb = 0; fb < 2; fb++) {
      for (var fi = 0; fi < cells[fb].length; fi++) {
        var from = cells[fb][fi].getAttribute("data-from");
        flagFrom[fb].push(from === null ? null : +from);
        if (from !== null) flagged.push([fb, fi, +from]);
      }
    }

    // Writes a cell's mark, flag and name, touching only what changed: a write that changes
    // nothing still costs the browser a style and layout pass over the board.
    function paint(b, i) {
      var td = cells[b][i], m = marks[b][i];
      var flag = flagFrom[b][i] !== null && flagFrom[b][i] <= at;
      var cls = "m-" + m + (flag ? " flag" : "");
      if (td.className !== cls) td.className = cls;
      var holder = td.firstElementChild || td;
      if (holder.textContent !== SYMBOL[m]) holder.textContent = SYMBOL[m];
      var cell = td.getAttribute("data-cell"), word = say(WORD[m]);
      var words = flag ? say("page-cell-named", [cell, word, td.getAttribute("data-note")]) : say("page-cell", [cell, word]);
      if (td.title !== words) {
        td.title = words;
        td.setAttribute("aria-label", words);
      }
    }

    // Shows the boards after entry n (-1: before the first), and writes the URL to say so unless
    // `how` is null (a page opened without an entry in its URL); `note` goes after the label.
    function show(n, how, note) {
      n = Math.max(-1, Math.min(last, n));
      var touched = {}, k, d, was = at;
      while (at < n) {
        at++;
        d = game.entries[at].diff;
        for (k = 0; k < d.length; k++) { marks[d[k].board][d[k].cell] = d[k].now; touched[d[k].board + ":" + d[k].cell] = 1; }
      }
      while (at > n) {
        d = game.entries[at].diff;
        for (k = d.length - 1; k >= 0; k--) { marks[d[k].board][d[k].cell] = d[k].was; touched[d[k].board + ":" + d[k].cell] = 1; }
        at--;
      }
      lit.forEach(function (td) { td.classList.remove("new", "last"); });
      // A flagged cell changes only when the step crosses the entry it is marked from.
      for (k = 0; k < flagged.length; k++) {
        var f = flagged[k];
        if ((f[2] <= was) !== (f[2] <= n)) touched[f[0] + ":" + f[1]] = 1;
      }
      Object.keys(touched).forEach(function (key) { var p = key.split(":"); paint(+p[0], +p[1]); });
      lit = [];
      if (n >= 0) {
        game.entries[n].diff.forEach(function (x) { lit.push(cells[x.board][x.cell]); cells[x.board][x.cell].classList.add("new"); });
        game.entries[n].shots.forEach(function (s) {
          if (s.cell < game.size) { lit.push(cells[s.board][s.cell]); cells[s.board][s.cell].classList.add("last"); }
        });
      }
      if (label) describe(label, game, n, note);
      if (current) { current.classList.remove("current"); current.removeAttribute("aria-current"); current.tabIndex = -1; }
      current = n >= 0 ? rows[n] : null;
      if (current) {
        current.classList.add("current");
        current.setAttribute("aria-current", "step");
        current.tabIndex = 0;
        if (list) {
          // Scrolls the list alone, never the page.
          var top = current.offsetTop, bottom = top + current.offsetHeight, head = list.querySelector("thead");
          var above = head ? head.offsetHeight : 0;
          if (top - above < list.scrollTop) list.scrollTop = top - above;
          else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
        }
        if (how === "key" || how === "row") current.focus({ preventScroll: true });
      } else if (rows.length) {
        rows[0].tabIndex = 0;
      }
      if (how !== null) keep("#" + prefix + "entry=" + n, how === "list");
    }

    // The page shows the final boards; the stepper starts from the boards before the first entry.
    for (var b = 0; b < 2; b++) for (var i = 0; i < cells[b].length; i++) paint(b, i);
    root.querySelectorAll("[data-step]").forEach(function (button) {
      button.addEventListener("click", function () {
        var go = { first: -1, prev: at - 1, next: at + 1, last: last }[button.getAttribute("data-step")];
        show(go, "click");
      });
    });
    if (list) {
      // One listener for every row: a log of thousands of entries adds none a row.
      list.addEventListener("click", function (ev) {
        var row = ev.target.closest("tbody tr");
        if (!row || ev.target.closest("a")) return;
        show(row.sectionRowIndex, "row");
      });
      list.addEventListener("keydown", function (ev) {
        if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
        var step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[ev.key];
        if (step) { ev.preventDefault(); show(at + step, "key"); }
        else if (ev.key === "Enter" && ev.target.tagName === "TR") {
          show(ev.target.sectionRowIndex, "key");
        }
      });
    }
    var stepper = root.querySelector(".stepper");
    if (stepper) stepper.hidden = false;
    root.querySelectorAll(".js-only").forEach(function (e) { e.hidden = false; });
    root.classList.add("stepping");
    return { show: show, at: function () { return at; }, last: last };
  }

  // What a link or the URL's fragment shows: set by the game page or the batch page, it takes the
  // fragment ("#entry=12", "#game=7&entry=12") and says whether it named a step it handled.
  var route = function () { return false; };

  // A link within the page to a violation (#v3) shows it without changing the fragment, which
  // keeps the shown entry's #entry=N. A link to a step moves the boards on every click, the
  // same link twice included (a fragment unchanged fires no hashchange).
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest && ev.target.closest("a[href^='#']");
    if (!a || ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.altKey) return;
    var href = a.getAttribute("href");
    if (/^#v\d/.test(href)) {
      var target = document.getElementById(href.slice(1));
      if (!target) return;
      ev.preventDefault();
      target.classList.add("targeted");
      target.tabIndex = -1;
      target.scrollIntoView({ block: "center" });
      target.focus({ preventScroll: true });
    } else if (route(href, true)) {
      ev.preventDefault();
    }
  });
  window.addEventListener("hashchange", function () { route(location.hash, true); });

  // A game page: one viewer, its step data in the page.
  var holder = document.querySelector("script.game-data");
  var viewer = document.getElementById("viewer");
  if (holder && viewer && !document.getElementById("batch-data")) {
    var one = Viewer(viewer, decode(JSON.parse(holder.textContent)), "");
    var loaded = false, reads = say("page-reads-entry", [one.last]);
    route = function (hash, scroll) {
      var wanted = wantedEntry(params(hash), one.last), note = notes(wanted.note, unread(hash, ["entry"], reads));
      if (wanted.n === null) {
        // No entry: the entry shown stays (the last, on loading) and the URL as it is; the label
        // drops any note of an earlier fragment and names what this one has that is not read.
        one.show(loaded ? one.at() : one.last, null, note);
        return false;
      }
      one.show(wanted.n, "hash", note);
      if (scroll) viewer.scrollIntoView({ block: "start" });
      return true;
    };
    // A link to an entry lands on the boards.
    route(location.hash, true);
    loaded = true;
  }

  // A batch page: the list of games, a page at a time, with filters; a game opens its viewer.
  var batch = document.getElementById("batch-data");
  if (!batch) return;
  var data = JSON.parse(batch.textContent), all = data.rows.map(rowOf), per = data.perPage;
  var section = document.getElementById("games");
  var form = section.querySelector("form.filters");
  var body = section.querySelector("table.games tbody");
  var count = section.querySelector(".list-count");
  var pageLabel = section.querySelector(".page-label");
  var view = document.getElementById("game-view");
  var shown = all, page = 0, opened = null;
  var OUTCOME = { win: "batch-outcome-win", forfeit: "batch-outcome-forfeit", draw: "batch-outcome-draw",
    unfinished: "batch-outcome-unfinished", double_forfeit: "batch-outcome-double-forfeit" };

  function matches(row, player, outcome, foul) {
    if (row.error !== undefined) {
      return (!outcome || outcome === "error") && !player && (!foul || foul === "-");
    }
    if (player && row.players[0].toLowerCase().indexOf(player) < 0 && row.players[1].toLowerCase().indexOf(player) < 0) return false;
    if (outcome && row.outcome !== outcome) return false;
    if (foul === "*") return row.fouls !== "";
    if (foul === "-") return row.fouls === "";
    if (foul) return (" " + row.fouls + " ").indexOf(" " + foul + " ") >= 0;
    return true;
  }

  function filter() {
    var player = form.player.value.trim().toLowerCase(), outcome = form.outcome.value, foul = form.foul.value;
    shown = player || outcome || foul ? all.filter(function (r) { return matches(r, player, outcome, foul); }) : all;
    page = 0;
    render();
  }

  function render() {
    var pages = Math.max(1, Math.ceil(shown.length / per));
    page = Math.max(0, Math.min(pages - 1, page));
    var rows = document.createDocumentFragment();
    shown.slice(page * per, page * per + per).forEach(function (row) {
      var tr = el("tr");
      tr.appendChild(el("td", "num", String(row.line)));
      if (row.error !== undefined) {
        tr.appendChild(el("td", "message")).appendChild(bdi(row.error)).parentNode.colSpan = 6;
        tr.firstChild.nextSibling.insertBefore(el("span", "foul", say("batch-not-adjudicated") + ": "), tr.firstChild.nextSibling.firstChild);
        rows.appendChild(tr);
        return;
      }
      tr.appendChild(put(el("td"), "page-players", [bdi(row.players[0]), bdi(row.players[1])]));
      tr.appendChild(put(el("td"), OUTCOME[row.outcome], [row.winner >= 0 ? bdi(row.players[row.winner]) : ""]));
      tr.appendChild(el("td", "code foul", row.fouls ? say("batch-row-fouls", [row.fouls, row.fouled]) : "\u2014"));
      tr.appendChild(el("td", "code", row.warnings || "\u2014"));
      tr.appendChild(el("td", "num", String(row.entries)));
      var open = el("td");
      if (row.stepped) {
        var button = el("button", null, say("batch-step-through"));
        button.type = "button";
        button.setAttribute("aria-label", say("batch-step-through-label", [row.line]));
        button.addEventListener("click", function () { openGame(row, 0, true, null, "list"); });
        open.appendChild(button);
      } else {
        open.textContent = row.entries > data.maxSteppedEntries ? say("batch-final-only") : row.entries ? say("batch-own-page-only") : "\u2014";
      }
      tr.appendChild(open);
      rows.appendChild(tr);
    });
    body.textContent = "";
    body.appendChild(rows);
    var blank = all.length ? all[all.length - 1].line - all.length : 0;
    var lines = shown.length === all.length ? say("batch-lines", [all.length]) : say("batch-lines-of", [shown.length, all.length]);
    count.textContent = blank ? say("batch-lines-skipped", [lines, blank]) : lines;
    pageLabel.textContent = say("batch-page-of", [page + 1, pages]);
    section.querySelector("[data-page=prev]").disabled = page === 0;
    section.querySelector("[data-page=next]").disabled = page >= pages - 1;
  }

  // The step data of a row (html.rs, "Step data"): its line of its block, read only now, so
  // that the heap holds the steps of the game open alone; with the board and the names, as a
  // game page's step data holds them.
  var blocks = document.querySelectorAll("script.steps");
  function gameOf(row) {
    var i = all[row.line - 1] === row ? row.line - 1 : all.indexOf(row);
    var text = blocks[Math.floor(i / data.stepsABlock)].textContent, at = 0;
    for (var k = i % data.stepsABlock; k > 0; k--) at = text.indexOf("\n", at) + 1;
    var end = text.indexOf("\n", at), g = JSON.parse(text.slice(at, end < 0 ? text.length : end));
    var board = data.boards[row.board];
    g.columns = board.columns; g.rows = board.rows; g.letters = board.letters; g.players = row.players;
    return g;
  }

  function link(href, cls, text) { var a = el("a", cls, text); a.href = href; return a; }

  // Entry e's move as the sheets number it ("round 4", "ann's shot 5", "move 7"), written into
  // `parent` with the shooter's name in an isolate of its own; returns `parent`.
  function putMove(parent, game, e) {
    return put(parent, "violation-entry/" + game.numbering, [game.numbers[e], bdi(game.players[game.entries[e].shooter])]);
  }
  // The same as text.
  function moveName(game, e) { return putMove(el("span"), game, e).textContent; }

  // A cell a violation names (data.rs, CellItem): an index on its board, { cell, label } or a
  // label on no board.
  function cellIndex(c) { return typeof c === "number" ? c : typeof c === "string" ? -1 : c.cell; }
  function cellText(g, c) { return typeof c === "number" ? cellName(g, c) : typeof c === "string" ? c : c.label; }

  // The cells the violations name, marked as the game page marks them (game.rs, flags): by
  // "board:cell", { violation: the first naming it, from: the entry it is marked from, note }.
  function flagsOf(game, violations) {
    var flags = {};
    violations.forEach(function (x, i) {
      if (x.board < 0) return;
      var what = say("page-named-what", [x.code, x.entry >= 0 ? moveName(game, x.entry) : say("violation-placement")]);
      x.cells.forEach(function (c) {
        var at = cellIndex(c);
        if (at < 0) return;
        var key = x.board + ":" + at, f = flags[key];
        if (f) { f.from = Math.min(f.from, x.entry); f.named.push(what); }
        else flags[key] = { violation: i, from: x.entry, named: [what] };
      });
    });
    Object.keys(flags).forEach(function (key) {
      flags[key].note = say("page-named-by", [flags[key].named.join(say("list-comma"))]);
    });
    return flags;
  }

  // The game view's skeleton (game.rs, view_template): the page holds it once, written where the
  // game page's view is; a game opened is a copy of it, filled from the game's step data.
  var template = document.getElementById("game-view-template");

  // Fills the table `table` (a copy of the template's, its body one empty row) with a row for
  // each of `items`, a copy of that row filled by `fill(tr, cells, item, i)`.
  function fillRows(table, items, fill) {
    var body = table.querySelector("tbody"), proto = body.firstElementChild;
    body.removeChild(proto);
    items.forEach(function (item, i) {
      var tr = proto.cloneNode(true);
      fill(tr, tr.children, item, i);
      body.appendChild(tr);
    });
  }

  // Shows the viewer of a game from its row as the game's own page shows it (boards with the
  // cells violations name, stepper, legend, move list with what each shot did and each entry's
  // violations, then the violations): a copy of the page's template, filled, then bound. `note`
  // says how the URL's entry was read (see wantedEntry); `how` is "list" when the list of games
  // opened it (the URL then gets a history entry of its own).
  function openGame(row, entry, scroll, note, how) {
    var g = gameOf(row), game = decode(g), prefix = "game=" + row.line + "&";
    var violations = g.violations || [], flags = flagsOf(game, violations), replies = {};
    (g.replies || []).forEach(function (a) { replies[a.entry] = a.reply; });
    var copy = template.content.cloneNode(true), grids = copy.querySelector(".grids");
    copy.removeChild(grids);
    put(copy.querySelector("h2"), "batch-game-heading", [row.line, bdi(g.players[0]), bdi(g.players[1])]);
    var root = copy.querySelector(".viewer"), figures = root.querySelectorAll("figure.board");
    for (var b = 0; b < 2; b++) {
      figures[b].querySelector("strong").appendChild(bdi(g.players[b]));
      put(figures[b].querySelector("small"), "page-board-note", [bdi(g.players[b]), bdi(g.players[1 - b])]);
      var table = grids.children[row.board].cloneNode(true), tds = table.querySelectorAll("td");
      table.setAttribute("data-board", b);
      for (var i = 0; i < tds.length; i++) {
        tds[i].setAttribute("data-cell", cellName(g, i));
        var f = flags[b + ":" + i];
        if (f) {
          tds[i].setAttribute("data-from", f.from);
          tds[i].setAttribute("data-note", f.note);
          tds[i].appendChild(link("#v" + f.violation));
        }
      }
      figures[b].querySelector(".grid-wrap").appendChild(table);
    }
    var byEntry = {}, moveHeading = say("page-col-move/" + game.numbering);
    violations.forEach(function (x, i) { if (x.entry >= 0) (byEntry[x.entry] = byEntry[x.entry] || []).push(i); });
    var log = root.querySelector("table.log");
    log.querySelector("thead th").textContent = moveHeading;
    fillRows(log, game.entries, function (tr, td, e, n) {
      if (g.decides === n) tr.className = "decides";
      td[0].textContent = String(game.numbers[n]);
      td[1].textContent = String(n);
      td[2].appendChild(bdi(g.players[e.shooter]));
      td[3].textContent = e.forfeit ? say("page-forfeit-entry", [e.forfeit]) : e.shots.map(function (s) { return s.label; }).join(" ");
      td[4].textContent = !(n in replies) ? "" : replies[n] === null ? "\u2014" : replies[n];
      td[5].textContent = e.shots.length ? shotWords(e) : "\u2014";
      if (g.decides === n) td[6].appendChild(el("strong", null, say("page-decides")));
      (byEntry[n] || []).forEach(function (i, k) {
        if (k > 0 || g.decides === n) td[6].appendChild(document.createTextNode(k > 0 ? ", " : "; "));
        td[6].appendChild(link("#v" + i, violations[i].foul ? "foul" : "warning", violations[i].code));
      });
    });
    root.nextElementSibling.textContent = say("batch-replies-note", [row.line]);
    var listed = copy.querySelector("section"), scroller = listed.querySelector(".scroll");
    var fouls = violations.filter(function (x) { return x.foul; }).length;
    listed.querySelector("p.sub").textContent = say("page-violation-count", [fouls, violations.length - fouls]);
    if (!violations.length) {
      listed.removeChild(scroller);
    } else {
      scroller.querySelectorAll("thead th")[3].textContent = moveHeading;
      fillRows(scroller.querySelector("table"), violations, function (tr, td, x, i) {
        var severity = x.foul ? "foul" : "warning";
        tr.id = "v" + i;
        td[0].className = severity;
        td[0].textContent = say("violation-" + severity);
        td[1].firstElementChild.textContent = x.code;
        td[2].appendChild(bdi(g.players[x.player]));
        if (x.entry >= 0) td[3].appendChild(putMove(link("#" + prefix + "entry=" + x.entry, "entry"), game, x.entry));
        else td[3].textContent = say("violation-placement");
        td[4].textContent = x.cells.map(function (c) { return cellText(g, c); }).join(" ") || "\u2014";
        td[5].firstElementChild.textContent = x.message;
      });
    }
    view.textContent = "";
    view.appendChild(copy);
    var v = Viewer(root, game, prefix);
    opened = { line: row.line, viewer: v };
    v.show(entry === null ? v.last : entry, how || "open", note);
    if (scroll) view.scrollIntoView({ block: "start" });
  }

  form.addEventListener("input", filter);
  form.addEventListener("submit", function (ev) { ev.preventDefault(); });
  section.querySelector("[data-page=prev]").addEventListener("click", function () { page--; render(); });
  section.querySelector("[data-page=next]").addEventListener("click", function () { page++; render(); });
  section.querySelectorAll(".js-only").forEach(function (e) { e.hidden = false; });
  render();
  // Says in the game view why the URL's game cannot be opened, in place of any game shown, and
  // then `other`, the note of what else in the URL is not read, if any.
  function unopenable(text, other) {
    opened = null;
    view.textContent = "";
    [text, other && other + "."].forEach(function (t) {
      if (!t) return;
      var note = el("p", "game-note", t);
      note.setAttribute("role", "status");
      view.appendChild(note);
    });
    return true;
  }

  // A link to a game's step (#game=LINE&entry=N) opens that game there (its entry read as
  // wantedEntry reads it); a line that names no game with steps says why in the game view. An
  // entry alone (#entry=N) steps the game open, if any. Any other part is named in a note.
  function routeBatch(hash, scroll) {
    var p = params(hash), lines = all.length ? all[all.length - 1].line : 0;
    var reads = say("batch-reads", [lines]);
    if (!p.game && opened) {
      var shown = opened.viewer, asked = wantedEntry(p, shown.last);
      var note = notes(asked.note, unread(hash, ["entry"], say("batch-reads-open", [reads])));
      shown.show(asked.n === null ? shown.at() : asked.n, asked.n === null ? null : "hash", note);
      if (asked.n !== null && scroll) view.scrollIntoView({ block: "start" });
      return asked.n !== null;
    }
    var other = unread(hash, p.game ? ["game", "entry"] : ["game"], reads);
    if (!p.game) {
      // Nothing open: a note of what is not read stands in the game view; a fragment with
      // nothing to note (empty, an anchor) takes away a note an earlier one left there.
      if (other) unopenable(other + ".");
      else if (view.querySelector(".game-note")) view.textContent = "";
      return false;
    }
    if (p.game.length !== 1 || p.game[0] === null || !/^[1-9]\d{0,8}$/.test(p.game[0])) {
      return unopenable(p.game.length > 1 ? say("batch-games-named", [p.game.length]) :
        say("batch-no-line", [p.game[0] === null ? quoted("game") : "#game=" + quoted(p.game[0]), lines]), other);
    }
    var line = +p.game[0];
    if (opened && opened.line === line) {
      var wanted = wantedEntry(p, opened.viewer.last);
      opened.viewer.show(wanted.n === null ? opened.viewer.last : wanted.n, "hash", notes(wanted.note, other));
      if (scroll) view.scrollIntoView({ block: "start" });
      return true;
    }
    // Rows are in line order, a line each, so line L is row L - 1 unless lines were skipped.
    var row = all[line - 1] && all[line - 1].line === line ? all[line - 1] : all.find(function (r) { return r.line === line; });
    if (!row && line < lines) return unopenable(say("batch-line-blank", [line]), other);
    if (!row) return unopenable(say("batch-no-game", [line, lines]), other);
    if (row.error !== undefined) return unopenable(say("batch-line-error", [line, row.error]), other);
    if (!row.stepped) {
      if (row.entries > data.maxSteppedEntries) {
        return unopenable(say("batch-too-long", [line, row.entries, data.maxSteppedEntries]), other);
      }
      return unopenable(say("batch-unstepped-game", [line]), other);
    }
    var entry = wantedEntry(p, row.entries - 1);
    openGame(row, entry.n, scroll, notes(entry.note, other));
    return true;
  }
  // A link lands on what it opened: the game, or the note saying why it could not.
  route = function (hash, scroll) {
    var handled = routeBatch(hash, scroll);
    if (scroll && view.querySelector(".game-note")) view.scrollIntoView({ block: "start" });
    return handled;
  };
  route(location.hash, true);
})();
