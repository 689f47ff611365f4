/* log_tamper.c: test helper — damages a copy of a pdd log the ways a user's file can be
 * wrong: `log_tamper LOG version N` rewrites format_version, `log_tamper LOG drop TABLE`
 * removes a table. */
#include <hdf5.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc != 4 || (strcmp(argv[2], "version") && strcmp(argv[2], "drop"))) {
        fprintf(stderr, "usage: log_tamper LOG version N | log_tamper LOG drop TABLE\n");
        return 2;
    }
    hid_t file = H5Fopen(argv[1], H5F_ACC_RDWR, H5P_DEFAULT);
    if (file < 0)
        return 1;
    herr_t rc;
    if (!strcmp(argv[2], "version")) {
        int v = atoi(argv[3]);
        hid_t a = H5Aopen(file, "format_version", H5P_DEFAULT);
        rc = a < 0 ? -1 : H5Awrite(a, H5T_NATIVE_INT, &v);
        if (a >= 0)
            H5Aclose(a);
    } else {
        rc = H5Ldelete(file, argv[3], H5P_DEFAULT);
    }
    H5Fclose(file);
    return rc < 0;
}
