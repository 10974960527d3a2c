"use strict";
// A seat's page: its cards and its actions. The seat's token is the last part of the
// page's address; every action carries it in the X-Seat-Token header.
//
// A choice half made (keep boxes ticked, a card named, a layer picked, a confirmation
// asked for) stays when a view arrives: every field carries a `data-key`, and the page
// is rebuilt with the values of the fields the player changed, and the focus, as they
// were.

const TOKEN = location.pathname.split("/").pop();
let view = null;
// The action waiting for its confirmation: { question, action, keys }.
let pending = null;
// A press on its way to the referee, and whether the page follows the game: the buttons
// work only when there is none and it does.
let pressing = false;
let linked = false;

// Every button of the page is disabled while a press is in flight or the page does not
// follow the game (its view may be old).
function setButtons() {
  const off = pressing || !linked;
  for (const b of document.querySelectorAll("main button")) b.disabled = off;
  document.body.dataset.pressing = pressing ? "1" : "";
  if (!off) refocus();
}

// The control that had the keyboard's focus when a press was made or a view arrived, by
// what it is (its tag, id and data-* attributes, the region it is in), so that the focus
// stays there when the page is rebuilt (or while its buttons were disabled) instead of
// falling to the top of the page: { css, region }.
let focusWanted = null;

function focusIdentity(e) {
  if (!e || e === document.body || !e.closest || !e.closest("main")) return null;
  let css = e.tagName.toLowerCase();
  if (e.id) css += "#" + CSS.escape(e.id);
  for (const a of e.attributes) {
    if (a.name.startsWith("data-") && a.name !== "data-touched") {
      css += "[" + a.name + '="' + CSS.escape(a.value) + '"]';
    }
  }
  const region = e.closest("main [id]");
  return { css, region: region ? region.id : null };
}

// Gives the focus back to the control `focusWanted` names, once it can take it: the same
// control if the page still has it, else the first control of its region (an action
// carried out takes its button away), else the region itself.
function refocus() {
  const want = focusWanted;
  if (!want) return;
  const now = document.activeElement;
  if (now && now !== document.body && document.contains(now) && !now.disabled) {
    focusWanted = null;
    return;
  }
  const same = document.querySelector("main " + want.css);
  if (same && same.disabled) return;
  focusWanted = null;
  if (same) {
    same.focus({ preventScroll: true });
    return;
  }
  const region = want.region && document.getElementById(want.region);
  if (!region) return;
  const first = region.querySelector("button:not([disabled]), input, select");
  if (first) {
    first.focus({ preventScroll: true });
  } else {
    region.tabIndex = -1;
    region.focus({ preventScroll: true });
  }
}

// Says `text` to screen readers: politely (a turn, a counter window), or at once (a
// refusal). The same text said again is said again.
function announce(text, urgent) {
  const box = document.getElementById(urgent ? "alarm" : "announce");
  box.textContent = box.textContent === text ? text + "\u00a0" : text;
}

// The values of the fields in `box` the player changed (and which one has the focus),
// by their keys.
function saveFields(box) {
  const fields = {};
  for (const f of box.querySelectorAll("[data-key][data-touched]")) {
    fields[f.dataset.key] = f.type === "checkbox" ? f.checked : f.value;
  }
  const focused = document.activeElement && document.activeElement.dataset
    ? document.activeElement.dataset.key : undefined;
  return { fields, focused };
}

// Puts back what `saveFields` kept, in the fields that are still there.
function restoreFields(box, saved) {
  for (const f of box.querySelectorAll("[data-key]")) {
    const v = saved.fields[f.dataset.key];
    if (v === undefined) continue;
    if (f.type === "checkbox") f.checked = v;
    else f.value = v;
    f.dataset.touched = "1";
  }
  if (saved.focused) {
    const f = box.querySelector('[data-key="' + CSS.escape(saved.focused) + '"]');
    if (f) f.focus();
  }
}

// Empties the fields of `keys` (a choice carried out).
function clearFields(keys) {
  for (const k of keys || []) {
    for (const f of document.querySelectorAll('[data-key="' + CSS.escape(k) + '"]')) {
      if (f.type === "checkbox") f.checked = false;
      else if (f.tagName !== "SELECT") f.value = "";
      delete f.dataset.touched;
    }
  }
}

function refuse(text) {
  const refusal = document.getElementById("refusal");
  refusal.textContent = SAY.refused(text);
  refusal.hidden = false;
  announce(refusal.textContent, true);
}

// Sends `action` (the words after the seat, as the terminal takes them) with the version of
// the view it was pressed on, and shows a refusal; once it is applied, the fields of `keys`
// are emptied. The referee applies it only if the game is still at that version: a press
// sent twice applies once. (A confirmed press is made on the view that shows the question.)
async function send(action, keys) {
  if (pressing || !linked || !view) return;
  focusWanted = focusIdentity(document.activeElement) || focusWanted;
  pressing = true;
  setButtons();
  const refusal = document.getElementById("refusal");
  refusal.hidden = true;
  document.body.dataset.clickedAt = String(Date.now());
  try {
    const r = await fetch("/api/act", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Seat-Token": TOKEN },
      body: JSON.stringify({ action, version: view.version }),
    });
    if (!r.ok) {
      const body = await r.json().catch(() => ({ error: SAY.noAnswer }));
      refuse(body.error);
    } else {
      clearFields(keys);
    }
  } catch (e) {
    refuse(SAY.unreachable);
  } finally {
    pressing = false;
    setButtons();
  }
}

// Asks for a confirmation before `action` is sent.
function confirmThen(question, action, keys) {
  pending = { question, action, keys };
  show(view);
}

function button(label, action, attrs) {
  const b = el("button", Object.assign({ type: "button", "data-act": action }, attrs || {}), label);
  b.addEventListener("click", () => send(action));
  return b;
}

// A field for a card's number, kept across views under `key`.
function cardField(key, placeholder) {
  return el("input", {
    type: "number", min: 1, max: 511, step: 1, inputMode: "numeric",
    placeholder: placeholder || SAY.card, "data-key": key,
  });
}

// The card named in `field`, or a refusal if it is empty.
function named(field) {
  const v = field.value.trim();
  if (v === "") {
    refuse(SAY.nameFirst);
    return null;
  }
  return v;
}

const can = (kind) => view && view.game && view.game.kinds.includes(kind);

// The preview of the action `line` (what the referee's engine says would follow), if any.
const previewOf = (line) => view && view.game && (view.game.previews || []).find((p) => p.act === line);

// The trie on this phone, with `ghost` (a preview's landing) drawn dashed, if given.
// A sequence as the television writes it: its ten bits, layer 10 first.
const bitString = (seq) => seq.toString(2).padStart(10, "0");

// The picture's words (its text alternative) are those of the television's. A landing
// drawn is scrolled into the trie's box (the box only: the page stays where it is).
function drawBoard(ghost) {
  const game = view && view.game;
  const pic = document.getElementById("trie");
  drawTrie(pic, game ? game.trie : null,
    { width: 500, me: view ? view.seat : null, ghost: ghost || null });
  pic.setAttribute("aria-label", trieWords(game && game.trie ? {
    public_bits: game.public_bits,
    seats: game.trie.seats.map((s) => ({ seat: s.seat, active: s.active, bits: bitString(s.seq) })),
    markers: game.trie.markers,
    prizes: game.trie.prizes,
  } : null));
  const drawn = ghost && pic.querySelector(".ghost");
  if (drawn) {
    const box = document.getElementById("trie-box");
    const r = drawn.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (r.top < b.top || r.bottom > b.bottom) box.scrollTop += (r.top + r.bottom) / 2 - (b.top + b.bottom) / 2;
    if (r.left < b.left || r.right > b.right) box.scrollLeft += (r.left + r.right) / 2 - (b.left + b.right) / 2;
  }
}

// Shows under `b` (a button of action `line`, or a function giving the line) the action's
// preview, and its landing on the trie while the button is pointed at or focused.
function withPreview(box, b, line) {
  const lineOf = typeof line === "function" ? line : () => line;
  const p = el("p", { class: "preview" });
  const fill = () => {
    const pv = previewOf(lineOf());
    p.textContent = pv ? SAY.preview(pv.text) : "";
    p.dataset.preview = pv ? pv.act : "";
    p.hidden = !pv;
    b.hidden = b.dataset.illegal === "1";
    p.hidden = p.hidden || b.hidden;
  };
  fill();
  const ghost = () => {
    const pv = previewOf(lineOf());
    if (pv && pv.land && pv.land.seq !== undefined) drawBoard({ target: pv.land.target, seq: pv.land.seq });
  };
  for (const on of ["pointerenter", "focus"]) b.addEventListener(on, ghost);
  for (const off of ["pointerleave", "blur"]) b.addEventListener(off, () => drawBoard(null));
  box.append(b, p);
  return fill;
}

// What a card of the hand (`c`, or the unseen cards' field when `c` is null) can do:
// be played on a sequence, be tested (with physical cards, naming the judgment card).
function cardButtons(game, c, box) {
  const which = c === null ? box.querySelector("[data-key=unseen-card]") : null;
  const cardOf = () => (c === null ? named(which) : String(c));
  const key = c === null ? "unseen" : String(c);
  if (can("play")) {
    for (const [target, label] of [["self", SAY.playSelf], ["public", SAY.playPublic]]) {
      const b = el("button", { type: "button", "data-play": key, "data-target": target,
        "data-act": "play " + (c === null ? "?" : c) + " " + target }, label);
      b.addEventListener("click", () => {
        const card = cardOf();
        if (card !== null) send("play " + card + " " + target, ["unseen-card"]);
      });
      withPreview(box, b, "play " + c + " " + target);
    }
  }
  if (can("test")) {
    const judgment = game.physical ? cardField("judgment-" + key, SAY.judgment) : null;
    if (judgment) box.append(judgment);
    const b = el("button", { type: "button", "data-test": key, "data-act": "test " + (c === null ? "?" : c) }, SAY.test);
    b.addEventListener("click", () => {
      const card = cardOf();
      if (card === null) return;
      if (judgment) {
        const j = named(judgment);
        if (j !== null) send("test " + card + " " + j, ["unseen-card", "judgment-" + key]);
      } else {
        send("test " + card);
      }
    });
    withPreview(box, b, "test " + c);
  }
}

function showHand(game) {
  const hand = document.getElementById("hand");
  hand.replaceChildren();
  for (const c of game.hand) {
    const card = el("div", { class: "card", "data-card": String(c) });
    card.append(el("strong", {}, String(c)), el("code", {}, c.toString(2).padStart(10, "0")));
    cardButtons(game, c, card);
    if (can("end")) {
      const keep = el("input", { type: "checkbox", "data-keep": String(c), "data-key": "keep-" + c });
      // With two cards or fewer, the whole hand is kept unless a box is unticked.
      keep.checked = game.hand.length + game.unseen <= 2;
      card.append(el("label", {}, keep, " " + SAY.keep));
    }
    hand.append(card);
  }
  if (game.unseen > 0) {
    const card = el("div", { class: "card unseen", "data-unseen": String(game.unseen) });
    card.append(el("strong", {}, "?"), el("span", {}, game.unseen_words));
    if (can("play") || can("test")) {
      card.append(el("span", { class: "help" }, SAY.unseenHelp), cardField("unseen-card"));
      cardButtons(game, null, card);
    }
    if (can("end")) {
      for (let i = 1; i <= game.unseen; i++) {
        card.append(el("label", {}, SAY.discardUnseen + " ", cardField("discard-unseen-" + i)));
      }
    }
    hand.append(card);
  }
  if (game.hand.length === 0 && game.unseen === 0) hand.append(el("p", {}, SAY.noCard));
}

function showSkills(game) {
  const box = document.getElementById("skills");
  box.replaceChildren();
  const kinds = [...new Set(game.me.skills)];
  for (const k of kinds) {
    const card = el("div", { class: "card skillcard", "data-skill-card": k });
    card.append(el("strong", {}, k));
    if (can("skill")) {
      let layer = null;
      // Only the layers the rules allow are offered: for I and C, those where the skill
      // acts on one sequence or the other; a target button shows only where it may.
      let legal = null;
      if (game.choices) {
        legal = { self: [], public: [] };
        for (const c of game.choices.layers) if (c.skill === k) legal[c.target] = c.layers;
      }
      if (k === "I" || k === "C") {
        layer = el("select", { "data-layer-for": k, "data-key": "layer-" + k });
        for (let l = 1; l <= 10; l++) {
          if (legal && !legal.self.includes(l) && !legal.public.includes(l)) continue;
          layer.append(el("option", { value: String(l) }, SAY.layer(l)));
        }
        if (layer.options.length === 0) layer = null;
        else card.append(layer);
      }
      const fills = [];
      for (const [target, label] of [["self", SAY.skillSelf], ["public", SAY.skillPublic]]) {
        if ((k === "I" || k === "C") && !layer) continue;
        const b = el("button", { type: "button", "data-skill": k, "data-target": target }, label);
        b.addEventListener("click", () => send("skill " + k + " " + target + (layer ? " " + layer.value : "")));
        const line = () => {
          if (layer && legal) b.dataset.illegal = legal[target].includes(Number(layer.value)) ? "" : "1";
          return "skill " + k + " " + target + (layer ? " " + layer.value : "");
        };
        fills.push(withPreview(card, b, line));
      }
      if (layer) layer.addEventListener("change", () => fills.forEach((f) => f()));
      card.refill = () => fills.forEach((f) => f());
    }
    if (can("discard")) {
      const b = el("button", { type: "button", "data-discard": k }, SAY.discardSkill);
      b.addEventListener("click", () => confirmThen(SAY.confirmDiscardSkill(skillName(k)), "discard " + k));
      withPreview(card, b, "discard " + k);
    }
    box.append(card);
  }
  if (kinds.length === 0) box.append(el("p", {}, SAY.none));
}

// The end of the turn: the cards whose box is unticked, and the unseen cards named as
// discarded, leave the hand (`end discard …`); with no unseen card, `end keep …` names the
// cards kept, as typed at the terminal.
function endLine(game) {
  const kept = [];
  const discarded = [];
  for (const c of game.hand) {
    const box = document.querySelector('input[data-keep="' + c + '"]');
    (box && box.checked ? kept : discarded).push(String(c));
  }
  const keys = [];
  for (let i = 1; i <= game.unseen; i++) {
    const f = document.querySelector('[data-key="discard-unseen-' + i + '"]');
    if (f && f.value.trim() !== "") {
      discarded.push(f.value.trim());
      keys.push("discard-unseen-" + i);
    }
  }
  if (discarded.length === 0) return { line: "end", discarded, keys };
  if (game.unseen === 0 && kept.length > 0) return { line: "end keep " + kept.join(" "), discarded, keys };
  return { line: "end discard " + discarded.join(" "), discarded, keys };
}

function showActions(game) {
  const box = document.getElementById("actions");
  box.replaceChildren();
  if (pending) {
    const ask = el("div", { class: "confirm", "data-confirm": pending.action });
    const yes = el("button", { type: "button", "data-yes": pending.action }, SAY.yes);
    const no = el("button", { type: "button", "data-cancel": "1" }, SAY.cancel);
    const p = pending;
    yes.addEventListener("click", () => { pending = null; show(view); send(p.action, p.keys); });
    no.addEventListener("click", () => { pending = null; show(view); });
    ask.append(el("p", {}, pending.question), yes, no);
    box.append(ask);
    return;
  }
  if (can("draw")) {
    if (game.physical) {
      const fields = [];
      for (let i = 1; i <= Math.min(2, game.deck); i++) fields.push(cardField("draw-" + i));
      const go = el("button", { type: "button", "data-act": "draw named" }, SAY.drawNamed);
      go.addEventListener("click", () => {
        const cards = fields.map(named);
        if (!cards.includes(null)) send("draw " + cards.join(" "), fields.map((f) => f.dataset.key));
      });
      box.append(el("div", { class: "row" }, ...fields, go), button(SAY.drawUnseen, "draw"));
    } else {
      box.append(button(SAY.drawTwo, "draw"));
    }
  }
  if (can("redeem")) withPreview(box, button(SAY.redeem, "redeem"), "redeem");
  if (can("take")) for (const k of game.takeable) box.append(button(SAY.take(k), "take " + k));
  if (can("counter")) {
    if (game.answer) {
      const chose = game.answer === "counter" ? SAY.youChoseCounter : SAY.youChoseLet;
      box.append(el("p", { class: "answered", "data-answer": game.answer }, chose));
    }
    withPreview(box, button(SAY.counter, "counter"), "counter");
    withPreview(box, button(SAY.letAct, "pass"), "pass");
  }
  if (can("end")) {
    const end = el("button", { type: "button", "data-act": "end" }, SAY.endTurn);
    end.addEventListener("click", () => {
      const e = endLine(game);
      if (e.discarded.length) confirmThen(SAY.confirmEnd(e.discarded.join(", ")), e.line, e.keys);
      else send(e.line);
    });
    withPreview(box, end, "end");
  }
  if (can("give")) {
    // Only the seats a token may go to.
    for (const t of (game.choices ? game.choices.gifts : game.others)) {
      const b = el("button", { type: "button", "data-give": String(t) }, SAY.give(t));
      b.addEventListener("click", () => confirmThen(SAY.confirmGive(t), "give " + t));
      withPreview(box, b, "give " + t);
    }
  }
  if (box.children.length === 0) box.append(el("p", {}, SAY.nothingToDo));
}

function show(v) {
  view = v;
  document.getElementById("title").textContent = SAY.title(v.seat);
  document.getElementById("situation").textContent =
    v.situation + (v.next && v.next !== v.situation ? " — " + v.next : "");
  document.getElementById("events").replaceChildren(...eventList(v.events || []));
  const game = v.game;
  const me = document.getElementById("me");
  const waiting = document.getElementById("waiting");
  const main = document.querySelector("main");
  const saved = saveFields(main);
  focusWanted = focusIdentity(document.activeElement) || focusWanted;
  if (!v.exists || !game) {
    me.textContent = v.exists ? SAY.notDealt : SAY.noSuchSeat(v.seat);
    for (const id of ["hand", "skills", "actions", "trie"]) document.getElementById(id).replaceChildren();
    document.getElementById("turn").textContent = "";
    waiting.hidden = true;
    document.body.dataset.hand = "";
    pending = null;
    setButtons();
    return;
  }
  me.replaceChildren(SAY.score, sliders(game.me.sliders, COLOURS[v.seat - 1]),
    SAY.scoreTokens(game.me.score, game.me.tokens), el("code", {}, game.me.bits),
    SAY.publicIs, el("code", {}, game.public_bits));
  me.style.color = COLOURS[v.seat - 1];
  document.getElementById("turn").textContent = game.me.bot ? SAY.botSeat(game.me.bot_words || game.me.bot) :
    !game.me.active ? SAY.eliminated :
    game.ended ? SAY.ended :
    game.current === v.seat ? SAY.yourTurn : SAY.playing(game.current);
  announceChanges(v, game);
  if (game.waiting) {
    const w = game.waiting;
    waiting.replaceChildren(waitingWords(w), ...w.asked.map((a) => el("span", { class: "asked" }, " · " + askedWords(a))));
    waiting.hidden = false;
  } else {
    waiting.hidden = true;
  }
  // A confirmation asked for an action no longer possible is dropped.
  if (pending) {
    const kind = pending.action.split(" ")[0];
    if (!can(kind)) pending = null;
  }
  document.body.dataset.hand = game.hand.join(" ");
  document.body.dataset.unseen = String(game.unseen);
  showHand(game);
  showSkills(game);
  showActions(game);
  restoreFields(main, saved);
  for (const c of document.querySelectorAll("#skills .card")) if (c.refill) c.refill();
  keepLimit();
  drawBoard(null);
  setButtons();
}

// What screen readers are told as views arrive: the seat's turn when it comes, a counter
// window when it asks this seat (once each).
let heard = { turn: false, window: "" };
function announceChanges(v, game) {
  const turn = !game.me.bot && game.me.active && !game.ended && game.current === v.seat;
  if (turn && !heard.turn) announce(SAY.yourTurn);
  heard.turn = turn;
  const asked = game.waiting && game.kinds.includes("counter") && !game.answer;
  const w = game.waiting;
  const key = asked ? [w.caster, w.skill, w.target, w.layer, v.version].join(" ") : "";
  if (asked && key !== heard.window) announce(SAY.announceWindow(waitingWords(w)));
  heard.window = key;
}

// At most two basic cards are kept: once two boxes are ticked (and no unseen card is
// held), the others cannot be.
function keepLimit() {
  const boxes = [...document.querySelectorAll("input[data-keep]")];
  const full = view && view.game && view.game.unseen === 0 &&
    boxes.filter((b) => b.checked).length >= 2;
  for (const b of boxes) b.disabled = full && !b.checked;
}

// The seat's link is no longer known (a new game was started): say so, for good.
async function lost() {
  const r = await fetch("/api/seat", { headers: { "X-Seat-Token": TOKEN } });
  if (r.status !== 403) return false;
  document.getElementById("situation").textContent = SAY.unknownLink;
  document.body.dataset.unknown = "1";
  for (const id of ["me", "turn", "hand", "skills", "actions", "events"]) {
    document.getElementById(id).replaceChildren();
  }
  document.getElementById("waiting").hidden = true;
  return true;
}

// A field the player changes is a choice to keep across views.
for (const kind of ["input", "change"]) {
  document.querySelector("main").addEventListener(kind, (e) => {
    if (e.target.dataset && e.target.dataset.key) e.target.dataset.touched = "1";
  });
}
document.querySelector("main").addEventListener("change", (e) => {
  if (e.target.dataset && e.target.dataset.keep !== undefined) keepLimit();
});

// The trie's zoom: buttons, and two fingers on the picture (a pinch). The picture is drawn
// at `zoom` times the phone's width, in a box that scrolls. (The trie is not in `main`: its
// buttons act on the page only, and work whatever the game's link.)
const ZOOM_MIN = 1, ZOOM_MAX = 4;
let zoom = 1;
function setZoom(z) {
  const box = document.getElementById("trie-box");
  const centre = (box.scrollLeft + box.clientWidth / 2) / Math.max(1, box.scrollWidth);
  zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));
  document.getElementById("trie").style.width = (100 * zoom) + "%";
  box.scrollLeft = centre * box.scrollWidth - box.clientWidth / 2;
  document.body.dataset.zoom = String(zoom);
}
for (const b of document.querySelectorAll("[data-zoom]")) {
  b.addEventListener("click", () => setZoom(
    b.dataset.zoom === "in" ? zoom * 1.5 : b.dataset.zoom === "out" ? zoom / 1.5 : 1));
}
(() => {
  const box = document.getElementById("trie-box");
  const touches = new Map();
  let start = null;
  const spread = () => {
    const [a, b] = [...touches.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  box.addEventListener("pointerdown", (e) => {
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.size === 2) start = { d: spread(), zoom };
  });
  box.addEventListener("pointermove", (e) => {
    if (!touches.has(e.pointerId)) return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.size === 2 && start && start.d > 0) setZoom(start.zoom * spread() / start.d);
  });
  for (const end of ["pointerup", "pointercancel", "pointerleave"]) {
    box.addEventListener(end, (e) => {
      touches.delete(e.pointerId);
      if (touches.size < 2) start = null;
    });
  }
})();

follow("/events/seat?token=" + encodeURIComponent(TOKEN), show, {
  link: (up) => {
    linked = up;
    setButtons();
  },
  lost,
});
