print("workbench: no scenarios ran")
