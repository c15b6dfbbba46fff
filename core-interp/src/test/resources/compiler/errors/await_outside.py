x = await y
