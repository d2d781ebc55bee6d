/*-------------------------------------------------------------------------
 *
 * time_window.c
 *	  Time windows on the key itself: the operators between uuid and
 *	  timestamptz, uuid_v7_within(uuid, tstzrange) and its boundary
 *	  functions, and the planner support function that turns them into
 *	  comparisons with core's uuid operators.
 *
 * Each comparison of a UUID k with a time t is one byte comparison with a
 * boundary UUID B (uuid9562_v7_boundary() of common/fields.c):
 *
 *	 k >= t   is   k >= B(t, false)		k >  t   is   k >= B(t, true)
 *	 k <  t   is   k <  B(t, false)		k <= t   is   k <  B(t, true)
 *
 * and uuid_v7_within(k, r) is those of r's bounded sides, false if r is
 * empty.  The support function rewrites each, NULLs kept, so that indexes
 * and partition pruning apply (docs/indexing.md, "Time-window queries"),
 * but only where the current user may execute the function it replaces
 * and those it puts in place (may_execute()).
 *
 * IDENTIFICATION
 *	  src/time_window.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "catalog/namespace.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "nodes/pathnodes.h"
#include "nodes/plannodes.h"
#include "nodes/supportnodes.h"
#include "optimizer/clauses.h"
#include "optimizer/optimizer.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/rangetypes.h"
#include "utils/syscache.h"
#include "utils/timestamp.h"
#include "utils/typcache.h"

#include "uuid9562.h"

/*
 * object_aclcheck() arrived in 16; before it, for functions (the only
 * objects this file checks), pg_proc_aclcheck().
 */
#if PG_VERSION_NUM < 160000
#define object_aclcheck(classid, objectid, roleid, mode) \
	pg_proc_aclcheck(objectid, roleid, mode)
#endif

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

/*
 * uuid_v7_within(id uuid, r tstzrange) -> boolean: whether the key's time is
 * in the range (key_in_range()); false for an empty range.  STRICT: NULL for
 * a NULL key or range.  Never raises an error.
 */
PG_FUNCTION_INFO_V1(uuid_v7_within);
Datum
uuid_v7_within(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(key_in_range(fcinfo, PG_GETARG_UUID_P(0), PG_GETARG_RANGE_P(1)));
}

/*
 * Write into data the first (smallest) UUID k with uuid_v7_within(k, r) if
 * first, else the last (largest), so that for every key k
 *
 *	 uuid_v7_within(k, r)   is   k >= first(r) AND k <= last(r)
 *
 * An unbounded lower side starts at the nil UUID, an unbounded upper side
 * ends at the max UUID.  A bounded upper side ends just before the boundary
 * UUID it is compared with (k <= B - 1 is k < B), which exists as B, having
 * its version bits set, is never the nil UUID.  An empty range gives the max
 * UUID as first and the nil UUID as last: no key lies between them.
 */
static void
range_edge_key(FunctionCallInfo fcinfo, RangeType *range, bool first, uint8 *data)
{
	TypeCacheEntry *typcache = range_get_typcache(fcinfo, RangeTypeGetOid(range));
	RangeBound	lower;
	RangeBound	upper;
	bool		empty;

	range_deserialize(typcache, range, &lower, &upper, &empty);
	if (empty)
		memset(data, first ? 0xFF : 0x00, UUID_LEN);
	else if (first && lower.infinite)
		memset(data, 0x00, UUID_LEN);
	else if (first)
		uuid9562_v7_boundary(DatumGetTimestampTz(lower.val), !lower.inclusive, data);
	else if (upper.infinite)
		memset(data, 0xFF, UUID_LEN);
	else
	{
		uuid9562_v7_boundary(DatumGetTimestampTz(upper.val), upper.inclusive, data);
		/* B - 1, big-endian: borrow through the trailing zero bytes */
		for (int i = UUID_LEN - 1; i >= 0; i--)
			if (data[i]-- != 0)
				break;
	}
}

/*
 * uuid_v7_lower_boundary(r tstzrange) -> uuid: the smallest UUID whose time
 * is in r (range_edge_key()): the nil UUID when r is unbounded below, the
 * max UUID when r is empty.  STRICT; never raises an error.
 */
PG_FUNCTION_INFO_V1(uuid_v7_lower_boundary);
Datum
uuid_v7_lower_boundary(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	range_edge_key(fcinfo, PG_GETARG_RANGE_P(0), true, uuid->data);
	PG_RETURN_UUID_P(uuid);
}

/*
 * uuid_v7_upper_boundary(r tstzrange) -> uuid: the largest UUID whose time is
 * in r (range_edge_key()): the max UUID when r is unbounded above, the nil
 * UUID when r is empty.  STRICT; never raises an error.
 */
PG_FUNCTION_INFO_V1(uuid_v7_upper_boundary);
Datum
uuid_v7_upper_boundary(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	range_edge_key(fcinfo, PG_GETARG_RANGE_P(0), false, uuid->data);
	PG_RETURN_UUID_P(uuid);
}

/*
 * Whether the current user may execute the function funcid, which a rewrite
 * would replace or put in its place.  The executor checks EXECUTE on the
 * functions of the plan it runs; a rewrite takes the query's own functions
 * out of it and puts others in, so it may happen only when the answer is
 * yes for all of them, as core inlines a SQL function only when its caller
 * may execute it.  When planning (root), the plan depends on the answer:
 * it is rebuilt when funcid's privileges change (built-in functions too,
 * which core's record_plan_function_dependency() leaves out) or another
 * role runs it.
 */
static bool
may_execute(PlannerInfo *root, Oid funcid)
{
	if (root != NULL && root->glob != NULL)
	{
		PlanInvalItem *item = makeNode(PlanInvalItem);

		item->cacheId = PROCOID;
		item->hashValue = GetSysCacheHashValue1(PROCOID, ObjectIdGetDatum(funcid));
		root->glob->invalItems = lappend(root->glob->invalItems, item);
		root->glob->dependsOnRole = true;
	}
	return object_aclcheck(ProcedureRelationId, funcid, GetUserId(), ACL_EXECUTE) == ACLCHECK_OK;
}

/* Core's uuid comparison operators that the rewrites use. */
typedef enum
{
	KEY_GE,						/* key >= x */
	KEY_LT,						/* key < x */
	KEY_LE,						/* key <= x */
} KeyCmp;

static const char *const key_cmp_names[] = {">=", "<", "<="};

/*
 * The OID of core's uuid operator of cmp (in pg_catalog, so no search_path
 * or schema of ours can shadow it).  Built-in OIDs never change, so the
 * answer is kept for the backend's life.
 */
static Oid
core_uuid_operator(KeyCmp cmp)
{
	static Oid	oids[lengthof(key_cmp_names)];

	if (!OidIsValid(oids[cmp]))
		oids[cmp] = OpernameGetOprid(list_make2(makeString("pg_catalog"),
												makeString(unconstify(char *, key_cmp_names[cmp]))),
									 UUIDOID, UUIDOID);
	if (!OidIsValid(oids[cmp]))
		elog(ERROR, "operator pg_catalog.%s(uuid, uuid) not found", key_cmp_names[cmp]);
	return oids[cmp];
}

/* A uuid Const of the 16 bytes at data. */
static Expr *
uuid_const(const uint8 *data)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	memcpy(uuid->data, data, UUID_LEN);
	return (Expr *) makeConst(UUIDOID, -1, InvalidOid, UUID_LEN,
							  UUIDPGetDatum(uuid), false, false);
}

/* The boundary UUID of ts for strict (see the top of the file) as a Const. */
static Expr *
boundary_const(TimestampTz ts, bool strict)
{
	uint8		data[UUID_LEN];

	uuid9562_v7_boundary(ts, strict, data);
	return uuid_const(data);
}

/*
 * A call of our function name(argtype) or name(argtype, boolean) (nargs 1 or
 * 2) with args, found in the schema of the function being simplified,
 * opfunc, which is ours wherever the extension was installed or moved, so
 * that no search_path matters.  It is found by the catalog's own key (name,
 * argument types, schema), not by a qualified name's lookup, which would
 * check USAGE on the schema: the query needs only EXECUTE on the functions,
 * and so does the rewrite.  NULL when it cannot be found (an extension half
 * dropped) or the current user may not execute it (may_execute()); the
 * caller then leaves the call as it is.
 */
static Expr *
our_function_call(PlannerInfo *root, Oid opfunc, const char *name, Oid argtype, List *args)
{
	Oid			argtypes[2] = {argtype, BOOLOID};
	Oid			namespace = get_func_namespace(opfunc);
	oidvector  *signature;
	Oid			funcid;

	if (!OidIsValid(namespace))
		return NULL;
	signature = buildoidvector(argtypes, list_length(args));
	funcid = GetSysCacheOid3(PROCNAMEARGSNSP, Anum_pg_proc_oid,
							 CStringGetDatum(name), PointerGetDatum(signature),
							 ObjectIdGetDatum(namespace));
	pfree(signature);
	if (!OidIsValid(funcid) || !may_execute(root, funcid))
		return NULL;
	return (Expr *) makeFuncExpr(funcid, UUIDOID, args, InvalidOid, InvalidOid,
								 COERCE_EXPLICIT_CALL);
}

/*
 * The boundary UUID of the time expression ts for strict: a Const when ts is
 * a Const (never a NULL one: a strict function with a NULL argument is
 * folded away before its support function is asked), otherwise a call of
 * uuid_v7_boundary(ts, strict), STRICT as the operators are, so that a NULL
 * time still gives NULL.  NULL when that function cannot be found or the
 * current user may not execute it.
 */
static Expr *
boundary_expr(PlannerInfo *root, Oid opfunc, Expr *ts, bool strict)
{
	if (IsA(ts, Const) && !((Const *) ts)->constisnull)
		return boundary_const(DatumGetTimestampTz(((Const *) ts)->constvalue), strict);
	return our_function_call(root, opfunc, "uuid_v7_boundary", TIMESTAMPTZOID,
							 list_make2(ts, makeBoolConst(strict, false)));
}

/*
 * The clause "key CMP x" with core's uuid operator, or NULL when the current
 * user may not execute its function (may_execute()).
 */
static Node *
key_comparison(PlannerInfo *root, Expr *key, Expr *x, KeyCmp cmp)
{
	OpExpr	   *op = (OpExpr *) make_opclause(core_uuid_operator(cmp), BOOLOID, false,
											  key, x, InvalidOid, InvalidOid);

	set_opfuncid(op);
	if (!may_execute(root, op->opfuncid))
		return NULL;
	return (Node *) op;
}

/*
 * The simplified form of uuid_v7_within(key, range) (funcid), exact for every
 * key and range, NULL ones included, so under NOT too:
 *
 * - a constant range: "key < nil UUID" when it is empty (false, or NULL for
 *   a NULL key), "key >= nil UUID" when it is unbounded on both sides (true,
 *   or NULL), else the comparisons with its bounded sides' boundaries, ANDed;
 * - any other range: "key >= uuid_v7_lower_boundary(range) AND key <=
 *   uuid_v7_upper_boundary(range)", whose functions are STRICT (NULL for a
 *   NULL range) and handle the bounds' kinds, empty and unbounded ranges.
 *
 * NULL (no rewrite) when the key or the range, which the rewrite would
 * evaluate twice, is volatile or holds a subplan, or when a function of the
 * rewrite cannot be found or the current user may not execute it.
 */
static Node *
simplify_within(PlannerInfo *root, Oid funcid, Expr *key, Expr *range_expr)
{
	static const uint8 nil[UUID_LEN] = {0};
	RangeType  *range;
	TypeCacheEntry *typcache;
	RangeBound	lower;
	RangeBound	upper;
	bool		empty;
	Node	   *first = NULL;
	Node	   *last = NULL;
	bool		twice;

	twice = !(IsA(range_expr, Const));
	if (IsA(range_expr, Const))
	{
		range = DatumGetRangeTypeP(((Const *) range_expr)->constvalue);
		typcache = lookup_type_cache(RangeTypeGetOid(range), TYPECACHE_RANGE_INFO);
		range_deserialize(typcache, range, &lower, &upper, &empty);
		if (empty)
			return key_comparison(root, key, uuid_const(nil), KEY_LT);
		if (lower.infinite && upper.infinite)
			return key_comparison(root, key, uuid_const(nil), KEY_GE);
		twice = !lower.infinite && !upper.infinite;
	}
	if (twice &&
		(contain_volatile_functions((Node *) key) || contain_subplans((Node *) key) ||
		 contain_volatile_functions((Node *) range_expr) || contain_subplans((Node *) range_expr)))
		return NULL;

	if (!IsA(range_expr, Const))
	{
		Expr	   *lo = our_function_call(root, funcid, "uuid_v7_lower_boundary", TSTZRANGEOID,
										   list_make1(range_expr));
		Expr	   *hi = our_function_call(root, funcid, "uuid_v7_upper_boundary", TSTZRANGEOID,
										   list_make1(copyObject(range_expr)));

		if (lo == NULL || hi == NULL)
			return NULL;
		first = key_comparison(root, key, lo, KEY_GE);
		last = key_comparison(root, copyObject(key), hi, KEY_LE);
	}
	else
	{
		/* k >= lo or k > lo; k <= hi or k < hi (the table at the top) */
		if (!lower.infinite)
			first = key_comparison(root, key,
								   boundary_const(DatumGetTimestampTz(lower.val), !lower.inclusive),
								   KEY_GE);
		if (!upper.infinite)
			last = key_comparison(root, lower.infinite ? key : copyObject(key),
								  boundary_const(DatumGetTimestampTz(upper.val), upper.inclusive),
								  KEY_LT);
		/* one side unbounded: the other's comparison alone */
		if (lower.infinite || upper.infinite)
			return first != NULL ? first : last;
	}
	if (first == NULL || last == NULL)
		return NULL;
	return (Node *) make_andclause(list_make2(first, last));
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
 * function of the eight comparison operators' functions and of
 * uuid_v7_within().  To SupportRequestSimplify it answers the call
 * rewritten with core's uuid operators (see the top of the file), or NULL
 * to keep the call as it is: always when the current user may not execute
 * the function called or one that the rewrite would call (may_execute()),
 * so that the executor's EXECUTE checks are those of the call as written.
 * Every other request gets NULL.  The function is told by its name, so
 * that one support function serves all nine.
 */
PG_FUNCTION_INFO_V1(uuid_timestamptz_support);
Datum
uuid_timestamptz_support(PG_FUNCTION_ARGS)
{
	Node	   *rawreq = (Node *) PG_GETARG_POINTER(0);
	PlannerInfo *root;
	FuncExpr   *fexpr;
	const char *name;
	Expr	   *a;
	Expr	   *b;

	if (!IsA(rawreq, SupportRequestSimplify))
		PG_RETURN_POINTER(NULL);
	root = ((SupportRequestSimplify *) rawreq)->root;
	fexpr = ((SupportRequestSimplify *) rawreq)->fcall;
	name = get_func_name(fexpr->funcid);
	if (name == NULL || list_length(fexpr->args) != 2 || !may_execute(root, fexpr->funcid))
		PG_RETURN_POINTER(NULL);
	a = linitial(fexpr->args);
	b = lsecond(fexpr->args);

	for (int i = 0; i < lengthof(comparisons); i++)
	{
		Expr	   *boundary;

		if (strcmp(name, comparisons[i].name) != 0)
			continue;
		boundary = boundary_expr(root, fexpr->funcid, comparisons[i].key_first ? b : a,
								 comparisons[i].strict);
		if (boundary == NULL)
			PG_RETURN_POINTER(NULL);
		PG_RETURN_POINTER(key_comparison(root, comparisons[i].key_first ? a : b, boundary,
										 comparisons[i].ge ? KEY_GE : KEY_LT));
	}
	if (strcmp(name, "uuid_v7_within") == 0)
		PG_RETURN_POINTER(simplify_within(root, fexpr->funcid, a, b));
	PG_RETURN_POINTER(NULL);
}
