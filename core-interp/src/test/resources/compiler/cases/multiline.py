@decorator(
    arg)
def decorated(
        a,
        b=(1,
           2)):
    return (a
            + b)

@dec
class Decorated(
        Base):
    x = [
        1,
        2,
    ]

result = (obj
          .method(1)
          .other(
              2)
          .attr)

with (open("a") as f,
      open("b") as g):
    pass

if (a and
        b):
    pass

value = {
    "k": compute(
        1),
    "j": 2,
}

def ret():
    return (
        1)

def ret2(x):
    return (
        x)

call(a,
     *b,
     c=1,
     **d)

lam = lambda: (
    42)

for (i,
     j) in pairs:
    total = (i
             * j)

try:
    risky()
except (ValueError,
        TypeError) as e:
    pass

x = [y
     for y in z
     if y]

assert (a
        ), "msg"

while (n >
       0):
    n -= 1
