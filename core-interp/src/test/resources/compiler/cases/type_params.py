def first[T](xs: list[T]) -> T:
    return xs[0]


def many[T: int, U: (str, bytes), *Ts, **P, V = list[int]](a: T, *args: P.args, **kw: P.kwargs) -> V:
    return a


def with_defaults[T](a=1, b=2, *, c=3) -> T:
    return a


def only_kwdefaults[T](*, c=3):
    return c


async def coro[T](x: T) -> T:
    return x


@staticmethod
def decorated[T](x):
    return x


def tuple_default[*Ts = *tuple[int, ...]]():
    pass


def outer():
    y = 1

    def inner[T: y](z: T = y):
        return T, y, z

    def closure[T]():
        def deeper():
            return T
        return deeper
    return inner, closure


def __private[__T](): pass


def multiline[
    T,
    U: int,
](x): pass


type Alias = list[int]
type Generic[K, V = str] = dict[K, V]
type Bounded[T: int] = list[T]
type Lazy = undefined + 1


def local_alias():
    type L[T] = list[T]
    return L
