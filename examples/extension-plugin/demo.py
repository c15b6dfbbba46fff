"""Integer floor division and remainder in hot loops: digit sums, greatest common divisors,
Collatz steps and a base conversion. CPython 3.13 leaves `//` and `%` generic; the sample
plugin runs them as BINARY_OP_EXTEND children."""
import time


def digit_sum(n):
    s = 0
    while n:
        s += n % 10
        n //= 10
    return s


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def to_base(n, base):
    digits = []
    while n:
        digits.append(n % base)
        n //= base
    return digits


def main():
    start = time.perf_counter()
    total = 0
    for i in range(1, 200_000):
        total += digit_sum(i * 7919)
    for i in range(1, 60_000):
        total += gcd(i * 12, 360_360 + i)
    for i in range(1, 30_000):
        total += collatz_steps(i)
    for i in range(1, 50_000):
        total += sum(to_base(i * i, 7))
    # floor semantics with negative operands, and the cases the guards leave to the generic path
    total += sum(a // b + a % b for a in range(-50, 50) for b in (-7, -3, 3, 7))
    try:
        total += 1 // 0
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    total += (-9223372036854775808) // -1
    elapsed = time.perf_counter() - start
    print("total", total)
    print(f"in-process time {elapsed:.3f} s")


main()
