# sg_table (src/tools/sg_table)
