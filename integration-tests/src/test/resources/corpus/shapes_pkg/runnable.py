# A module that can also be run as a script: the guard is false on import.
ran_as_script = False
if __name__ == "__main__":
    ran_as_script = True
    print("never printed on import")
name_seen = __name__
