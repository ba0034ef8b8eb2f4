#ifndef MOVIES_CTURBOJPEG_SHIM_H
#define MOVIES_CTURBOJPEG_SHIM_H

/*
 * libjpeg-turbo's TurboJPEG API (libturbojpeg0-dev). It is linked normally:
 * the library needs nothing but libc and loads in well under a millisecond.
 */
#include <turbojpeg.h>

#endif
