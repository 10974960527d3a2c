"use strict";
// The study desk's script. It sends what is clicked or typed to the server and puts the
// fragments the server answers with in place; it computes nothing about the games, and
// the words it shows come from the page (its data attributes) or from the server, in the
// page's language.

const page = document.body;
const problem = page.dataset.problem;
const $ = (id) => document.getElementById(id);

// The switch between the languages, on every page: the choice is kept in the `lang`
// cookie of this browser (the card table's pages read the same), which the server reads
// for every page and answer; the page is loaded again in it.
for (const b of document.querySelectorAll("[data-lang]")) {
  b.addEventListener("click", () => {
    document.cookie = "lang=" + b.dataset.lang + ";path=/;max-age=31536000;samesite=strict";
    location.reload();
  });
}

// The picture's keyboard and words, on a problem's page and on the exercise page: `box`
// holds the picture (put again with each answer), `hover` is the line its words go to, and
// `take(move)` plays a tall heap's take chosen with the keys. What a target does is shown
// in `hover` on hover and the same on focus (the keyboard). Returns `scrollable`, to call
// after each new picture.
function pictureKeys(box, hover, take) {
  // A picture wider than its box (on a phone) scrolls sideways; where it has no target to
  // reach with Tab, the box itself takes the focus, so that the keyboard can scroll it.
  function scrollable() {
    if (box.scrollWidth > box.clientWidth && !box.querySelector("[tabindex]")) box.tabIndex = 0;
    else box.removeAttribute("tabindex");
  }
  window.addEventListener("resize", scrollable);

  function words(e) {
    const t = e.target.closest("[data-words]");
    hover.textContent = t ? t.getAttribute("aria-valuetext") || t.dataset.words : "";
  }
  box.addEventListener("mouseover", words);
  box.addEventListener("focusin", words);

  // The keyboard on the picture: Enter or Space plays the target with the focus as a click
  // does. A tall heap's bar is a slider over its legal takes: the arrow keys (Up and Right
  // more, Down and Left fewer, Page Up and Page Down by ten, Home and End) choose the take,
  // Enter or Space takes it. Its words for a take are the server's (`data-take-one`, or
  // `data-take-many` with the number 999999999999, heaps.rs's TAKE_MARK, replaced).
  box.addEventListener("keydown", (e) => {
    const svg = box.querySelector("svg");
    const t = e.target.closest(".target");
    if (!svg || !t) return;
    const play = e.key === "Enter" || e.key === " ";
    if (!t.dataset.takes) {
      if (!play) return;
      e.preventDefault();
      t.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      return;
    }
    const size = Number(t.dataset.size);
    const takes = t.dataset.takes === "set"
      ? svg.dataset.set.split(",").map(Number).filter((s) => s <= size).sort((a, b) => a - b)
      : null;
    const now = Number(t.getAttribute("aria-valuenow"));
    if (play) {
      e.preventDefault();
      take(`${t.dataset.heap} ${now}`);
      return;
    }
    const step = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1, PageUp: 10, PageDown: -10 }[e.key];
    const least = takes ? 0 : 1;
    const most = takes ? takes.length - 1 : size;
    let at = takes ? takes.indexOf(now) : now;
    if (step) at = Math.min(most, Math.max(least, at + step));
    else if (e.key === "Home") at = least;
    else if (e.key === "End") at = most;
    else return;
    e.preventDefault();
    const n = takes ? takes[at] : at;
    const says = n === 1 ? t.dataset.takeOne : t.dataset.takeMany.replace("999999999999", String(n));
    t.setAttribute("aria-valuenow", String(n));
    t.setAttribute("aria-valuetext", says);
    hover.textContent = says;
  });
  return scrollable;
}

// The rest is a problem's page.
if (problem) {
  // The tab's session id: random, kept for the tab's life (sessionStorage is per tab).
  function tabId() {
    let id = sessionStorage.getItem("grundy-tab");
    if (!id) {
      const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_";
      const bytes = new Uint8Array(20);
      crypto.getRandomValues(bytes);
      id = Array.from(bytes, (b) => alphabet[b % 64]).join("");
      sessionStorage.setItem("grundy-tab", id);
    }
    return id;
  }
  const tab = tabId();

  // The exports (the pictures as files, the lesson to print) name this tab's session.
  for (const a of document.querySelectorAll("[data-export]")) {
    a.href = a.dataset.export + "?tab=" + encodeURIComponent(tab);
  }

  // A line of the page (error, notice): shown with `text`, hidden without. The notice keeps
  // its place when empty, so that "working" coming and going never moves the picture under
  // the student's pointer.
  function say(id, text) {
    const e = $(id);
    e.textContent = text || "";
    if (id === "notice") e.style.visibility = text ? "visible" : "hidden";
    else e.hidden = !text;
  }

  // Coins picked on a row (for one move), the first corner picked on a board.
  let picked = [];
  let corner = null;

  let pending = 0;
  // Sends `action` with `fields`; puts the answer's parts in place, or shows its error.
  async function act(action, fields) {
    pending += 1;
    page.dataset.busy = "yes";
    say("notice", page.dataset.working);
    try {
      const r = await fetch("/api/" + action, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(Object.assign({ tab, problem }, fields || {})),
      });
      const answer = await r.json();
      say("notice", "");
      if (r.status === 202) {
        // A heavy position in the desk's queue: its place shown, asked again in a second.
        say("error", "");
        say("notice", answer.waiting);
        setTimeout(() => act(action, fields), 1000);
      } else if (!r.ok) {
        say("error", answer.error);
      } else {
        say("error", "");
        put(answer);
      }
    } catch (e) {
      say("notice", "");
      say("error", page.dataset.offline);
    } finally {
      pending -= 1;
      if (pending === 0) delete page.dataset.busy;
      page.dataset.answers = String(Number(page.dataset.answers || 0) + 1);
    }
  }

  // Puts an answer's parts in place. A target of the picture that had the focus hands it
  // to the target in its place in the new picture, so that the keyboard keeps its place.
  function put(answer) {
    const targets = () => [...$("picture").querySelectorAll(".target")];
    const focused = targets().indexOf(document.activeElement);
    for (const [name, html] of Object.entries(answer.parts)) {
      if (name === "position") {
        $("position").value = html;
      } else {
        $(name).innerHTML = html;
      }
    }
    say("notice", answer.notice);
    picked = [];
    corner = null;
    controls();
    const now = targets();
    if (focused >= 0 && now.length > 0 && !$("picture").contains(document.activeElement)) {
      now[Math.min(focused, now.length - 1)].focus();
    }
    scrollable();
    page.dataset.version = String(answer.version);
  }

  const scrollable = pictureKeys($("picture"), $("hover"), (move) => act("move", { move }));

  // The controls as the game allows them.
  function controls() {
    const game = $("play").querySelector("[data-playing]");
    const playing = game && game.dataset.playing === "yes";
    const yes = (name) => playing && game.dataset[name] === "true";
    $("hint").disabled = !yes("yourTurn");
    $("undo").disabled = !yes("canUndo");
    $("start").disabled = !yes("atStart");
    $("again").disabled = !playing;
    $("move").disabled = !playing;
    $("practice").checked = game ? game.dataset.practice === "true" : false;
    const svg = $("picture").querySelector("svg");
    const pick = svg ? svg.dataset.pick : "";
    for (const help of document.querySelectorAll(".pick")) help.hidden = help.dataset.pick !== pick;
    $("turn").hidden = pick !== "coins";
    $("clear").hidden = pick !== "coins" && pick !== "pair";
    $("turn").disabled = picked.length === 0 || !yes("yourTurn");
  }

  // Where thin targets cross (the cuts of a large sheet, a few pixels apart), a click of the
  // mouse means the one whose middle line is nearest to it, whichever is drawn on top; a key
  // (a click with no position) means the target with the focus.
  function nearest(e, t) {
    if (!e.detail) return t;
    const under = document.elementsFromPoint(e.clientX, e.clientY)
      .filter((u) => u.classList && u.classList.contains("target") && u.dataset.move);
    const off = (u) => {
      const r = u.getBoundingClientRect();
      return r.width < r.height
        ? Math.abs(e.clientX - (r.left + r.width / 2))
        : Math.abs(e.clientY - (r.top + r.height / 2));
    };
    return under.reduce((a, b) => (off(b) < off(a) ? b : a), t);
  }

  // A click on the picture: a move, a coin, a corner, or a position to study.
  $("picture").addEventListener("click", (e) => {
    const svg = $("picture").querySelector("svg");
    const t = e.target.closest(".target");
    if (!svg || !t) return;
    const pick = svg.dataset.pick;
    if (pick === "move" && t.dataset.takes) {
      // A tall heap's bar: the depth of the click, as a share of the heap, is the take
      // (the legal take nearest to it where only the sizes of S are legal).
      const box = t.getBoundingClientRect();
      const size = Number(t.dataset.size);
      const depth = ((e.clientY - box.top) / box.height) * size;
      const takes = t.dataset.takes === "set"
        ? svg.dataset.set.split(",").map(Number).filter((s) => s <= size)
        : [Math.min(size, Math.max(1, Math.ceil(depth)))];
      const take = takes.reduce((a, b) => (Math.abs(b - depth) < Math.abs(a - depth) ? b : a));
      act("move", { move: `${t.dataset.heap} ${take}` });
    } else if (pick === "move") {
      act("move", { move: nearest(e, t).dataset.move });
    } else if (pick === "coins") {
      const coin = t.dataset.coin;
      const at = picked.indexOf(coin);
      if (at >= 0) picked.splice(at, 1);
      else picked.push(coin);
      t.classList.toggle("picked", at < 0);
      t.setAttribute("aria-pressed", String(at < 0));
      controls();
    } else if (pick === "pair") {
      if (corner === null) {
        corner = t.dataset.coin;
        t.classList.add("picked");
        t.setAttribute("aria-pressed", "true");
      } else {
        const move = corner + svg.dataset.join + t.dataset.coin;
        corner = null;
        act("move", { move });
      }
    }
  });

  // A node of the nim product's tree: study that product (a click, or Enter or Space).
  $("lesson").addEventListener("click", (e) => {
    const t = e.target.closest("[data-position]");
    if (!t) return;
    $("position").value = t.dataset.position;
    act("study", { position: t.dataset.position });
  });
  $("lesson").addEventListener("keydown", (e) => {
    const t = e.target.closest("[data-position]");
    if (!t || (e.key !== "Enter" && e.key !== " ")) return;
    e.preventDefault();
    t.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });

  // What an entry of the table is the mex of: on hover, and the same on a tap (a phone).
  function entry(e) {
    const c = e.target.closest(".cell");
    const title = c ? c.querySelector("title") : null;
    $("table-hover").textContent = title ? title.textContent : "";
  }
  $("table").addEventListener("mouseover", entry);
  $("table").addEventListener("click", entry);
  // The keyboard on the table: its entries are one tab stop, which the arrow keys move
  // (Left and Right along the entries, Up and Down to the entry drawn above or below in the
  // same column, Home and End to the first and the last); the entry with the focus
  // shows what it is the mex of, as a hover does.
  $("table").addEventListener("focusin", entry);
  $("table").addEventListener("keydown", (e) => {
    const c = e.target.closest(".cell[tabindex]");
    if (!c) return;
    const cells = [...$("table").querySelectorAll(".cell[tabindex]")];
    const at = cells.indexOf(c);
    // Where an entry is drawn: its square's corner.
    const xy = (o) => ["x", "y"].map((a) => Number(o.querySelector("rect").getAttribute(a)));
    const [x, y] = xy(c);
    // The nearest entry of the same column above (`d` = -1) or below (`d` = 1).
    const column = (d) => cells
      .filter((o) => xy(o)[0] === x && (xy(o)[1] - y) * d > 0)
      .reduce((a, o) => (a && Math.abs(xy(a)[1] - y) < Math.abs(xy(o)[1] - y) ? a : o), undefined);
    const next = {
      ArrowLeft: () => cells[at - 1],
      ArrowRight: () => cells[at + 1],
      ArrowUp: () => column(-1),
      ArrowDown: () => column(1),
      Home: () => cells[0],
      End: () => cells[cells.length - 1],
    }[e.key];
    if (!next) return;
    e.preventDefault();
    const to = next();
    if (!to) return;
    c.tabIndex = -1;
    to.tabIndex = 0;
    to.focus();
  });

  $("turn").addEventListener("click", () => {
    const svg = $("picture").querySelector("svg");
    act("move", { move: picked.join(svg.dataset.join) });
  });
  $("clear").addEventListener("click", () => {
    picked = [];
    corner = null;
    for (const t of $("picture").querySelectorAll(".picked")) {
      t.classList.remove("picked");
      t.removeAttribute("aria-pressed");
    }
    controls();
  });
  $("hint").addEventListener("click", () => act("move", { move: "hint" }));
  $("undo").addEventListener("click", () => act("move", { move: "undo" }));
  // The take-back button of a mistake's notice: undo, for the move just made.
  $("play").addEventListener("click", (e) => {
    if (e.target.closest("[data-take-back]")) act("move", { move: "undo" });
  });
  $("start").addEventListener("click", () => act("start"));
  $("again").addEventListener("click", () => act("again"));
  $("practice").addEventListener("change", (e) => act("practice", { on: e.target.checked }));

  $("study-form").addEventListener("submit", (e) => {
    e.preventDefault();
    act("study", { position: $("position").value });
  });
  $("paste-form").addEventListener("submit", (e) => {
    e.preventDefault();
    act("paste", { input: $("paste").value });
  });
  $("move-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const move = $("move").value;
    act("move", { move }).then(() => {
      if (!$("error").textContent) $("move").value = "";
    });
  });
  $("cases").addEventListener("click", (e) => {
    const t = e.target.closest("[data-case]");
    if (t) act("case", { case: Number(t.dataset.case) });
  });

  act("state");
}
