print("termskin")
