"use strict";
// What both pages share: a stream of views that reconnects by itself, the words the pages
// say, and small helpers.

// Every text the pages' scripts show, in the page's language. The server writes them into
// the page (the JSON object of <script id="say">, made from the messages of
// src/i18n/*/card.ftl: assets::say); a text holding {0}, {1}, … is a function of that many
// values, filled in order. The server's own texts come in the views, already in the
// page's language.
const SAY = (() => {
  const texts = JSON.parse(document.getElementById("say").textContent);
  const out = {};
  for (const [k, t] of Object.entries(texts)) {
    out[k] = typeof t === "string" && /\{\d\}/.test(t)
      ? (...values) => t.replace(/\{(\d)\}/g, (_, i) => String(values[Number(i)]))
      : t;
  }
  return out;
})();

// What a seat asked about a skill waiting for counters has answered, in words.
function answerWords(a) {
  return a === "counter" ? SAY.answerCounter : a === "let" ? SAY.answerLet : SAY.answerNone;
}

// A skill card (its symbol, `<<`) by its name in the page's language (左移（<<）).
function skillName(k) {
  return (SAY.skillNames && SAY.skillNames[k]) || k;
}

// The skill waiting for counters, in words.
function waitingWords(w) {
  const on = w.target === "public" ? SAY.waitingPublic : SAY.waitingOwn;
  return on(w.caster, skillName(w.skill), w.layer ? SAY.atLayer(w.layer) : "");
}

// A seat asked about the skill waiting for counters, and its answer.
function askedWords(a) {
  return SAY.asked(a.seat, a.bot ? SAY.botMark : "", answerWords(a.answer));
}

// The switch between the languages: the choice is kept in a cookie for this screen (each
// browser has its own), which the server reads, and the page is loaded again in it.
function languageSwitch() {
  for (const b of document.querySelectorAll("[data-lang]")) {
    b.addEventListener("click", () => {
      document.cookie = "lang=" + b.dataset.lang + "; Path=/; Max-Age=31536000; SameSite=Strict";
      location.reload();
    });
  }
}
languageSwitch();

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
// the page is no more (its link is unknown), and the stream is not opened again. A view
// marked `over` is the session's last: the page shows it, closes the stream and never
// opens it again (`data-link="ended"` on the body).
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
      let over = false;
      if (e.data !== last) {
        last = e.data;
        const view = JSON.parse(e.data);
        show(view);
        document.body.dataset.version = String(view.version);
        document.body.dataset.updatedAt = String(Date.now());
        over = Boolean(view.over);
      }
      if (over) {
        // The session has ended: nothing more will come, and nothing to reconnect to.
        gone = true;
        source.close();
        banner.hidden = true;
        document.body.dataset.link = "ended";
        if (onLink) onLink(false);
        return;
      }
      link(true);
    };
    source.addEventListener("replaced", (e) => {
      source.close();
      // (The transport's words say why in English; the page says it in its own language.)
      link(false, SAY.replaced);
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

// The seats' colours, seat 1 first; the public sequence's: the style sheet's palette
// (--seat-1 … --seat-8, --public), whose contrast is checked (contrast.rs).
const PALETTE = getComputedStyle(document.documentElement);
const COLOURS = [1, 2, 3, 4, 5, 6, 7, 8].map((k) => PALETTE.getPropertyValue("--seat-" + k).trim());
const PUBLIC = PALETTE.getPropertyValue("--public").trim();

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

// What the trie shows, in words (the picture's text alternative, in the page's language):
// the public sequence, each seat's path (an eliminated seat's said so), the death markers
// and the prizes won. Only what lies face up on the table.
function trieWords(game) {
  if (!game) return SAY.trieEmpty;
  const paths = game.seats.map((s) => (s.active ? SAY.triePath : SAY.triePathOut)(s.seat, s.bits));
  const markers = game.markers.length
    ? SAY.trieMarkers(game.markers.map((m) => SAY.trieMarker(m.layer, m.node, m.count)).join(SAY.trieSep))
    : SAY.trieNoMarker;
  const prizes = game.prizes.length
    ? SAY.triePrizes(game.prizes.map((p) => SAY.triePrize(p.layer, p.winners)).join(SAY.trieSep))
    : "";
  return SAY.trieAlt(game.public_bits, paths.join(SAY.trieSep), markers, prizes);
}
