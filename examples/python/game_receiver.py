"""A game's webhook receiver in Python, with the standard library only.

It does what spec §6 asks of a game's endpoint:

* verifies the signature: a lowercase hex HMAC-SHA256, keyed with the game's S2S API key, over
  ``<timestamp>.<raw body>``, sent in ``x-service-signature`` with the Unix-seconds timestamp in
  ``x-service-signature-timestamp`` (the real service puts its maker's name where the document
  writes ``service``); compared in constant time, and a timestamp more than 300 s away refused;
* grants the items of ``item.add`` exactly once per delivery: redeliveries and duplicates carry
  the same ``idempotency_key`` (§6: "use idempotency_key to ignore duplicates");
* takes them back on ``item.remove`` (a refund or a bank reversal), also once;
* answers 403 for a delivery failing verification, 400 for a malformed one, 2xx once processed.
"""

import hashlib
import hmac
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SIGNATURE_HEADER = "x-service-signature"
TIMESTAMP_HEADER = "x-service-signature-timestamp"
REPLAY_WINDOW_SECONDS = 300
MAX_BODY_BYTES = 1_048_576


class Inventory:
    """What each player owns, and the deliveries already processed (kept in memory here; a real
    game keeps both in its database, in the same transaction)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.items = {}  # player_id -> {sku: count}
        self.processed = set()  # delivery keys already applied
        self.received = []  # every verified event, duplicates included, for the tests

    def count(self, player_id, sku):
        with self.lock:
            return self.items.get(player_id, {}).get(sku, 0)

    def apply(self, event):
        """Applies an item.add or item.remove once; returns "processed" or "duplicate"."""
        key = event.get("idempotency_key") or event["event_id"]
        with self.lock:
            self.received.append(event)
            if key in self.processed:
                return "duplicate"
            self.processed.add(key)
            owned = self.items.setdefault(event["event_data"]["player_id"], {})
            sign = 1 if event["event_type"] == "item.add" else -1
            for item in event["event_data"]["items"]:
                amount = item.get("quantity") or 1
                owned[item["sku"]] = max(0, owned.get(item["sku"], 0) + sign * amount)
            return "processed"


def verify(secret, timestamp, signature, body, now=None):
    """True when ``signature`` is the HMAC of ``<timestamp>.<body>`` under ``secret`` (spec §6)."""
    if not timestamp or not timestamp.isdigit() or not signature:
        return False
    now = time.time() if now is None else now
    if abs(now - int(timestamp)) > REPLAY_WINDOW_SECONDS:
        return False
    expected = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


def parse_event(body):
    """The envelope (spec §6), or None when it is not one: not JSON, or without the fields used here."""
    try:
        event = json.loads(body)
    except ValueError:
        return None
    if not isinstance(event, dict) or not isinstance(event.get("event_data"), dict):
        return None
    if not isinstance(event.get("event_type"), str) or not isinstance(event.get("event_id"), str):
        return None
    data = event["event_data"]
    if event["event_type"] in ("item.add", "item.remove"):
        if not isinstance(data.get("player_id"), str) or not isinstance(data.get("items"), list):
            return None
        if not all(isinstance(item, dict) and isinstance(item.get("sku"), str) for item in data["items"]):
            return None
    return event


class GameReceiver:
    """The receiver on 127.0.0.1 (a free port by default); ``url`` is what to register."""

    def __init__(self, api_key, port=0):
        self.inventory = Inventory()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("content-length") or 0)
                if length > MAX_BODY_BYTES:
                    return self._answer(413, "too large")
                body = self.rfile.read(length)
                # The exact bytes received are what was signed: verify before parsing.
                if not verify(
                    api_key, self.headers.get(TIMESTAMP_HEADER), self.headers.get(SIGNATURE_HEADER), body
                ):
                    return self._answer(403, "signature")
                event = parse_event(body)
                if event is None:
                    return self._answer(400, "malformed")
                if event["event_type"] in ("item.add", "item.remove"):
                    return self._answer(200, receiver.inventory.apply(event))
                return self._answer(200, "ignored")

            def _answer(self, status, outcome):
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.end_headers()
                self.wfile.write(json.dumps({"outcome": outcome}).encode())

            def log_message(self, format, *args):  # quiet: the tests read the inventory instead
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.url = "http://127.0.0.1:%d/webhooks" % self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
