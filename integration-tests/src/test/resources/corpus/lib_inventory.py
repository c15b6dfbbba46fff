"""An inventory report: dataclasses, json, pathlib, datetime, decimal, logging, argparse."""
import argparse
import json
import logging
import sys
import tempfile
from dataclasses import dataclass, field, asdict
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path


@dataclass(order=True)
class Item:
    sku: str
    name: str
    price: Decimal
    quantity: int = 0
    tags: list[str] = field(default_factory=list)

    @property
    def value(self) -> Decimal:
        return (self.price * self.quantity).quantize(Decimal("0.01"), ROUND_HALF_UP)


def parse_args(argv):
    p = argparse.ArgumentParser(prog="inventory", description="Inventory report")
    p.add_argument("--vat", type=Decimal, default=Decimal("0.20"))
    p.add_argument("--min-qty", type=int, default=1)
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.add_argument("skus", nargs="*")
    return p.parse_args(argv)


def main():
    log = logging.getLogger("inventory")
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)

    args = parse_args(["--vat", "0.25", "--min-qty", "2", "A1", "B2", "C3"])
    log.info("arguments: vat=%s min_qty=%d skus=%s", args.vat, args.min_qty, args.skus)

    items = [
        Item("A1", "Widget", Decimal("2.499"), 10, ["small"]),
        Item("B2", "Gadget", Decimal("19.95"), 3),
        Item("C3", "Doohickey", Decimal("0.333"), 1, ["tiny", "cheap"]),
        Item("D4", "Thing", Decimal("7"), 0),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "store" / "items.json"
        store.parent.mkdir(parents=True)
        store.write_text(json.dumps([asdict(i) for i in items], default=str, indent=2))
        log.info("wrote %d bytes to %s", store.stat().st_size, store.name)
        loaded = [Item(**{**d, "price": Decimal(d["price"])})
                  for d in json.loads(store.read_text())]
        print("round trip equal:", loaded == items)
        print("files:", sorted(p.name for p in Path(tmp).rglob("*")))

    selected = sorted(i for i in loaded if i.sku in args.skus and i.quantity >= args.min_qty)
    if not selected:
        log.warning("nothing selected")
    total = sum((i.value for i in selected), Decimal(0))
    vat = (total * args.vat).quantize(Decimal("0.01"))
    for i in selected:
        print(f"{i.sku:<4}{i.name:<10}{i.quantity:>4} x {i.price:>7} = {i.value:>8}")
    print(f"total {total}, vat {vat}, gross {total + vat}")

    start = datetime(2026, 3, 28, 23, 30, tzinfo=timezone.utc)
    for k in range(3):
        due = start + timedelta(days=7 * k, hours=1)
        print(due.isoformat(), due.strftime("%A %d %B %Y"), (due.date() - date(2026, 1, 1)).days)
    print(json.dumps({"total": str(total), "items": [i.sku for i in selected]}, sort_keys=True))
    log.debug("not shown")
    log.error("done with %s", "errors: none")


if __name__ == "__main__":
    main()
