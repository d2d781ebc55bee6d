/*-------------------------------------------------------------------------
 *
 * support.h
 *	  Helpers shared by the unit program and the fuzz targets: the text of a
 *	  UUID and the reference rules the parsers are checked against.
 *
 * They are written independently of src/ (no function of the extension is
 * used), so that a check compares two renderings of a contract, not one
 * with itself.
 *
 * IDENTIFICATION
 *	  unit/support.h
 *
 *-------------------------------------------------------------------------
 */
#ifndef UNIT_SUPPORT_H
#define UNIT_SUPPORT_H

#include "postgres_fe.h"

/* Bytes of a UUID. */
#define UNIT_UUID_LEN	16

/* Characters of a UUID's text 8-4-4-4-12, without the terminating NUL. */
#define UNIT_UUID_TEXT_LEN	36

extern int	unit_hex_digit(char c);
extern void unit_uuid_format(const uint8 *data, char *out);
extern void unit_uuid_scan(const char *text, uint8 *data);
extern bool unit_key_file_expected(const char *buf, size_t len, uint8 *key);

#endif							/* UNIT_SUPPORT_H */
