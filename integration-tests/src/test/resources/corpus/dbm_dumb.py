# dbm.dumb and shelve over it: the files, the index, reopening, flags and errors.
import dbm
import dbm.dumb
import os
import shelve
import tempfile

folder = tempfile.mkdtemp()
path = os.path.join(folder, "store")

with dbm.dumb.open(path, "n") as db:
    db["alpha"] = "one"
    db[b"beta"] = b"two" * 300          # spans two blocks of the data file
    db["gamma\u00e9"] = b""
    print(sorted(db.keys()), len(db))
    print(db[b"alpha"], len(db["beta"]), db.get("missing"), "alpha" in db)
    db["alpha"] = "uno"                 # fits its block: rewritten in place
    db["beta"] = b"x" * 2000            # does not: appended
    del db["gamma\u00e9"]
    print(sorted(db.items())[0], len(db[b"beta"]))
    try:
        db[1] = b"v"
    except TypeError as e:
        print("TypeError:", e)
    try:
        db["k"] = 2
    except TypeError as e:
        print("TypeError:", e)

print(sorted(os.listdir(folder)))
print(dbm.whichdb(path), dbm.whichdb(os.path.join(folder, "none")))
with open(path + ".dat", "rb") as f:
    data = f.read()
print(len(data) % 512 == 0 or len(data) > 2000, data[:3])
with open(path + ".dir", encoding="latin-1") as f:
    print(sorted(line.split(",")[0] for line in f))

with dbm.dumb.open(path, "r") as db:
    print(sorted(db), db["alpha"])
    try:
        db["alpha"] = b"no"
    except dbm.dumb.error as e:
        print("error:", e)

db = dbm.dumb.open(path, "w")
db.close()
for action in (lambda: db["alpha"], lambda: len(db), lambda: db.keys(),
               lambda: "alpha" in db):
    try:
        action()
    except OSError as e:
        print("closed:", e)

for flag in ("x", "rw"):
    try:
        dbm.dumb.open(path, flag)
    except ValueError as e:
        print("ValueError:", e)
try:
    dbm.dumb.open(os.path.join(folder, "absent"), "r")
except FileNotFoundError:
    print("FileNotFoundError for a missing database")
try:
    dbm.open(os.path.join(folder, "absent"), "r")
except dbm.error[0] as e:
    print("dbm.error:", e)

with open(path + "-bad.dir", "w") as f:
    f.write("print('never run'), 0\n")
open(path + "-bad.dat", "w").close()
try:
    dbm.dumb.open(path + "-bad")
except ValueError:
    print("ValueError for an index that is not data")

with shelve.Shelf(dbm.dumb.open(os.path.join(folder, "shelf"), "c")) as s:
    s["config"] = {"depth": 3, "names": ["a", "b"]}
    s["count"] = 41
with shelve.Shelf(dbm.dumb.open(os.path.join(folder, "shelf"), "w"), writeback=True) as s:
    s["count"] += 1
    s["config"]["names"].append("c")
with shelve.Shelf(dbm.dumb.open(os.path.join(folder, "shelf"), "r")) as s:
    print(sorted(s.items()))

with dbm.dumb.open(path, "c") as db:
    db.clear()
    print(len(db), db.keys())
print(issubclass(dbm.dumb.error, OSError), dbm.error[1] is OSError)
