# contextvars on _contextvars: get/set/reset with tokens, defaults, copy_context and
# Context.run isolation, a context as a read-only mapping, nested runs refused, and each
# thread starting in an empty context.
import contextvars
import threading

request_id = contextvars.ContextVar("request_id", default="none")
user = contextvars.ContextVar("user")

print(request_id.get(), request_id.name, user.get("anon"))
try:
    user.get()
except LookupError as e:
    print("LookupError for", e.args[0].name)

token = user.set("alice")
print(user.get(), token.var is user, token.old_value is contextvars.Token.MISSING)
token2 = user.set("bob")
print(user.get(), token2.old_value)
user.reset(token2)
print(user.get())
user.reset(token)
print(user.get("gone"))
try:
    user.reset(token)
except RuntimeError as e:
    print("RuntimeError: token used" if "used" in str(e) else e)

def handle(n):
    request_id.set(f"req-{n}")
    user.set(f"user{n}")
    ctx = contextvars.copy_context()
    return request_id.get(), ctx[user], len(ctx)

results = [contextvars.copy_context().run(handle, n) for n in range(3)]
print(results, request_id.get(), user.get("unset"))

ctx = contextvars.copy_context()
ctx.run(request_id.set, "inside")
print(ctx[request_id], request_id.get(), request_id in ctx, user in ctx)
print(ctx.get(user, "default"), list(ctx.values()), dict(ctx.items()) == {request_id: "inside"})
print(ctx.run(lambda: request_id.get()))
try:
    ctx.run(lambda: ctx.run(print))
except RuntimeError as e:
    print("RuntimeError: already entered" if "already entered" in str(e) else e)
try:
    ctx[1]
except TypeError as e:
    print("TypeError:", e)

copied = ctx.copy()
copied.run(request_id.set, "changed")
print(ctx[request_id], copied[request_id], contextvars.Context() == contextvars.Context())

seen = {}
def worker(name):
    seen[name] = request_id.get()
    request_id.set(name)
    seen[name + "-after"] = request_id.get()

request_id.set("main")
threads = [threading.Thread(target=worker, args=(f"t{i}",)) for i in range(2)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(seen.items()), request_id.get())

ctx2 = contextvars.copy_context()
t = threading.Thread(target=ctx2.run, args=(worker, "with-copy"))
t.start()
t.join()
print(seen["with-copy"], ctx2[request_id], request_id.get())
