// A stand-in for Google's api.js (https://apis.google.com/js/api.js), which the journeys serve in
// its place (harness.mjs, routeGoogleFrames): offline, Google's loader cannot be fetched. Firebase's
// popup sign-in uses only its gapi.iframes channel, between the site's page and the Auth
// emulator's helper frame (/emulator/auth/iframe), which loads this script too: the page opens
// the frame and registers for its authEvent; the frame registers webStorageSupport and sends the
// emulator popup's result. This implements exactly that channel over postMessage, nothing of
// Firebase: the SDK, the emulator's account chooser and its tokens are the real ones.
(function () {
  'use strict';
  var FILTER = 'gapi-shim-any-origin';
  var seq = 0;

  /** One end of a channel to another window: its handlers, the calls waiting for them, the replies awaited. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.waiting = {};
    this.replies = {};
    this.ready = false;
    this.onReady = [];
  }
  Channel.prototype.post = function (msg) {
    msg.gapiShim = true;
    this.target.postMessage(msg, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.waiting[name] || [];
    delete this.waiting[name];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = ++seq;
    if (callback) this.replies[id] = callback;
    this.post({ kind: 'call', name: name, data: data, id: id });
  };
  Channel.prototype.answer = function (msg) {
    var handler = this.handlers[msg.name];
    if (!handler) {
      (this.waiting[msg.name] = this.waiting[msg.name] || []).push(msg);
      return;
    }
    var self = this;
    Promise.resolve(handler(msg.data)).then(function (result) {
      self.post({ kind: 'reply', id: msg.id, responses: [result] });
    });
  };
  Channel.prototype.receive = function (msg) {
    if (msg.kind === 'ready') {
      this.ready = true;
      var waiting = this.onReady.splice(0);
      for (var i = 0; i < waiting.length; i++) waiting[i]();
    } else if (msg.kind === 'call') {
      this.answer(msg);
    } else if (msg.kind === 'reply' && this.replies[msg.id]) {
      var cb = this.replies[msg.id];
      delete this.replies[msg.id];
      try {
        cb(msg.responses);
      } catch {
        // gapi keeps a callback's error to itself: Firebase's webStorageSupport callback ends by
        // throwing once it has answered
      }
    }
  };

  var channels = []; // the frames this window opened, and its parent
  window.addEventListener('message', function (e) {
    if (!e.data || e.data.gapiShim !== true) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === e.source) channels[i].receive(e.data);
    }
  });

  /** The page's side: a frame it opened. */
  function openFrame(params, opened) {
    var el = document.createElement('iframe');
    var attrs = params.attributes || {};
    Object.keys(attrs).forEach(function (k) {
      if (k === 'style') Object.assign(el.style, attrs.style);
      else el.setAttribute(k, attrs[k]);
    });
    el.src = params.url;
    (params.where || document.body).appendChild(el);
    var channel = new Channel(el.contentWindow);
    channels.push(channel);
    var frame = {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (cb) {
        return new Promise(function (resolve) {
          if (channel.ready) resolve();
          else channel.onReady.push(resolve);
        }).then(function () {
          if (cb) cb();
        });
      },
      register: function (name, handler) {
        channel.register(name, handler);
      },
      send: function (name, data, cb) {
        channel.send(name, data, cb);
      },
    };
    return Promise.resolve(opened ? opened(frame) : undefined).then(function () {
      return frame;
    });
  }

  var parentChannel = null;
  /** The frame's side: its parent, told at once that the frame is there. */
  function parentIframe() {
    if (!parentChannel) {
      parentChannel = new Channel(window.parent);
      channels.push(parentChannel);
    }
    return {
      register: function (name, handler) {
        parentChannel.register(name, handler);
      },
      send: function (name, data, cb) {
        parentChannel.send(name, data, cb);
      },
    };
  }

  var context = { open: openFrame, getParentIframe: parentIframe };
  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: function () { return context; } };
  window.gapi.load = function (_module, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    if (callback) setTimeout(callback, 0);
  };

  if (window.parent !== window) {
    parentIframe();
    parentChannel.post({ kind: 'ready' });
  }
  // api.js?onload=<name> (the SDK) or window.gapi_onload (the emulator's frame)
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') setTimeout(window[onload], 0);
  else if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload, 0);
})();
