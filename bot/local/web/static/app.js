// The playground's page: one server as Discord shows it, played as one member.
// Plain JavaScript, no build step. The server (bot/local/web) sends the world and every
// change over a websocket; what the member does goes to POST /api/act.
"use strict";

const STYLES = { 1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link", 6: "primary" };
const SELECTS = new Set([3, 5, 6, 7, 8]);
const OPTION = { SUB: 1, GROUP: 2, STRING: 3, INTEGER: 4, BOOLEAN: 5, USER: 6, CHANNEL: 7, ROLE: 8, MENTIONABLE: 9, NUMBER: 10 };
const AVATAR_COLORS = ["#5865f2", "#3ba55c", "#faa61a", "#ed4245", "#eb459e", "#9b59b6", "#1abc9c"];
const FAILED_FOR = 8000; // ms a "This interaction failed" stays under its message

const state = {
  session: null,        // {session, member: {id, username}}
  world: null,          // {guild, channels, members, me, commands}
  channel: null,        // the channel shown (id)
  messages: new Map(),  // channel id -> Map(message id -> message)
  unread: new Set(),
  failed: new Map(),    // message id -> sentence
  aspects: new Map(),   // image url key -> aspect ratio, so a new table picture does not jump
  ws: null,
  connected: false,
};

const $ = (id) => document.getElementById(id);

function h(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined && text !== null) el.textContent = text;
  return el;
}

// only web addresses become links (a javascript: URL from a message never does)
function web(url) { return typeof url === "string" && /^https?:\/\//i.test(url); }

function byId(a, b) {
  const x = BigInt(a), y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

// ------------------------------------------------------------------- sessions
function dismissedKey() { return `uno-dismissed-${state.session.member.id}`; }
function dismissed() {
  try { return new Set(JSON.parse(sessionStorage.getItem(dismissedKey()) || "[]")); } catch { return new Set(); }
}

async function openSession(name) {
  const response = await fetch("/api/session", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ member: name || "" }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(body.detail || body.message);
  sessionStorage.setItem("uno-session", JSON.stringify(body));
  state.session = body;
  return body;
}

async function startSession() {
  const wanted = new URLSearchParams(location.search).get("as");
  let saved = null;
  try { saved = JSON.parse(sessionStorage.getItem("uno-session") || "null"); } catch { saved = null; }
  if (saved && (!wanted || saved.member.username === wanted.toLowerCase())) {
    state.session = saved;
    return;
  }
  await openSession(wanted);
}

async function act(body) {
  const send = () => fetch("/api/act", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Authorization": `Session ${state.session.session}` },
    body: JSON.stringify({ ...body, as: state.session.member.username }),
  });
  let response = await send();
  if (response.status === 401) { // the playground restarted: sessions are new
    await openSession(state.session.member.username);
    response = await send();
  }
  let answer;
  try { answer = await response.json(); } catch { answer = { message: response.statusText }; }
  if (!response.ok) return { ok: false, refused: true, error: answer.detail || answer.message || "Refused" };
  return answer;
}

// -------------------------------------------------------------------- live
let retry = 0;
function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws?session=${encodeURIComponent(state.session.session)}`);
  state.ws = ws;
  let greeted = false;
  ws.onmessage = (event) => {
    const frame = JSON.parse(event.data);
    if (frame.op === "hello") { greeted = true; retry = 0; hello(frame); }
    else if (frame.op === "message") upsert(frame.message);
    else if (frame.op === "delete") remove(frame.channel_id, frame.id);
    else if (frame.op === "channel") channelChanged(frame.channel);
  };
  ws.onclose = async () => {
    state.connected = false;
    setStatus("Reconnecting…", true);
    retry += 1;
    if (!greeted && retry > 1) { // a playground restarted knows no old session
      try { await openSession(state.session.member.username); } catch { /* not up yet */ }
    }
    setTimeout(connect, Math.min(500 * retry, 4000));
  };
}

function setStatus(text, bad) {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("bad", !!bad);
}

function hello(frame) {
  state.world = frame.world;
  state.connected = true;
  setStatus("");
  state.messages = new Map();
  for (const [cid, list] of Object.entries(frame.messages)) {
    state.messages.set(cid, new Map(list.map((m) => [m.id, m])));
  }
  const channels = state.world.channels;
  if (!state.channel || !channels.some((c) => c.id === state.channel)) {
    const wanted = new URLSearchParams(location.search).get("channel");
    const found = channels.find((c) => c.name === wanted || c.id === wanted);
    state.channel = (found || channels[0]).id;
  }
  $("guild-name").textContent = state.world.guild.name;
  renderWho();
  renderChannels();
  renderMembers();
  renderMessages(true);
}

function channelMessages(cid) {
  if (!state.messages.has(cid)) state.messages.set(cid, new Map());
  return state.messages.get(cid);
}

function upsert(message) {
  channelMessages(message.channel_id).set(message.id, message);
  if (message.channel_id === state.channel) renderOne(message);
  else if (!message.edited_timestamp) { state.unread.add(message.channel_id); renderChannels(); }
}

function remove(cid, id) {
  channelMessages(cid).delete(id);
  const el = document.getElementById(`m-${id}`);
  if (el) el.remove();
}

function channelChanged(channel) {
  const list = state.world.channels;
  const at = list.findIndex((c) => c.id === channel.id);
  if (at >= 0) list[at] = channel; else list.push(channel);
  renderChannels();
}

// ---------------------------------------------------------------- sidebar
function member(id) { return state.world && state.world.members.find((m) => m.id === id); }
function channelById(id) { return state.world && state.world.channels.find((c) => c.id === id); }

function renderWho() {
  const select = $("who");
  select.replaceChildren();
  for (const m of state.world.members.filter((x) => !x.bot)) {
    const option = h("option", null, m.name + (m.owner ? " (owner)" : ""));
    option.value = m.username;
    option.selected = m.id === state.world.me;
    select.append(option);
  }
}

function renderChannels() {
  const list = $("channels");
  list.replaceChildren();
  const top = state.world.channels.filter((c) => !c.parent_id).sort((a, b) => a.position - b.position);
  const threads = state.world.channels.filter((c) => c.parent_id);
  const add = (c, thread) => {
    const li = h("li");
    const b = h("button", "channel-btn" + (thread ? " thread" : ""));
    b.type = "button";
    b.append(h("span", "hash", thread ? "↳" : "#"), h("span", null, c.name));
    if (c.id === state.channel) b.setAttribute("aria-current", "page");
    if (state.unread.has(c.id) && c.id !== state.channel) {
      b.classList.add("unread");
      b.setAttribute("aria-label", `${c.name}, unread messages`);
    }
    b.addEventListener("click", () => { showChannel(c.id); closeDrawer(); });
    li.append(b);
    list.append(li);
  };
  for (const c of top) {
    add(c, false);
    for (const t of threads.filter((x) => x.parent_id === c.id && !x.archived)) add(t, true);
  }
}

function renderMembers() {
  // the members column, and the same list in the channels drawer on narrow screens
  for (const id of ["member-list", "member-list-side"]) fillMembers($(id));
}

function fillMembers(list) {
  list.replaceChildren();
  for (const m of state.world.members) {
    const li = h("li", "member" + (m.id === state.world.me ? " me" : ""));
    li.append(avatar(m.name, m.id));
    const names = h("div");
    names.append(h("div", "m-name", m.name));
    const note = m.bot ? "the bot" : m.id === state.world.me ? "you" : m.owner ? "server owner" : "";
    if (note) names.append(h("div", "m-note", note));
    li.append(names);
    if (!m.bot && m.id !== state.world.me) {
      const a = h("a", null, "open as");
      a.href = `/?as=${encodeURIComponent(m.username)}`;
      a.target = "_blank";
      a.rel = "noopener";
      a.setAttribute("aria-label", `Open the playground as ${m.name} in a new tab`);
      li.append(a);
    }
    list.append(li);
  }
}

function showChannel(id) {
  state.channel = id;
  state.unread.delete(id);
  const url = new URL(location.href);
  url.searchParams.set("channel", channelById(id).name);
  history.replaceState(null, "", url);
  renderChannels();
  renderMessages(true);
}

function openDrawer() {
  $("sidebar").classList.add("open");
  $("scrim").hidden = false;
  $("menu").setAttribute("aria-expanded", "true");
  const current = $("sidebar").querySelector("[aria-current]");
  if (current) current.focus();
}
function closeDrawer() {
  if (!$("sidebar").classList.contains("open")) return;
  $("sidebar").classList.remove("open");
  $("scrim").hidden = true;
  $("menu").setAttribute("aria-expanded", "false");
}

// ---------------------------------------------------------------- messages
// Following the latest messages (scrolled to the bottom), the view stays there as messages
// come and pictures load; scrolled up to read, it stays put.
let following = true;
function nearBottom() {
  const box = $("messages");
  return box.scrollHeight - box.scrollTop - box.clientHeight < 80;
}
function toBottom() { const box = $("messages"); box.scrollTop = box.scrollHeight; following = true; }

function visible(message) { return !dismissed().has(message.id); }

function renderMessages(scroll) {
  const channel = channelById(state.channel);
  $("channel-name").textContent = channel ? channel.name : "";
  document.title = `#${channel ? channel.name : ""} · UNO playground`;
  $("box").placeholder = `Message #${channel ? channel.name : ""}, or / for commands`;
  const box = $("messages");
  box.replaceChildren();
  const intro = h("div", "empty");
  intro.append(h("h2", null, `Welcome to #${channel ? channel.name : ""}!`));
  intro.append(h("p", null, "Type /uno start to open a game (add AI players from the lobby), or /uno help."));
  box.append(intro);
  const list = [...channelMessages(state.channel).values()].sort((a, b) => byId(a.id, b.id));
  for (const message of list) if (visible(message)) box.append(renderMessage(message));
  if (scroll) toBottom();
}

function renderOne(message) {
  const old = document.getElementById(`m-${message.id}`);
  if (!visible(message)) { if (old) old.remove(); return; }
  const stick = following;
  const el = renderMessage(message);
  if (old) {
    const focusKey = old.contains(document.activeElement) ? focusKeyOf(document.activeElement) : null;
    old.replaceWith(el);
    if (focusKey !== null) refocus(el, focusKey);
  } else {
    const box = $("messages");
    const after = [...box.querySelectorAll(".msg")].find((x) => byId(x.dataset.id, message.id) > 0);
    box.insertBefore(el, after || null);
  }
  if (stick) toBottom();
}

function focusKeyOf(el) { return el.dataset.customId || el.dataset.focus || ""; }

function refocus(el, key) {
  // the same control if it is still there, else the first enabled one (a hand after a move)
  const same = key && [...el.querySelectorAll("[data-custom-id],[data-focus]")].find((x) => focusKeyOf(x) === key && !x.disabled);
  const next = same || el.querySelector("button:not(:disabled), select:not(:disabled)");
  if (next) next.focus({ preventScroll: true }); else { el.tabIndex = -1; el.focus({ preventScroll: true }); }
}

function avatar(name, id) {
  const el = h("div", "avatar", (name || "?").slice(0, 1).toUpperCase());
  let n = 0;
  for (const ch of String(id)) n = (n * 31 + ch.charCodeAt(0)) % 9973;
  el.style.background = AVATAR_COLORS[n % AVATAR_COLORS.length];
  el.setAttribute("aria-hidden", "true");
  return el;
}

function renderMessage(m) {
  const el = h("article", "msg" + (m.ephemeral ? " ephemeral" : ""));
  el.id = `m-${m.id}`;
  el.dataset.id = m.id;
  const author = m.author || {};
  const shownName = author.global_name || author.username || "?";
  const meta = m.interaction_metadata;
  if (meta && meta.type === 2 && meta.name) {
    const line = h("div", "reply-line");
    const user = meta.user || {};
    line.append(h("span", "who-used", user.global_name || user.username || "someone"), h("span", null, "used"), h("span", "cmd", `/${meta.name}`));
    el.append(line);
  }
  el.append(avatar(shownName, author.id));
  const body = h("div", "body");
  const head = h("div", "head");
  head.append(h("span", "author", shownName));
  if (author.bot) head.append(h("span", "tag", "APP"));
  head.append(timeEl(m.timestamp));
  body.append(head);
  const content = h("div", "content");
  if (m.loading) content.append(h("span", "thinking", `${shownName} is thinking`));
  else if (m.content) content.append(markdown(m.content));
  body.append(content);
  const embedImages = new Set();
  for (const [i, e] of (m.embeds || []).entries()) body.append(renderEmbed(e, `${m.id}-${i}`, embedImages));
  const files = (m.attachments || []).filter((a) => !embedImages.has(a.url));
  if (files.length) body.append(renderAttachments(files, m.id));
  if (m.reactions && m.reactions.length) {
    const reactions = h("div", "reactions");
    for (const r of m.reactions) reactions.append(h("span", "reaction", `${r.emoji.name} ${r.count}`));
    body.append(reactions);
  }
  if (m.components && m.components.length) body.append(renderComponents(m, m.components));
  const failure = state.failed.get(m.id);
  if (failure) body.append(h("div", "failed", failure));
  if (m.ephemeral) {
    const note = h("div", "eph-note");
    note.append(h("span", null, "👁 Only you can see this ·"));
    const dismiss = h("button", "linkish", "Dismiss message");
    dismiss.type = "button";
    dismiss.dataset.focus = "dismiss";
    dismiss.addEventListener("click", () => {
      const gone = dismissed();
      gone.add(m.id);
      sessionStorage.setItem(dismissedKey(), JSON.stringify([...gone]));
      el.remove();
    });
    note.append(dismiss);
    body.append(note);
  }
  el.append(body);
  return el;
}

function timeEl(iso) {
  const el = h("time", "time");
  if (!iso) return el;
  const when = new Date(iso);
  el.dateTime = iso;
  const today = new Date().toDateString() === when.toDateString();
  const clock = when.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  el.textContent = today ? `Today at ${clock}` : `${when.toLocaleDateString()} ${clock}`;
  el.title = when.toLocaleString();
  return el;
}

function imageKey(url) { return url.replace(/\/attachments\/\d+\/\d+\//, "/"); }

function picture(url, alt, key) {
  const img = h("img");
  img.src = url;
  img.alt = alt || "";
  img.loading = "lazy";
  img.decoding = "async";
  const ratio = state.aspects.get(key);
  if (ratio) img.style.aspectRatio = String(ratio);
  img.addEventListener("load", () => {
    if (img.naturalWidth && img.naturalHeight) state.aspects.set(key, img.naturalWidth / img.naturalHeight);
    if (following) toBottom();
  });
  return img;
}

function renderEmbed(e, key, embedImages) {
  const el = h("div", "embed");
  if (e.color !== undefined && e.color !== null) el.style.borderLeftColor = "#" + Number(e.color).toString(16).padStart(6, "0");
  if (e.thumbnail && e.thumbnail.url) {
    const t = picture(e.thumbnail.url, "", `${key}-thumb`);
    t.className = "embed-thumb";
    embedImages.add(e.thumbnail.url);
    el.append(t);
  }
  if (e.author && e.author.name) {
    const a = h("div", "embed-author");
    if (e.author.icon_url) a.append(picture(e.author.icon_url, "", `${key}-author`));
    a.append(h("span", null, e.author.name));
    el.append(a);
  }
  if (e.title) {
    const t = h("div", "embed-title");
    if (web(e.url)) { const a = h("a"); a.href = e.url; a.target = "_blank"; a.rel = "noopener"; a.append(markdown(e.title, true)); t.append(a); }
    else t.append(markdown(e.title, true));
    el.append(t);
  }
  if (e.description) { const d = h("div", "embed-desc"); d.append(markdown(e.description)); el.append(d); }
  if (e.fields && e.fields.length) {
    const grid = h("div", "embed-fields");
    for (const f of e.fields) {
      const field = h("div", "embed-field" + (f.inline ? " inline" : ""));
      const name = h("div", "embed-field-name"); name.append(markdown(f.name, true));
      const value = h("div", "embed-field-value"); value.append(markdown(f.value));
      field.append(name, value);
      grid.append(field);
    }
    el.append(grid);
  }
  if (e.image && e.image.url) {
    embedImages.add(e.image.url);
    const link = h("a", "embed-image");
    link.href = e.image.url;
    link.target = "_blank";
    link.rel = "noopener";
    link.setAttribute("aria-label", "Open the picture in full size");
    link.dataset.focus = "picture";
    link.append(picture(e.image.url, altFor(e), `${key}-image`));
    el.append(link);
  }
  if (e.footer && e.footer.text) {
    const f = h("div", "embed-footer");
    f.append(markdown(e.footer.text, true));
    el.append(f);
  }
  return el;
}

function altFor(e) {
  const title = (e.title || "").toLowerCase();
  return title.includes("uno") ? `The table: ${e.title}` : (e.title || "picture");
}

function renderAttachments(files, mid) {
  const box = h("div", "attachments");
  for (const a of files) {
    const isImage = /\.(png|jpe?g|gif|webp)$/i.test(a.filename || "");
    const link = h("a", "attachment" + (isImage ? "" : " file"));
    link.href = a.url;
    link.target = "_blank";
    link.rel = "noopener";
    if (isImage) link.append(picture(a.url, a.filename, `${mid}-${a.filename}`));
    else link.textContent = `📎 ${a.filename}`;
    box.append(link);
  }
  return box;
}

// ------------------------------------------------------------- components
function renderComponents(m, components) {
  const box = h("div", "components");
  for (const c of components) {
    const el = renderComponent(m, c);
    if (el) box.append(el);
  }
  return box;
}

function renderComponent(m, c) {
  switch (c.type) {
    case 1: {
      const row = h("div", "row");
      for (const child of c.components || []) {
        const el = child.type === 2 ? renderButton(m, child) : SELECTS.has(child.type) ? renderSelect(m, child) : null;
        if (el) row.append(el);
      }
      return row;
    }
    case 2: return renderButton(m, c);
    case 9: {
      const section = h("div", "v2-section");
      const texts = h("div");
      for (const child of c.components || []) { const el = renderComponent(m, child); if (el) texts.append(el); }
      section.append(texts);
      if (c.accessory) { const acc = renderComponent(m, c.accessory); if (acc) section.append(acc); }
      return section;
    }
    case 10: { const t = h("div", "content"); t.append(markdown(c.content || "")); return t; }
    case 11: return picture((c.media || {}).url || "", c.description || "", `${m.id}-thumb-${c.id}`);
    case 12: {
      const gallery = h("div", "v2-gallery");
      for (const [i, item] of (c.items || []).entries()) gallery.append(picture((item.media || {}).url || "", item.description || "", `${m.id}-g${i}`));
      return gallery;
    }
    case 14: return h("hr", "v2-sep");
    case 17: {
      const box = h("div", "v2-container");
      if (c.accent_color !== undefined && c.accent_color !== null) box.style.borderLeftColor = "#" + Number(c.accent_color).toString(16).padStart(6, "0");
      for (const child of c.components || []) { const el = renderComponent(m, child); if (el) box.append(el); }
      return box;
    }
    default:
      if (SELECTS.has(c.type)) return renderSelect(m, c);
      return null;
  }
}

function emojiEl(emoji) {
  if (!emoji) return null;
  if (emoji.id) {
    const img = h("img", "emoji");
    img.src = `/emojis/${emoji.id}.${emoji.animated ? "gif" : "png"}`;
    img.alt = `:${emoji.name}:`;
    img.draggable = false;
    return img;
  }
  return h("span", "emoji-text", emoji.name);
}

function renderButton(m, c) {
  const style = STYLES[c.style] || "secondary";
  if (c.style === 5) {
    const a = h("a", "btn btn-link");
    if (web(c.url)) a.href = c.url;
    a.target = "_blank"; a.rel = "noopener";
    const e = emojiEl(c.emoji); if (e) a.append(e);
    a.append(h("span", null, (c.label || "") + " ↗"));
    return a;
  }
  const b = h("button", `btn btn-${style}`);
  b.type = "button";
  b.disabled = !!c.disabled;
  b.dataset.customId = c.custom_id;
  const e = emojiEl(c.emoji);
  if (e && c.label) e.setAttribute("aria-hidden", "true"); // the label names the button
  if (e) b.append(e);
  if (c.label) b.append(h("span", null, c.label));
  else if (c.emoji) b.setAttribute("aria-label", c.emoji.name);
  b.addEventListener("click", () => press(m, b, { kind: "button", message_id: m.id, custom_id: c.custom_id }));
  return b;
}

function renderSelect(m, c) {
  const options = selectOptions(c);
  const many = (c.max_values || 1) > 1;
  if (!many) {
    const select = h("select", "select");
    select.disabled = !!c.disabled;
    select.dataset.customId = c.custom_id;
    select.setAttribute("aria-label", c.placeholder || "Make a selection");
    const first = h("option", null, c.placeholder || "Make a selection");
    first.value = "";
    first.disabled = true;
    select.append(first);
    let chosen = false;
    for (const o of options) {
      const option = h("option", null, o.description ? `${o.label} — ${o.description}` : o.label);
      option.value = o.value;
      if (o.default) { option.selected = true; chosen = true; }
      select.append(option);
    }
    if (!chosen) first.selected = true;
    select.addEventListener("change", () => press(m, select, { kind: "select", message_id: m.id, custom_id: c.custom_id, values: [select.value] }));
    return select;
  }
  const details = h("details", "multi");
  details.dataset.customId = c.custom_id;
  details.append(h("summary", null, c.placeholder || "Make a selection"));
  const boxes = [];
  for (const o of options) {
    const label = h("label");
    const input = h("input");
    input.type = "checkbox";
    input.value = o.value;
    input.checked = !!o.default;
    input.disabled = !!c.disabled;
    boxes.push(input);
    label.append(input, h("span", null, o.description ? `${o.label} — ${o.description}` : o.label));
    details.append(label);
  }
  const apply = h("button", "btn btn-primary", "Choose");
  apply.type = "button";
  apply.disabled = !!c.disabled;
  apply.addEventListener("click", () => press(m, apply, {
    kind: "select", message_id: m.id, custom_id: c.custom_id, values: boxes.filter((x) => x.checked).map((x) => x.value),
  }));
  details.append(apply);
  return details;
}

function selectOptions(c) {
  if (c.type === 3) return c.options || [];
  if (c.type === 5 || c.type === 7) return state.world.members.filter((x) => !x.bot).map((x) => ({ label: x.name, value: x.id }));
  if (c.type === 8) return state.world.channels.map((x) => ({ label: `#${x.name}`, value: x.id }));
  return [];
}

async function press(m, control, body) {
  if (control.classList.contains("busy")) return;
  control.classList.add("busy");
  control.setAttribute("aria-busy", "true");
  let answer;
  try { answer = await act(body); } catch (error) { answer = { ok: false, error: String(error) }; }
  control.classList.remove("busy");
  control.removeAttribute("aria-busy");
  if (answer.ok && answer.modal) openModal(answer.modal, answer.interaction_id, m.id);
  // (a button redrawn before the click arrived: the message on the page is already new)
  if (!answer.ok && !answer.redrawn) fail(m.id, answer.error || "This interaction failed");
}

function fail(messageId, sentence) {
  state.failed.set(messageId, sentence);
  const message = findMessage(messageId);
  if (message) renderOne(message);
  setTimeout(() => {
    if (state.failed.get(messageId) !== sentence) return;
    state.failed.delete(messageId);
    const again = findMessage(messageId);
    if (again) renderOne(again);
  }, FAILED_FOR);
}

function findMessage(id) {
  for (const list of state.messages.values()) if (list.has(id)) return list.get(id);
  return null;
}

// ------------------------------------------------------------------ modals
function openModal(modal, interactionId, messageId) {
  const dialog = $("modal");
  $("modal-title").textContent = modal.title || "";
  const fields = $("modal-fields");
  fields.replaceChildren();
  const inputs = [];
  for (const top of modal.components || []) {
    const children = top.components || (top.component ? [top.component] : []);
    for (const c of children) {
      if (c.type !== 4) continue;
      const id = `modal-${c.custom_id}`;
      const label = h("label", null, top.label || c.label || c.custom_id);
      label.htmlFor = id;
      const input = c.style === 2 ? h("textarea") : h("input");
      input.id = id;
      input.name = c.custom_id;
      input.value = c.value || "";
      input.placeholder = c.placeholder || "";
      input.required = c.required !== false;
      if (c.max_length) input.maxLength = c.max_length;
      if (c.min_length) input.minLength = c.min_length;
      fields.append(label, input);
      inputs.push(input);
    }
  }
  const form = $("modal-form");
  form.onsubmit = async (event) => {
    event.preventDefault();
    const values = Object.fromEntries(inputs.map((x) => [x.name, x.value]));
    dialog.close();
    const answer = await act({ kind: "modal", interaction_id: interactionId, values });
    if (answer.ok) return;
    const why = answer.error || "This interaction failed";
    if (messageId) fail(messageId, why); else composerError(`${modal.title}: ${why}`);
  };
  $("modal-cancel").onclick = () => dialog.close();
  dialog.showModal();
}

// ---------------------------------------------------------------- markdown
const INLINE = new RegExp([
  "(`+)([\\s\\S]*?[^`])\\1(?!`)",                  // 1,2 code
  "\\*\\*([\\s\\S]+?)\\*\\*(?!\\*)",               // 3 bold
  "__([\\s\\S]+?)__(?!_)",                         // 4 underline
  "\\*(?!\\s)([^*]+?)\\*(?!\\*)",                  // 5 italic
  "(?<![A-Za-z0-9])_(?!\\s)([^_]+?)_(?![A-Za-z0-9])", // 6 italic
  "~~([\\s\\S]+?)~~",                              // 7 strike
  "\\|\\|([\\s\\S]+?)\\|\\|",                      // 8 spoiler
  "<(a?):(\\w+):(\\d+)>",                          // 9,10,11 custom emoji
  "<@!?(\\d+)>",                                   // 12 user
  "<@&(\\d+)>",                                    // 13 role
  "<#(\\d+)>",                                     // 14 channel
  "<t:(-?\\d+)(?::([tTdDfFR]))?>",                 // 15,16 timestamp
  "\\[([^\\]]+)\\]\\((https?:\\/\\/[^\\s)]+)\\)",  // 17,18 link
  "(https?:\\/\\/[^\\s<]+[^<.,:;\"')\\]\\s])",     // 19 bare URL
].join("|"), "g");

function inline(text) {
  const frag = document.createDocumentFragment();
  let last = 0;
  INLINE.lastIndex = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) frag.append(text.slice(last, m.index));
    frag.append(token(m));
    last = m.index + m[0].length;
  }
  if (last < text.length) frag.append(text.slice(last));
  return frag;
}

function wrap(tag, inner, className) { const el = h(tag, className); el.append(inline(inner)); return el; }

function token(m) {
  if (m[2] !== undefined) return h("code", null, m[2]);
  if (m[3] !== undefined) return wrap("strong", m[3]);
  if (m[4] !== undefined) return wrap("u", m[4]);
  if (m[5] !== undefined) return wrap("em", m[5]);
  if (m[6] !== undefined) return wrap("em", m[6]);
  if (m[7] !== undefined) return wrap("s", m[7]);
  if (m[8] !== undefined) {
    const s = wrap("span", m[8], "spoiler");
    s.tabIndex = 0;
    s.setAttribute("role", "button");
    s.setAttribute("aria-label", "Spoiler: press to show");
    const show = () => s.classList.add("shown");
    s.addEventListener("click", show);
    s.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") show(); });
    return s;
  }
  if (m[11] !== undefined) return emojiEl({ id: m[11], name: m[10], animated: m[9] === "a" });
  if (m[12] !== undefined) {
    const who = member(m[12]);
    return h("span", "mention" + (m[12] === (state.world && state.world.me) ? " me" : ""), `@${who ? who.name : "unknown-user"}`);
  }
  if (m[13] !== undefined) return h("span", "mention", "@role");
  if (m[14] !== undefined) {
    const c = channelById(m[14]);
    const b = h("button", "mention", `#${c ? c.name : "unknown"}`);
    b.type = "button";
    if (c) b.addEventListener("click", () => showChannel(c.id));
    return b;
  }
  if (m[15] !== undefined) return timestamp(Number(m[15]), m[16] || "f");
  if (m[17] !== undefined) {
    const a = h("a", null, m[17]); a.href = m[18]; a.target = "_blank"; a.rel = "noopener noreferrer"; return a;
  }
  const a = h("a", null, m[19]); a.href = m[19]; a.target = "_blank"; a.rel = "noopener noreferrer"; return a;
}

function markdown(text, oneLine) {
  const frag = document.createDocumentFragment();
  if (oneLine) { frag.append(inline(text)); return frag; }
  const lines = String(text).split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith("```")) {
      const body = [];
      let j = i + 1;
      const sameLine = line.slice(3);
      if (sameLine.endsWith("```") && sameLine.length > 3) { body.push(sameLine.slice(0, -3)); j = i; }
      else { while (j < lines.length && !lines[j].startsWith("```")) body.push(lines[j++]); }
      const pre = h("pre"); pre.append(h("code", null, body.join("\n")));
      frag.append(pre);
      i = j;
      continue;
    }
    let el;
    if (line.startsWith("-# ")) el = wrap("div", line.slice(3), "md-small");
    else if (/^### /.test(line)) el = wrap("div", line.slice(4), "md-h3");
    else if (/^## /.test(line)) el = wrap("div", line.slice(3), "md-h2");
    else if (/^# /.test(line)) el = wrap("div", line.slice(2), "md-h1");
    else if (/^> /.test(line) || line === ">") el = wrap("div", line.slice(2), "md-quote");
    else if (/^\s*[-*] /.test(line)) el = wrap("div", line.replace(/^\s*[-*] /, ""), "md-li");
    else el = wrap("div", line, "md-line");
    frag.append(el);
  }
  return frag;
}

// --------------------------------------------------------------- timestamps
function timestamp(seconds, style) {
  const el = h("span", "timestamp");
  el.dataset.ts = String(seconds);
  el.dataset.style = style;
  const when = new Date(seconds * 1000);
  el.title = when.toLocaleString();
  el.textContent = formatTime(seconds, style);
  return el;
}

function formatTime(seconds, style) {
  const when = new Date(seconds * 1000);
  switch (style) {
    case "t": return when.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    case "T": return when.toLocaleTimeString();
    case "d": return when.toLocaleDateString();
    case "D": return when.toLocaleDateString([], { dateStyle: "long" });
    case "F": return when.toLocaleString([], { dateStyle: "full", timeStyle: "short" });
    case "R": return relative(seconds);
    default: return when.toLocaleString([], { dateStyle: "long", timeStyle: "short" });
  }
}

function relative(seconds) {
  const diff = Math.round(seconds - Date.now() / 1000);
  const abs = Math.abs(diff);
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  if (abs < 60) return format.format(diff, "second");
  if (abs < 3600) return format.format(Math.round(diff / 60), "minute");
  if (abs < 86400) return format.format(Math.round(diff / 3600), "hour");
  return format.format(Math.round(diff / 86400), "day");
}

setInterval(() => {
  for (const el of document.querySelectorAll('.timestamp[data-style="R"]')) {
    el.textContent = relative(Number(el.dataset.ts));
  }
}, 1000);

// ---------------------------------------------------------------- composer
// A slash command is typed as in Discord: "/uno start ai:2 preset:party"; a value with
// spaces in quotes. Suggestions list the commands, then the options, then their values
// (choices, members, channels, or what the bot's autocomplete offers).
const composer = { items: [], active: -1, seq: 0, timer: null };

function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i >= text.length) break;
    const start = i;
    let value = "";
    let quote = null;
    while (i < text.length && (quote || !/\s/.test(text[i]))) {
      const ch = text[i];
      if (quote) { if (ch === quote) quote = null; else value += ch; }
      else if (ch === '"' || ch === "'") quote = ch;
      else value += ch;
      i++;
    }
    tokens.push({ raw: text.slice(start, i), value, start, end: i, open: !!quote });
  }
  return tokens;
}

function quoteValue(value) {
  if (value === "" || /[\s"']/.test(value)) return `"${value.replace(/"/g, "'")}"`;
  return value;
}

function subs(node) { return (node.options || []).filter((o) => o.type === OPTION.SUB || o.type === OPTION.GROUP); }

// What the text so far means: the command node reached, the options given, the token typed.
function parseCommand(text) {
  const tokens = tokenize(text.slice(1));
  const last = tokens[tokens.length - 1];
  const typing = last && !(/\s$/.test(text) && !last.open) ? last : null;
  const done = typing ? tokens.slice(0, -1) : tokens;
  const path = [];
  let node = null;
  let candidates = state.world.commands;
  const given = {};
  for (const t of done) {
    const colon = t.value.indexOf(":");
    if (colon < 0 && (!node || subs(node).length)) {
      const found = candidates.find((c) => c.name === t.value);
      if (!found) return { bad: `no command /${[...path, t.value].join(" ")}` };
      node = found; path.push(found.name); candidates = subs(found);
    } else if (colon > 0) given[t.value.slice(0, colon)] = t;
  }
  return { path, node, candidates, given, typing, done };
}

function suggest() {
  const box = $("box");
  const text = box.value;
  if (!text.startsWith("/") || !state.world || box.selectionStart !== text.length) return hideSuggest();
  const p = parseCommand(text);
  if (p.bad) return showSuggest([], p.bad);
  const current = p.typing ? p.typing.value : "";
  const prefix = "/" + p.done.map((t) => t.raw).join(" ") + (p.done.length ? " " : "");
  if (!p.node || (subs(p.node).length && !current.includes(":"))) {
    const items = p.candidates.filter((c) => c.name.startsWith(current.toLowerCase())).map((c) => ({
      name: `/${[...p.path, c.name].join(" ")}`, desc: c.description, insert: `${prefix}${c.name} `,
    }));
    return showSuggest(items, p.path.length ? null : "Commands", 0);
  }
  const options = (p.node.options || []).filter((o) => o.type !== OPTION.SUB && o.type !== OPTION.GROUP);
  const colon = current.indexOf(":");
  if (colon > 0) {
    const name = current.slice(0, colon);
    const option = options.find((o) => o.name === name);
    if (!option) return showSuggest([], `/${p.path.join(" ")} has no option ${name}`);
    return suggestValues(p, option, current.slice(colon + 1), prefix);
  }
  const left = options.filter((o) => !(o.name in p.given) && o.name.startsWith(current.toLowerCase()));
  left.sort((a, b) => (b.required ? 1 : 0) - (a.required ? 1 : 0));
  const items = left.map((o) => ({ name: `${o.name}:`, desc: o.description, required: o.required, insert: `${prefix}${o.name}:` }));
  return showSuggest(items, items.length ? `Options of /${p.path.join(" ")}` : null, -1);
}

function suggestValues(p, option, partial, prefix) {
  const pick = (label, value, desc) => ({ name: label, desc, insert: `${prefix}${option.name}:${quoteValue(String(value))} ` });
  const lower = partial.toLowerCase();
  if (option.choices && option.choices.length) {
    const items = option.choices.filter((c) => String(c.name).toLowerCase().includes(lower)).map((c) => pick(c.name, c.value));
    return showSuggest(items, option.description, 0);
  }
  if (option.type === OPTION.BOOLEAN) return showSuggest(["true", "false"].filter((x) => x.startsWith(lower)).map((x) => pick(x, x)), option.description, 0);
  if (option.type === OPTION.USER || option.type === OPTION.MENTIONABLE) {
    const items = state.world.members.filter((x) => x.name.toLowerCase().includes(lower.replace(/^@/, ""))).map((x) => pick(`@${x.name}`, `@${x.username}`));
    return showSuggest(items, option.description, 0);
  }
  if (option.type === OPTION.CHANNEL) {
    const items = state.world.channels.filter((x) => x.name.includes(lower.replace(/^#/, ""))).map((x) => pick(`#${x.name}`, `#${x.name}`));
    return showSuggest(items, option.description, 0);
  }
  if (option.autocomplete) {
    const seq = ++composer.seq;
    clearTimeout(composer.timer);
    composer.timer = setTimeout(async () => {
      const others = Object.values(p.given).filter((t) => !t.value.startsWith(`${option.name}:`)).map((t) => t.raw);
      const answer = await act({
        kind: "autocomplete", channel_id: state.channel, focused: option.name,
        command: `/${[...p.path, ...others].join(" ")}`, options: { [option.name]: partial },
      });
      if (seq !== composer.seq) return;
      const items = (answer.choices || []).map((c) => pick(c.name, c.value));
      showSuggest(items, answer.ok ? option.description : answer.error, -1);
    }, 120);
    return;
  }
  return showSuggest([], option.description);
}

function showSuggest(items, title, active = -1) {
  const list = $("suggest");
  const box = $("box");
  list.replaceChildren();
  composer.items = items;
  composer.active = items.length ? active : -1;
  if (title) list.append(h("li", "suggest-title", title));
  items.forEach((item, i) => {
    const li = h("li");
    li.id = `s-${i}`;
    li.setAttribute("role", "option");
    li.append(h("span", "s-name", item.name));
    if (item.required) li.append(h("span", "s-req", "required"));
    if (item.desc) li.append(h("span", "s-desc", item.desc));
    li.addEventListener("mousedown", (e) => { e.preventDefault(); choose(i); });
    list.append(li);
  });
  list.hidden = !items.length && !title;
  box.setAttribute("aria-expanded", String(!list.hidden));
  highlight();
}

function hideSuggest() {
  $("suggest").hidden = true;
  $("box").setAttribute("aria-expanded", "false");
  composer.items = [];
  composer.active = -1;
}

function highlight() {
  const box = $("box");
  [...$("suggest").querySelectorAll("[role=option]")].forEach((li, i) => {
    li.setAttribute("aria-selected", String(i === composer.active));
    if (i === composer.active) li.scrollIntoView({ block: "nearest" });
  });
  if (composer.active >= 0) box.setAttribute("aria-activedescendant", `s-${composer.active}`);
  else box.removeAttribute("aria-activedescendant");
}

function choose(i) {
  const item = composer.items[i];
  if (!item) return;
  const box = $("box");
  box.value = item.insert;
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
  suggest();
}

function composerError(text) {
  const el = $("composer-error");
  el.textContent = text || "";
  el.hidden = !text;
}

async function send() {
  const box = $("box");
  const text = box.value.trim();
  if (!text) return;
  composerError("");
  hideSuggest();
  const command = text.startsWith("/");
  const answer = await act(command
    ? { kind: "command", channel_id: state.channel, command: text }
    : { kind: "message", channel_id: state.channel, content: text });
  if (answer.ok) {
    box.value = "";
    if (answer.modal) openModal(answer.modal, answer.interaction_id, null);
    return;
  }
  if (answer.refused) composerError(answer.error);
  else { box.value = ""; composerError(`${text}: ${answer.error}`); }
}

function onKey(event) {
  const open = !$("suggest").hidden && composer.items.length;
  if (event.key === "ArrowDown" && open) {
    composer.active = (composer.active + 1) % composer.items.length; highlight(); event.preventDefault();
  } else if (event.key === "ArrowUp" && open) {
    composer.active = composer.active <= 0 ? composer.items.length - 1 : composer.active - 1; highlight(); event.preventDefault();
  } else if (event.key === "Tab" && open) {
    choose(Math.max(composer.active, 0)); event.preventDefault();
  } else if (event.key === "Enter" && open && composer.active >= 0
             && composer.items[composer.active].insert.trim() !== $("box").value.trim()) {
    choose(composer.active); event.preventDefault();  // (typed out in full: Enter sends)
  } else if (event.key === "Escape") {
    hideSuggest();
  }
}

// -------------------------------------------------------------------- boot
async function boot() {
  $("composer").addEventListener("submit", (e) => { e.preventDefault(); send(); });
  $("messages").addEventListener("scroll", () => { following = nearBottom(); }, { passive: true });
  const box = $("box");
  box.addEventListener("input", () => { composerError(""); suggest(); });
  box.addEventListener("keydown", onKey);
  box.addEventListener("click", suggest);
  // (a moment later, so a click on a suggestion lands first; and only if the box did not
  // get the focus back meanwhile: a stale timer must not hide what is being typed)
  box.addEventListener("blur", () => setTimeout(() => { if (document.activeElement !== box) hideSuggest(); }, 150));
  $("menu").addEventListener("click", () => ($("sidebar").classList.contains("open") ? closeDrawer() : openDrawer()));
  $("scrim").addEventListener("click", closeDrawer);
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") closeDrawer(); });
  $("who").addEventListener("change", async (e) => {
    const name = e.target.value;
    await openSession(name);
    const url = new URL(location.href);
    url.searchParams.set("as", name);
    history.replaceState(null, "", url);
    if (state.ws) { state.ws.onclose = null; state.ws.close(); }
    state.failed.clear();
    connect();
  });
  setStatus("Connecting…");
  for (;;) {
    try { await startSession(); break; } catch (error) {
      setStatus(String(error.message || error), true);
      if (String(error.message || "").startsWith("no member")) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  connect();
}

boot();
