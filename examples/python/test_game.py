"""The game's integration, tested against the emulator from Python with the standard library only.

Against a running emulator at GAME_COMMERCE_EMULATOR_URL, or one this module starts with the CLI
(``npx game-commerce-s2s emulator --port 0`` once installed; from this repository, through tsx)
and stops. Run:

    python3 -m unittest discover -s examples/python
"""

import hashlib
import hmac
import json
import os
import re
import subprocess
import time
import unittest
import urllib.error
import urllib.request
import uuid
from pathlib import Path

from emulator_client import ApiError, Emulator
from game_receiver import GameReceiver, verify

# An obviously fake key; every test class uses its own, so each is its own tenant in the emulator.
API_KEY = "sk_test_FAKE_python_example_" + uuid.uuid4().hex[:8]

_started = None
EMULATOR_URL = os.environ.get("GAME_COMMERCE_EMULATOR_URL")


def setUpModule():
    global _started, EMULATOR_URL
    if EMULATOR_URL:
        return
    root = Path(__file__).resolve().parents[2]
    _started = subprocess.Popen(
        # One process, so terminate() stops it (npx would leave its child running).
        ["node", "--import", "tsx", "src/cli/index.ts", "emulator", "--port", "0", "--quiet"],
        cwd=root,
        stdout=subprocess.PIPE,
        text=True,
    )
    for line in _started.stdout:
        found = re.search(r"listening on (http://\S+)", line)
        if found:
            EMULATOR_URL = found.group(1)
            return
    raise RuntimeError("the emulator exited before printing its URL")


def tearDownModule():
    if _started is not None:
        _started.terminate()
        _started.wait(timeout=10)


class PurchaseFlows(unittest.TestCase):
    def setUp(self):
        self.emulator = Emulator(EMULATOR_URL, API_KEY)
        self.emulator.reset()  # this key's state back to the seed: no orders, faults or webhooks
        self.game = GameReceiver(API_KEY).__enter__()
        self.addCleanup(self.game.__exit__)
        self.emulator.register_webhook(self.game.url)

    def buy(self, sku="gem_pack"):
        order = self.emulator.create_order("p1", sku)
        view = self.emulator.pay(order["order_id"])
        return order, view

    def test_a_whole_purchase_grants_the_item(self):
        order, view = self.buy()
        self.assertRegex(order["order_id"], r"^ord_")
        self.assertEqual(view["status"], "completed")
        self.assertEqual(view["payment"]["status"], "succeeded")
        self.emulator.settle()
        self.assertEqual(self.game.inventory.count("p1", "gem_pack"), 1)
        delivery = self.emulator.order(order["order_id"])["deliveries"][0]
        self.assertEqual(delivery["event_type"], "item.add")
        self.assertEqual(delivery["attempts"][0]["status"], 200)

    def test_a_redelivered_event_is_granted_once(self):
        order, view = self.buy()
        event_id = view["deliveries"][0]["event_id"]
        redelivered = self.emulator.redeliver(event_id)
        self.assertEqual(redelivered[0]["attempts"][-1]["kind"], "redelivery")
        self.assertEqual(redelivered[0]["attempts"][-1]["status"], 200)
        self.assertEqual(len(self.game.inventory.received), 2)
        self.assertEqual(self.game.inventory.count("p1", "gem_pack"), 1)

    def test_a_refund_takes_the_item_back(self):
        order, _ = self.buy()
        outcome = self.emulator.refund(order["order_id"])
        self.assertEqual(outcome["order"]["status"], "refunded")
        self.assertEqual(outcome["deliveries"][0]["event_type"], "item.remove")
        self.assertEqual(self.game.inventory.count("p1", "gem_pack"), 0)
        self.assertEqual([e["event_type"] for e in self.game.inventory.received], ["item.add", "item.remove"])

    def test_an_unpaid_order_expires_after_the_clock_moves_25_hours(self):
        order = self.emulator.create_order("p1", "gem_pack")
        self.assertEqual(self.emulator.order(order["order_id"])["status"], "open")
        self.emulator.advance_clock("25h")
        self.assertEqual(self.emulator.order(order["order_id"])["status"], "expired")
        with self.assertRaises(ApiError) as refused:
            self.emulator.pay(order["order_id"])
        self.assertEqual(refused.exception.status, 409)
        self.assertEqual(self.game.inventory.count("p1", "gem_pack"), 0)

    def test_an_injected_503_reaches_the_client(self):
        fault = self.emulator.inject({"operation": "createOrder", "status": 503, "times": 1})
        self.assertTrue(fault["id"])
        with self.assertRaises(ApiError) as failed:
            self.emulator.create_order("p1", "gem_pack")
        self.assertEqual(failed.exception.status, 503)
        self.assertNotIn(API_KEY, str(failed.exception))
        # The fault was for one request: the next one works.
        self.assertRegex(self.emulator.create_order("p1", "gem_pack")["order_id"], r"^ord_")


class Verification(unittest.TestCase):
    def test_the_signature_covers_timestamp_and_exact_bytes(self):
        now = int(time.time())
        body = b'{"event_type":"item.add"}'
        signature = hmac.new(b"k", b"%d." % now + body, hashlib.sha256).hexdigest()
        self.assertTrue(verify("k", str(now), signature, body))
        self.assertFalse(verify("k", str(now), signature, body + b" "))
        self.assertFalse(verify("other", str(now), signature, body))
        self.assertFalse(verify("k", str(now - 301), signature, body, now=now))
        self.assertFalse(verify("k", None, signature, body))

    def test_the_receiver_answers_403_unsigned_and_400_malformed(self):
        with GameReceiver("k") as game:
            def post(body, signed):
                stamp = str(int(time.time()))
                headers = {"content-type": "application/json"}
                if signed:
                    headers["x-service-signature-timestamp"] = stamp
                    headers["x-service-signature"] = hmac.new(
                        b"k", stamp.encode() + b"." + body, hashlib.sha256
                    ).hexdigest()
                request = urllib.request.Request(game.url, data=body, method="POST", headers=headers)
                try:
                    with urllib.request.urlopen(request, timeout=10) as answer:
                        return answer.status
                except urllib.error.HTTPError as error:
                    return error.code

            event = json.dumps({"event_type": "item.add"}).encode()
            self.assertEqual(post(event, signed=False), 403)
            self.assertEqual(post(b"{not json", signed=True), 400)
            self.assertEqual(post(event, signed=True), 400)  # no event_id, no player: malformed
            self.assertEqual(game.inventory.received, [])


if __name__ == "__main__":
    unittest.main()
