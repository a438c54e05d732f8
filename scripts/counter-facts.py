#!/usr/bin/env python3
"""Writes the counter page's facts: one short text file a number, web/counter/facts/N.txt.

    python3 scripts/counter-facts.py [FOLDER]      (default: web/counter/facts)

Each file holds one or two true sentences about its number: a fact of the world where there is one we
can vouch for, then a property of the number itself (prime, square, triangular, perfect, a factorial,
its divisors, a palindrome…), and where the number has nothing remarkable, how it is written another way
(Roman numerals, binary, hexadecimal, its digit sum, eight-bit two's complement for negative numbers).
The ways rotate with the number, so neighbours read differently. The page fetches `facts/N.txt` and
says it knows no fact about a number without a file. The files are committed; run this after changing
it and commit what it writes.
"""

import pathlib
import sys

FIRST, LAST = -20, 120
MINUS = "\u2212"
TIMES = " \u00d7 "

# Facts of the world, true as written.
WORLD = {
    0: "0 is the only number that is neither positive nor negative.",
    1: "1 is neither prime nor composite.",
    2: "2 is the only even prime.",
    3: "A triangle has 3 sides.",
    4: "A square has 4 equal sides and 4 right angles.",
    5: "A hand has 5 fingers, and a pentagon 5 sides.",
    6: "A cube has 6 faces.",
    7: "A week has 7 days.",
    8: "An octopus has 8 arms.",
    9: "A baseball team fields 9 players.",
    10: "We count in base 10.",
    11: "A football (soccer) team fields 11 players.",
    12: "A year has 12 months.",
    13: "A baker's dozen is 13.",
    16: "A hexadecimal digit stands for one of 16 values.",
    20: "An icosahedron has 20 faces.",
    24: "A day has 24 hours.",
    26: "The English alphabet has 26 letters.",
    28: "February has 28 days in a common year.",
    30: "April, June, September and November have 30 days.",
    31: "The longest months have 31 days.",
    32: "Water freezes at 32 \u00b0F.",
    52: "A deck of playing cards has 52 cards.",
    60: "An hour has 60 minutes.",
    64: "A chessboard has 64 squares.",
    88: "A standard piano has 88 keys.",
    100: "Water boils at 100 \u00b0C at sea level.",
    118: "118 chemical elements have been named.",
    -1: f"{MINUS}1 is the square of the imaginary unit i.",
    -10: f"{MINUS}10 \u00b0C is 14 \u00b0F.",
    -20: f"{MINUS}20 \u00b0C is {MINUS}4 \u00b0F.",
}

ROMAN = [(100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def written(n):
    """A number as the page shows it: negative ones with a minus sign, not a hyphen."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def roman(n):
    out = ""
    for value, letters in ROMAN:
        while n >= value:
            out += letters
            n -= value
    return out


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]


def is_prime(n):
    return n > 1 and divisors(n) == [1, n]


def prime_factors(n):
    factors, d = [], 2
    while n > 1:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    return factors


def fibonacci_up_to(limit):
    found, a, b = [], 0, 1
    while a <= limit:
        found.append(a)
        a, b = b, a + b
    return found


FIBONACCI = set(fibonacci_up_to(LAST))
PRIMES = [p for p in range(2, LAST + 1) if is_prime(p)]
ORDINAL = {1: "st", 2: "nd", 3: "rd"}


def ordinal(k):
    return f"{k}{'th' if 10 <= k % 100 <= 20 else ORDINAL.get(k % 10, 'th')}"


def remarkable(n):
    """Properties of a positive number that few numbers have, most remarkable first."""
    found = []
    factorials = {6: 3, 24: 4, 120: 5}
    if n in factorials:
        product = TIMES.join(str(k) for k in range(1, factorials[n] + 1))
        found.append(f"{n} is {factorials[n]} factorial: {product}.")
    if sum(divisors(n)) == 2 * n:
        parts = " + ".join(str(d) for d in divisors(n)[:-1])
        found.append(f"{n} is perfect: {parts} = {n}, the sum of its divisors below it.")
    root, cube = round(n ** 0.5), round(n ** (1 / 3))
    if n > 1 and root * root == n and cube ** 3 == n:
        found.append(f"{n} is both a square ({root}{TIMES}{root}) and a cube ({cube}{TIMES}{cube}{TIMES}{cube}).")
    elif n > 1 and cube ** 3 == n:
        found.append(f"{n} is a cube: {cube}{TIMES}{cube}{TIMES}{cube}.")
    elif n > 1 and root * root == n:
        found.append(f"{n} is a square: {root}{TIMES}{root}.")
    if n > 2 and n & (n - 1) == 0:
        found.append(f"{n} is 2 to the power {n.bit_length() - 1}.")
    if is_prime(n):
        k = PRIMES.index(n) + 1
        twin = [p for p in (n - 2, n + 2) if is_prime(p)]
        also = f"; {n} and {twin[-1]} are twin primes" if twin else ""
        found.append(f"{n} is the {ordinal(k)} prime{also}.")
    if n > 3 and n in FIBONACCI:
        before = sorted(f for f in FIBONACCI if f < n)[-2:]
        found.append(f"{n} is a Fibonacci number: {before[0]} + {before[1]}.")
    k = int(((8 * n + 1) ** 0.5 - 1) / 2)
    if n > 3 and k * (k + 1) // 2 == n:
        found.append(f"{n} is triangular: 1 + 2 + \u2026 + {k}.")
    if n > 10 and str(n) == str(n)[::-1]:
        found.append(f"{n} reads the same backwards.")
    if n == 12:
        found.append("12 is the smallest abundant number: its divisors below it add up to 16.")
    return found


def ordinary(n):
    """Ways to write or take apart a positive number, one chosen by the number so neighbours differ."""
    proper = sum(divisors(n)) - n
    ways = [
        lambda: f"In Roman numerals, {n} is {roman(n)}.",
        lambda: f"{n} is {n:b} in binary.",
        lambda: f"The digits of {n} add up to {sum(map(int, str(n)))}.",
        lambda: factorised(n),
        lambda: f"{n} is {n:X} in hexadecimal.",
        lambda: f"{n} is abundant: its divisors below it add up to {proper}." if proper > n else
                f"{n} is deficient: its divisors below it add up to only {proper}.",
    ]
    return ways[n % len(ways)]()


def factorised(n):
    if is_prime(n):
        return f"{n} has no divisors but 1 and itself."
    return f"{n} = {TIMES.join(map(str, prime_factors(n)))}, and it has {len(divisors(n))} divisors."


def negative(n):
    """Sentences about a negative number: one of its own, then what its opposite is, if remarkable."""
    m = -n
    ways = [
        lambda: f"{written(n)} squared is {m * m}, as {m} squared is.",
        lambda: f"{written(n)} cubed is {written(n ** 3)}.",
        lambda: f"In eight bits, two's complement writes {written(n)} as {n & 0xFF:08b}.",
        lambda: f"{written(n)} is as far below zero as {m} is above it.",
    ]
    sentences = [ways[m % len(ways)]()]
    properties = remarkable(m)
    if properties:
        sentences.append(f"Its opposite, {m}, is {properties[0].split(' is ', 1)[1]}")
    return sentences


def fact(n):
    if n < 0:
        sentences = negative(n)
    elif n == 0:
        sentences = ["Any number times 0 is 0."]
    else:
        sentences = remarkable(n)[:1] or [ordinary(n)]
    if n in WORLD:
        sentences = [WORLD[n]] + (sentences if n > 2 else [])
    return " ".join(sentences[:2])


def main(folder):
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.txt"):
        old.unlink()
    for n in range(FIRST, LAST + 1):
        (folder / f"{n}.txt").write_text(fact(n) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "web/counter/facts"))
