for x in y:
    try:
        pass
    except* ValueError:
        break
