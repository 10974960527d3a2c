"use strict";
// A seat's page: its cards and its actions. The seat's token is the last part of the
// page's address; every action carries it in the X-Seat-Token header.

const TOKEN = location.pathname.split("/").pop();
let view = null;
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
}

// Sends `action` (the words after the seat, as the terminal takes them) with the version of
// the view it was pressed on, and shows a refusal. The referee applies it only if the game
// is still at that version: a press sent twice applies once.
async function send(action) {
  if (pressing || !linked || !view) return;
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
      const body = await r.json().catch(() => ({ error: "the referee did not answer" }));
      refusal.textContent = "error: " + body.error;
      refusal.hidden = false;
    }
  } catch (e) {
    refusal.textContent = "error: the referee cannot be reached";
    refusal.hidden = false;
  } finally {
    pressing = false;
    setButtons();
  }
}

function button(label, action, attrs) {
  const b = el("button", Object.assign({ type: "button", "data-act": action }, attrs || {}), label);
  b.addEventListener("click", () => send(action));
  return b;
}

const can = (kind) => view && view.game && view.game.kinds.includes(kind);

function showHand(game) {
  const hand = document.getElementById("hand");
  hand.replaceChildren();
  for (const c of game.hand) {
    const card = el("div", { class: "card", "data-card": String(c) });
    card.append(el("strong", {}, String(c)), el("code", {}, c.toString(2).padStart(10, "0")));
    if (can("play")) {
      card.append(button("play on me", "play " + c + " self"), button("play on public", "play " + c + " public"));
    }
    if (can("test")) {
      if (game.physical) {
        const j = el("input", { type: "number", min: 1, max: 1023, placeholder: "judgment", "data-judgment-for": String(c) });
        const b = el("button", { type: "button", "data-act": "test " + c }, "test");
        b.addEventListener("click", () => send("test " + c + " " + j.value));
        card.append(j, b);
      } else {
        card.append(button("test", "test " + c));
      }
    }
    if (can("end") && game.hand.length > 2) {
      const keep = el("input", { type: "checkbox", "data-keep": String(c) });
      card.append(el("label", {}, keep, " keep"));
    }
    hand.append(card);
  }
  if (game.hand.length === 0) hand.append(el("p", {}, "no card"));
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
      if (k === "I" || k === "C") {
        layer = el("select", { "data-layer-for": k });
        for (let l = 1; l <= 10; l++) layer.append(el("option", { value: String(l) }, "layer " + l));
        card.append(layer);
      }
      for (const target of ["self", "public"]) {
        const b = el("button", { type: "button", "data-skill": k, "data-target": target },
          (target === "self" ? "on me" : "on public"));
        b.addEventListener("click", () => send("skill " + k + " " + target + (layer ? " " + layer.value : "")));
        card.append(b);
      }
    }
    if (can("discard")) card.append(button("discard", "discard " + k));
    box.append(card);
  }
  if (kinds.length === 0) box.append(el("p", {}, "none"));
}

function showActions(game) {
  const box = document.getElementById("actions");
  box.replaceChildren();
  if (can("draw")) {
    if (game.physical) {
      const a = el("input", { type: "number", min: 1, max: 1023, placeholder: "card", "data-draw": "1" });
      const b = el("input", { type: "number", min: 1, max: 1023, placeholder: "card", "data-draw": "2" });
      const go = el("button", { type: "button", "data-act": "draw" }, "draw");
      go.addEventListener("click", () => send("draw " + a.value + " " + b.value));
      box.append(a, b, go);
    } else {
      box.append(button("draw two cards", "draw"));
    }
  }
  if (can("redeem")) box.append(button("redeem a token", "redeem"));
  if (can("take")) for (const k of ["<<", ">>", "~", "I", "C"]) box.append(button("take " + k, "take " + k));
  if (can("counter")) box.append(button("counter with C", "counter"));
  if (can("pass")) box.append(button("let my skill act", "pass"));
  if (can("end")) {
    const end = el("button", { type: "button", "data-act": "end" }, "end my turn");
    end.addEventListener("click", () => {
      const kept = [...document.querySelectorAll("input[data-keep]:checked")].map((i) => i.dataset.keep);
      send(kept.length ? "end keep " + kept.join(" ") : "end");
    });
    box.append(end);
  }
  if (can("give")) {
    for (const t of game.others) box.append(button("give a token to seat " + t, "give " + t));
  }
  if (box.children.length === 0) box.append(el("p", {}, "nothing to do now"));
}

function show(v) {
  view = v;
  document.getElementById("title").textContent = "XOR-Trie: seat " + v.seat;
  document.getElementById("situation").textContent =
    v.situation + (v.next && v.next !== v.situation ? " — " + v.next : "");
  const game = v.game;
  const me = document.getElementById("me");
  const waiting = document.getElementById("waiting");
  if (!v.exists || !game) {
    me.textContent = v.exists ? "the round is not dealt yet" : "there is no seat " + v.seat + " in this game";
    for (const id of ["hand", "skills", "actions"]) document.getElementById(id).replaceChildren();
    document.getElementById("turn").textContent = "";
    waiting.hidden = true;
    document.body.dataset.hand = "";
    return;
  }
  me.replaceChildren("score ", sliders(game.me.sliders, COLOURS[v.seat - 1]), " " + game.me.score +
    " · tokens " + game.me.tokens + " · sequence ", el("code", {}, game.me.bits), " · public ",
    el("code", {}, game.public_bits));
  me.style.color = COLOURS[v.seat - 1];
  document.getElementById("turn").textContent = !game.me.active ? "you are eliminated" :
    game.ended ? "the round has ended" :
    game.current === v.seat ? "your turn" : "seat " + game.current + " is playing";
  if (game.waiting) {
    const w = game.waiting;
    waiting.textContent = "seat " + w.caster + " plays " + w.skill + " on " + w.target +
      (w.layer ? " layer " + w.layer : "") + ": waiting for counters";
    waiting.hidden = false;
  } else {
    waiting.hidden = true;
  }
  document.body.dataset.hand = game.hand.join(" ");
  showHand(game);
  showSkills(game);
  showActions(game);
  setButtons();
}

follow("/events/seat?token=" + encodeURIComponent(TOKEN), show, (up) => {
  linked = up;
  setButtons();
});
