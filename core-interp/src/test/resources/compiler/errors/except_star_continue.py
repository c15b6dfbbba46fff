for x in y:
    try:
        pass
    except* ValueError:
        if x:
            continue
