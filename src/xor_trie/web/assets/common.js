"use strict";
// What both pages share: a stream of views that reconnects by itself, the words the pages
// say, and small helpers.

// Every text the pages' scripts show (the server's texts come in the views), in one place.
const SAY = {
  connectionLost: "connection lost: reconnecting…",
  unknownLink: "This link is not a seat of the game served here: the game was started again, " +
    "or the link was mistyped. Ask the referee for your seat's link (its QR code).",
  noCard: "no card",
  none: "none",
  nothingToDo: "nothing to do now",
  notDealt: "the round is not dealt yet",
  noSuchSeat: (s) => "there is no seat " + s + " in this game",
  botSeat: (kind) => "the referee's " + kind + " bot plays this seat",
  eliminated: "you are eliminated",
  ended: "the round has ended",
  yourTurn: "your turn",
  playing: (s) => "seat " + s + " is playing",
  title: (s) => "XOR-Trie: seat " + s,
  score: "score ",
  scoreTokens: (score, tokens) => " " + score + " · tokens " + tokens + " · sequence ",
  publicIs: " · public ",
  unseen: (n) => n + (n === 1 ? " card nobody has named" : " cards nobody has named"),
  unseenHelp: "name the card you show",
  card: "card",
  judgment: "judgment",
  playSelf: "play on me",
  playPublic: "play on public",
  test: "test",
  keep: "keep",
  discardUnseen: "discard (name it)",
  drawTwo: "draw two cards",
  drawNamed: "draw these",
  drawUnseen: "draw without naming them",
  redeem: "redeem a token",
  take: (k) => "take " + k,
  skillSelf: "on me",
  skillPublic: "on public",
  layer: (l) => "layer " + l,
  discardSkill: "discard",
  counter: "counter with C",
  letAct: "let it act",
  youChose: (a) => a === "counter" ? "you chose to counter" : "you let it act",
  endTurn: "end my turn",
  give: (t) => "give a token to seat " + t,
  yes: "yes",
  cancel: "cancel",
  confirmGive: (t) => "Give one of your tokens to seat " + t + "?",
  confirmDiscardSkill: (k) => "Discard your skill card " + k + "?",
  confirmEnd: (cards) => "End your turn, discarding " + cards + "?",
  nameFirst: "name the card first",
  unreachable: "the referee cannot be reached",
  noAnswer: "the referee did not answer",
  waiting: (w) => "seat " + w.caster + " plays " + w.skill + " on " +
    (w.target === "public" ? "the public sequence" : "its own sequence") +
    (w.layer ? " at layer " + w.layer : "") + ": waiting for counters",
  answer: (a) => a === "counter" ? "chose to counter" : a === "let" ? "lets it act" : "has not answered",
  asked: (a) => "seat " + a.seat + (a.bot ? " (bot)" : "") + " " + SAY.answer(a.answer),
  bot: (kind) => "bot (" + kind + ")",
  toPlay: "to play",
  out: "eliminated",
  cardsInHand: (tokens, held) => "tokens " + tokens + " · cards in hand " + held,
  skills: "skills ",
  prizes: (layers) => "prizes: layers " + layers.join(", "),
  sequence: "sequence ",
  total: (t) => " (total " + t + ")",
  publicLine: (g) => "public " + g.public_bits + " · basic deck " + g.deck + " · skill deck " + g.skill_deck,
  standings: "Standings",
  match: "The match so far",
  standingsHead: ["", "seat", "score", "tokens", "total", "medal"],
  matchHead: ["", "seat", "gold", "silver", "bronze", "iron"],
  lastEvents: "Last events",
};

// How long a page waits before it opens a broken stream again: RECONNECT_MS after the
// first failure, doubling with each failure in a row up to RECONNECT_MAX_MS, and each wait
// drawn at random from half to one and a half times that, so that pages which lost the
// server together (a restart) do not all come back at the same moment. `random` is a
// number from 0 to 1 (Math.random()).
const RECONNECT_MS = 500, RECONNECT_MAX_MS = 4000;
function reconnectDelay(failures, random) {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_MS * 2 ** failures) * (0.5 + random);
}

// Follows the stream at `url`, calling `show(view)` with each view pushed (not again with
// the same view, which a reconnected stream sends first: a choice half made stays), and
// `hooks.link(up)` (if given) when the page starts or stops following the game (up once a
// view came on the open stream). A broken stream is opened again after reconnectDelay();
// a stream a newer page replaced (the server allows a few per seat) is not: the page says
// why. `hooks.lost` (if given) is asked when the stream breaks: a promise of true means
// the page is no more (its link is unknown), and the stream is not opened again.
function follow(url, show, hooks) {
  const { link: onLink, lost } = hooks || {};
  const banner = document.getElementById("link");
  const reconnecting = banner.textContent;
  let last = null;
  let failures = 0;
  let gone = false;
  let source = null;
  const link = (up, why) => {
    banner.textContent = why || reconnecting;
    banner.hidden = up || gone;
    document.body.dataset.link = up ? "up" : "down";
    if (onLink) onLink(up);
  };
  const open = () => {
    if (gone) return;
    source = new EventSource(url);
    source.onopen = () => {
      document.body.dataset.connectedAt = String(Date.now());
    };
    source.onmessage = (e) => {
      failures = 0;
      if (e.data !== last) {
        last = e.data;
        const view = JSON.parse(e.data);
        show(view);
        document.body.dataset.version = String(view.version);
        document.body.dataset.updatedAt = String(Date.now());
      }
      link(true);
    };
    source.addEventListener("replaced", (e) => {
      source.close();
      link(false, JSON.parse(e.data).why);
    });
    source.onerror = () => {
      source.close();
      link(false);
      if (gone) return;
      // Asked at once; the reconnection is scheduled meanwhile (an answer that never
      // comes must not stop the page from coming back).
      if (lost) {
        lost().then((no) => {
          if (no) {
            gone = true;
            if (source) source.close();
            banner.hidden = true;
          }
        }, () => {});
      }
      setTimeout(open, reconnectDelay(failures, Math.random()));
      failures += 1;
    };
  };
  document.body.dataset.link = "down";
  open();
}

// An element `tag` with attributes `attrs` and children (elements or text).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k.startsWith("data-")) e.setAttribute(k, v);
    else e[k] = v;
  }
  for (const c of children) e.append(c);
  return e;
}

// The seats' colours, seat 1 first; the public sequence's.
const COLOURS = ["#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#bfef45"];
const PUBLIC = "#f0f0f0";

// Ten slots, layer 10 first, lit for each 1 of `bits`: a score or a sequence.
function sliders(bits, colour) {
  const box = el("span", { class: "sliders" });
  for (const b of bits) {
    const s = el("span", { class: b === "1" ? "on" : "off" });
    if (b === "1") s.style.background = colour;
    box.append(s);
  }
  return box;
}

// A list of the last events, newest last.
function eventList(events) {
  return events.map((e) => el("li", {}, e));
}
