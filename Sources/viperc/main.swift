print("viperc")
