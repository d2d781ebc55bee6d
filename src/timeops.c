/*-------------------------------------------------------------------------
 *
 * timeops.c
 *	  Time predicates on the key itself: the operators between uuid and
 *	  timestamptz (and tstzrange), and the planner support function that
 *	  turns them into comparisons with core's uuid operators.
 *
 * Each comparison of a UUID k with a time t is one byte comparison with a
 * boundary UUID B, the smallest version 7 UUID of a millisecond b
 * (uuid9562_v7_boundary() of common/fields.c):
 *
 *	 k >= t   is   k >= B(t, false)		b = the first millisecond at or after t
 *	 k >  t   is   k >= B(t, true)		b = the first millisecond after t
 *	 k <  t   is   k <  B(t, false)
 *	 k <= t   is   k <  B(t, true)
 *
 * The support function rewrites the operators into core's >= or < against
 * it, so that indexes and partition pruning apply (docs/indexing.md,
 * "Time-window queries").
 *
 * IDENTIFICATION
 *	  src/timeops.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/namespace.h"
#include "catalog/pg_type.h"
#include "fmgr.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "nodes/supportnodes.h"
#include "optimizer/clauses.h"
#include "optimizer/optimizer.h"
#include "parser/parse_func.h"
#include "utils/lsyscache.h"
#include "utils/rangetypes.h"
#include "utils/timestamp.h"
#include "utils/typcache.h"

#include "uuid9562.h"

/*
 * Whether the key's bytes are at or after the boundary of ts: the one test
 * behind every operator of this file (see the table above).
 */
static bool
key_at_or_after(const pg_uuid_t *key, TimestampTz ts, bool strict)
{
	uint8		boundary[UUID_LEN];

	uuid9562_v7_boundary(ts, strict, boundary);
	return memcmp(key->data, boundary, UUID_LEN) >= 0;
}

/*
 * uuid_v7_boundary(ts timestamptz, strict boolean) -> uuid: the boundary UUID
 * of uuid9562_v7_boundary(), the right-hand side of the rewritten
 * comparisons when ts is not a constant.  Never raises an error.
 */
PG_FUNCTION_INFO_V1(uuid_v7_boundary);
Datum
uuid_v7_boundary(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	uuid9562_v7_boundary(PG_GETARG_TIMESTAMPTZ(0), PG_GETARG_BOOL(1), uuid->data);
	PG_RETURN_UUID_P(uuid);
}

/* uuid_lt_timestamptz(uuid, timestamptz) -> boolean: the uuid < timestamptz operator. */
PG_FUNCTION_INFO_V1(uuid_lt_timestamptz);
Datum
uuid_lt_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(!key_at_or_after(PG_GETARG_UUID_P(0), PG_GETARG_TIMESTAMPTZ(1), false));
}

/* uuid_le_timestamptz(uuid, timestamptz) -> boolean: the uuid <= timestamptz operator. */
PG_FUNCTION_INFO_V1(uuid_le_timestamptz);
Datum
uuid_le_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(!key_at_or_after(PG_GETARG_UUID_P(0), PG_GETARG_TIMESTAMPTZ(1), true));
}

/* uuid_ge_timestamptz(uuid, timestamptz) -> boolean: the uuid >= timestamptz operator. */
PG_FUNCTION_INFO_V1(uuid_ge_timestamptz);
Datum
uuid_ge_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(key_at_or_after(PG_GETARG_UUID_P(0), PG_GETARG_TIMESTAMPTZ(1), false));
}

/* uuid_gt_timestamptz(uuid, timestamptz) -> boolean: the uuid > timestamptz operator. */
PG_FUNCTION_INFO_V1(uuid_gt_timestamptz);
Datum
uuid_gt_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(key_at_or_after(PG_GETARG_UUID_P(0), PG_GETARG_TIMESTAMPTZ(1), true));
}

/* timestamptz_lt_uuid(timestamptz, uuid) -> boolean: t < k, which is k > t. */
PG_FUNCTION_INFO_V1(timestamptz_lt_uuid);
Datum
timestamptz_lt_uuid(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(key_at_or_after(PG_GETARG_UUID_P(1), PG_GETARG_TIMESTAMPTZ(0), true));
}

/* timestamptz_le_uuid(timestamptz, uuid) -> boolean: t <= k, which is k >= t. */
PG_FUNCTION_INFO_V1(timestamptz_le_uuid);
Datum
timestamptz_le_uuid(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(key_at_or_after(PG_GETARG_UUID_P(1), PG_GETARG_TIMESTAMPTZ(0), false));
}

/* timestamptz_ge_uuid(timestamptz, uuid) -> boolean: t >= k, which is k <= t. */
PG_FUNCTION_INFO_V1(timestamptz_ge_uuid);
Datum
timestamptz_ge_uuid(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(!key_at_or_after(PG_GETARG_UUID_P(1), PG_GETARG_TIMESTAMPTZ(0), true));
}

/* timestamptz_gt_uuid(timestamptz, uuid) -> boolean: t > k, which is k < t. */
PG_FUNCTION_INFO_V1(timestamptz_gt_uuid);
Datum
timestamptz_gt_uuid(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(!key_at_or_after(PG_GETARG_UUID_P(1), PG_GETARG_TIMESTAMPTZ(0), false));
}

/*
 * Whether the key lies in the range: false for an empty range, and for each
 * bounded side the comparison with its bound (>= or > for the lower bound
 * as it is inclusive or not, <= or < for the upper).
 */
static bool
key_in_range(FunctionCallInfo fcinfo, const pg_uuid_t *key, RangeType *range)
{
	TypeCacheEntry *typcache = range_get_typcache(fcinfo, RangeTypeGetOid(range));
	RangeBound	lower;
	RangeBound	upper;
	bool		empty;

	range_deserialize(typcache, range, &lower, &upper, &empty);
	if (empty)
		return false;
	if (!lower.infinite &&
		!key_at_or_after(key, DatumGetTimestampTz(lower.val), !lower.inclusive))
		return false;
	if (!upper.infinite &&
		key_at_or_after(key, DatumGetTimestampTz(upper.val), upper.inclusive))
		return false;
	return true;
}

/* uuid_contained_by_tstzrange(uuid, tstzrange) -> boolean: the <@ operator. */
PG_FUNCTION_INFO_V1(uuid_contained_by_tstzrange);
Datum
uuid_contained_by_tstzrange(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(key_in_range(fcinfo, PG_GETARG_UUID_P(0), PG_GETARG_RANGE_P(1)));
}

/* tstzrange_contains_uuid(tstzrange, uuid) -> boolean: the @> operator. */
PG_FUNCTION_INFO_V1(tstzrange_contains_uuid);
Datum
tstzrange_contains_uuid(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(key_in_range(fcinfo, PG_GETARG_UUID_P(1), PG_GETARG_RANGE_P(0)));
}

/*
 * The OID of core's uuid operator ">=" or "<" (in pg_catalog, so no
 * search_path or schema of ours can shadow it).  Built-in OIDs never change,
 * so the answer is kept for the backend's life.
 */
static Oid
core_uuid_operator(bool ge)
{
	static Oid	ge_oid = InvalidOid;
	static Oid	lt_oid = InvalidOid;
	Oid		   *cached = ge ? &ge_oid : &lt_oid;

	if (!OidIsValid(*cached))
		*cached = OpernameGetOprid(list_make2(makeString("pg_catalog"),
											  makeString(ge ? ">=" : "<")),
								   UUIDOID, UUIDOID);
	if (!OidIsValid(*cached))
		elog(ERROR, "operator pg_catalog.%s(uuid, uuid) not found", ge ? ">=" : "<");
	return *cached;
}

/* The boundary UUID of ts for strict (see the top of the file) as a Const. */
static Expr *
boundary_const(TimestampTz ts, bool strict)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	uuid9562_v7_boundary(ts, strict, uuid->data);
	return (Expr *) makeConst(UUIDOID, -1, InvalidOid, UUID_LEN,
							  UUIDPGetDatum(uuid), false, false);
}

/*
 * The boundary UUID of the time expression ts for strict: a Const when ts is
 * a Const (never a NULL one: a strict operator with a NULL argument is folded
 * away before its support function is asked), otherwise a call of
 * uuid_v7_boundary(ts, strict) in the schema of the operator's function
 * opfunc, which is ours wherever the extension was installed or moved.  NULL
 * when that function cannot be found (an extension half dropped), and the
 * operator is then left as it is.
 */
static Expr *
boundary_expr(Oid opfunc, Expr *ts, bool strict)
{
	Oid			argtypes[2] = {TIMESTAMPTZOID, BOOLOID};
	char	   *schema;
	Oid			funcid;

	if (IsA(ts, Const) && !((Const *) ts)->constisnull)
		return boundary_const(DatumGetTimestampTz(((Const *) ts)->constvalue), strict);
	schema = get_namespace_name(get_func_namespace(opfunc));
	if (schema == NULL)
		return NULL;
	funcid = LookupFuncName(list_make2(makeString(schema), makeString("uuid_v7_boundary")),
							2, argtypes, true);
	if (!OidIsValid(funcid))
		return NULL;
	return (Expr *) makeFuncExpr(funcid, UUIDOID,
								 list_make2(ts, makeBoolConst(strict, false)),
								 InvalidOid, InvalidOid, COERCE_EXPLICIT_CALL);
}

/* The clause "key >= boundary" (ge) or "key < boundary" with core's uuid operator. */
static Node *
key_comparison(Expr *key, Expr *boundary, bool ge)
{
	OpExpr	   *op = (OpExpr *) make_opclause(core_uuid_operator(ge), BOOLOID, false,
											  key, boundary, InvalidOid, InvalidOid);

	set_opfuncid(op);
	return (Node *) op;
}

/*
 * The simplified form of key <@ range for a constant range: false when it is
 * empty, true when it is unbounded on both sides (as core's own <@ support
 * does from PostgreSQL 18, also for a NULL key), else the comparisons with
 * its bounded sides, ANDed.  NULL (no rewrite) when the range is not a
 * non-null Const, or when it has two bounds and the key, which both
 * comparisons would evaluate, is volatile or holds a subplan.
 */
static Node *
simplify_contained_by(Expr *key, Expr *range_expr)
{
	RangeType  *range;
	TypeCacheEntry *typcache;
	RangeBound	lower;
	RangeBound	upper;
	bool		empty;
	List	   *clauses = NIL;

	if (!IsA(range_expr, Const) || ((Const *) range_expr)->constisnull)
		return NULL;
	range = DatumGetRangeTypeP(((Const *) range_expr)->constvalue);
	typcache = lookup_type_cache(RangeTypeGetOid(range), TYPECACHE_RANGE_INFO);
	range_deserialize(typcache, range, &lower, &upper, &empty);

	if (empty)
		return makeBoolConst(false, false);
	if (lower.infinite && upper.infinite)
		return makeBoolConst(true, false);
	if (!lower.infinite && !upper.infinite &&
		(contain_volatile_functions((Node *) key) || contain_subplans((Node *) key)))
		return NULL;

	/* k >= lo or k > lo; k <= hi or k < hi (the table at the top) */
	if (!lower.infinite)
		clauses = lappend(clauses,
						  key_comparison(key, boundary_const(DatumGetTimestampTz(lower.val),
															 !lower.inclusive), true));
	if (!upper.infinite)
		clauses = lappend(clauses,
						  key_comparison(key, boundary_const(DatumGetTimestampTz(upper.val),
															 upper.inclusive), false));
	if (list_length(clauses) == 1)
		return linitial(clauses);
	return (Node *) make_andclause(clauses);
}

/*
 * The eight comparisons by their functions' names: whether the key is the
 * first argument, and the rewritten clause "key >= B(t, strict)" (ge) or
 * "key < B(t, strict)" (the table at the top; t OP k is k COMMUTATOR(OP) t).
 */
static const struct
{
	const char *name;
	bool		key_first;
	bool		strict;
	bool		ge;
}			comparisons[] =
{
	{"uuid_ge_timestamptz", true, false, true},
	{"uuid_gt_timestamptz", true, true, true},
	{"uuid_lt_timestamptz", true, false, false},
	{"uuid_le_timestamptz", true, true, false},
	{"timestamptz_le_uuid", false, false, true},
	{"timestamptz_lt_uuid", false, true, true},
	{"timestamptz_gt_uuid", false, false, false},
	{"timestamptz_ge_uuid", false, true, false},
};

/*
 * uuid_timestamptz_support(internal) -> internal: the planner support
 * function of every operator of this file.  To SupportRequestSimplify it
 * answers the operator rewritten with core's uuid operators (see the top of
 * the file), or NULL to keep the call as it is; every other request gets
 * NULL.  The operator is told by its function's name, so that one support
 * function serves all ten.
 */
PG_FUNCTION_INFO_V1(uuid_timestamptz_support);
Datum
uuid_timestamptz_support(PG_FUNCTION_ARGS)
{
	Node	   *rawreq = (Node *) PG_GETARG_POINTER(0);
	FuncExpr   *fexpr;
	const char *name;
	Expr	   *a;
	Expr	   *b;

	if (!IsA(rawreq, SupportRequestSimplify))
		PG_RETURN_POINTER(NULL);
	fexpr = ((SupportRequestSimplify *) rawreq)->fcall;
	name = get_func_name(fexpr->funcid);
	if (name == NULL || list_length(fexpr->args) != 2)
		PG_RETURN_POINTER(NULL);
	a = linitial(fexpr->args);
	b = lsecond(fexpr->args);

	for (int i = 0; i < lengthof(comparisons); i++)
	{
		Expr	   *boundary;

		if (strcmp(name, comparisons[i].name) != 0)
			continue;
		boundary = boundary_expr(fexpr->funcid, comparisons[i].key_first ? b : a,
								 comparisons[i].strict);
		if (boundary == NULL)
			PG_RETURN_POINTER(NULL);
		PG_RETURN_POINTER(key_comparison(comparisons[i].key_first ? a : b, boundary,
										 comparisons[i].ge));
	}
	if (strcmp(name, "uuid_contained_by_tstzrange") == 0)
		PG_RETURN_POINTER(simplify_contained_by(a, b));
	if (strcmp(name, "tstzrange_contains_uuid") == 0)
		PG_RETURN_POINTER(simplify_contained_by(b, a));
	PG_RETURN_POINTER(NULL);
}
