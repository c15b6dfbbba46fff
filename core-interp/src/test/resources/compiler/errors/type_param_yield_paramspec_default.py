def f[**P = (yield)](): pass
