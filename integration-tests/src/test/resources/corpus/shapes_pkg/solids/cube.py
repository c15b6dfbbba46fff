from ..flat import Square
from .. import base


class Cube(Square):
    def volume(self):
        return self.side ** 3

    def describe(self):
        return "solid " + super().describe() + f" and volume {self.volume()}"


origin = base.__name__
