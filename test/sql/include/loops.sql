-- The loop counts of the longest tests (fuzz, textform): as
-- written on a machine that runs the server natively; a tenth of them under
-- emulation, where qemu runs it some 10 to 20 times slower (make test's
-- emulated columns set UUID9562_EMULATED=1).  Sets :loops, the
-- divisor, to 1 or 10; read with \i.  The tests print only what is the same
-- either way, so their expected output is one; what they assert is the same.
\getenv loops UUID9562_EMULATED
\if :{?loops}
\else
\set loops 0
\endif
SELECT CASE WHEN :'loops' = '1' THEN 10 ELSE 1 END AS loops \gset
