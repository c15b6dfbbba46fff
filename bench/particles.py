"""Object-heavy simulation: particles in a box with a uniform grid for neighbour search.

Each step moves every particle, bounces it off the walls, bins it into grid cells (a dict of
lists keyed by cell tuples) and applies a soft repulsion between neighbours in adjacent cells.
Objects with methods, attribute reads and writes, small tuples, dict and list traffic.
"""
import sys
import time


class Vec:
    __slots__ = ('x', 'y')

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def scaled(self, k):
        return Vec(self.x * k, self.y * k)

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Particle:
    def __init__(self, pos, vel, mass):
        self.pos = pos
        self.vel = vel
        self.mass = mass
        self.bounces = 0

    def move(self, dt, size):
        p = self.pos + self.vel.scaled(dt)
        v = self.vel
        if p.x < 0.0 or p.x > size:
            v = Vec(-v.x, v.y)
            p = Vec(min(max(p.x, 0.0), size), p.y)
            self.bounces += 1
        if p.y < 0.0 or p.y > size:
            v = Vec(v.x, -v.y)
            p = Vec(p.x, min(max(p.y, 0.0), size))
            self.bounces += 1
        self.pos = p
        self.vel = v


class World:
    def __init__(self, count, size, cell):
        self.size = size
        self.cell = cell
        seed = 12345
        self.particles = []
        for _ in range(count):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            x = (seed % 10000) / 10000.0 * size
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            y = (seed % 10000) / 10000.0 * size
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            vx = (seed % 200 - 100) / 50.0
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            vy = (seed % 200 - 100) / 50.0
            self.particles.append(Particle(Vec(x, y), Vec(vx, vy), 1.0 + seed % 3))

    def grid(self):
        cells = {}
        c = self.cell
        for p in self.particles:
            key = (int(p.pos.x // c), int(p.pos.y // c))
            bucket = cells.get(key)
            if bucket is None:
                cells[key] = [p]
            else:
                bucket.append(p)
        return cells

    def repel(self, cells):
        near = 0
        limit = self.cell * self.cell
        for (cx, cy), bucket in cells.items():
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    other = cells.get((cx + dx, cy + dy))
                    if other is None:
                        continue
                    for a in bucket:
                        for b in other:
                            if a is b:
                                continue
                            d = a.pos - b.pos
                            r2 = d.norm2()
                            if r2 < limit and r2 > 1e-9:
                                near += 1
                                a.vel = a.vel + d.scaled(0.01 / (r2 * a.mass))
        return near

    def step(self, dt):
        for p in self.particles:
            p.move(dt, self.size)
        return self.repel(self.grid())


def bench(steps):
    world = World(300, 100.0, 5.0)
    near = 0
    for _ in range(steps):
        near += world.step(0.1)
    energy = sum(0.5 * p.mass * p.vel.norm2() for p in world.particles)
    bounces = sum(p.bounces for p in world.particles)
    return near, bounces, energy


if __name__ == '__main__':
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 450
    t0 = time.perf_counter()
    near, bounces, energy = bench(n)
    elapsed = time.perf_counter() - t0
    print("particles steps=%d near=%d bounces=%d energy=%.6f" % (n, near, bounces, energy))
    print("time: %.6f" % elapsed)
