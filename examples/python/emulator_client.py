"""The S2S API and the emulator's control API over HTTP, with urllib only.

Both take the game's API key the same way (spec §5: ``Authorization: Bearer <key>``); the control
API lives under ``/_emulator/v1/`` on the running emulator and acts on that key's state only.
"""

import json
import urllib.error
import urllib.request


class ApiError(Exception):
    """A non-2xx answer: the method, URL and status, and the error body. Never the key."""

    def __init__(self, method, url, status, body):
        super().__init__("%s %s answered %d: %s" % (method, url, status, body))
        self.status = status
        self.body = body


class Emulator:
    def __init__(self, url, api_key, timeout=30):
        self.url = url.rstrip("/")
        self.api_key = api_key
        self.timeout = timeout

    def request(self, method, path, body=None):
        url = self.url + path
        data = None if body is None else json.dumps(body).encode()
        headers = {"authorization": "Bearer " + self.api_key}
        if data is not None:
            headers["content-type"] = "application/json"
        request = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as answer:
                text = answer.read()
        except urllib.error.HTTPError as error:
            raise ApiError(method, url, error.code, error.read().decode(errors="replace")) from None
        return json.loads(text) if text else None

    # The S2S API, as the game's server calls it.
    def create_order(self, player_id, sku):
        return self.request("POST", "/v1/orders", {"player_id": player_id, "items": [{"sku": sku}]})

    def register_webhook(self, url, events=("item.add", "item.remove")):
        return self.request("POST", "/v1/webhooks", {"events": list(events), "url": url, "method": "POST"})

    # The control API: what a player, the dashboard or time does.
    def control(self, method, path, body=None):
        return self.request(method, "/_emulator/v1" + path, body)

    def pay(self, order_id):
        return self.control("POST", "/orders/%s/pay" % order_id, {"method": "card"})

    def order(self, order_id):
        return self.control("GET", "/orders/%s" % order_id)

    def refund(self, order_id):
        return self.control("POST", "/orders/%s/refund" % order_id)

    def redeliver(self, event_id):
        return self.control("POST", "/events/%s/redeliver" % event_id)["deliveries"]

    def settle(self, timeout_ms=10000):
        return self.control("POST", "/settle", {"timeoutMs": timeout_ms})["deliveries"]

    def advance_clock(self, by):
        return self.control("POST", "/clock/advance", {"by": by})

    def inject(self, fault):
        return self.control("POST", "/faults", fault)

    def clear_faults(self):
        self.control("DELETE", "/faults")

    def reset(self):
        self.control("POST", "/reset")
