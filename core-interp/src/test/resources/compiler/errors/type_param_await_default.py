async def f[*Ts = (await x)](): pass
