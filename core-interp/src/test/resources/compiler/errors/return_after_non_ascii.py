x = 'éé'; return
