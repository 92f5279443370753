"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reportError = reportError;
var zod_1 = require("zod");
var errors_1 = require("@foyer/core/errors");
var load_config_1 = require("@foyer/core/config/load-config");
/** Service field names that CLI flags spell differently. */
var flagFor = {
    lp_url: 'slug',
    start_date: 'start',
    end_date: 'end',
    organization_slug: 'organization',
    access_mode_type: 'access-mode',
};
var flag = function (field) { var _a; return "--".concat((_a = flagFor[field]) !== null && _a !== void 0 ? _a : field.replaceAll('_', '-')); };
/** One readable line per problem, naming the flag or variable; a stack only for real bugs. Returns the exit code. */
function reportError(err) {
    if (err instanceof zod_1.ZodError) {
        for (var _i = 0, _a = err.issues; _i < _a.length; _i++) {
            var issue = _a[_i];
            var name_1 = issue.path.length ? flag(String(issue.path[0])) : 'input';
            console.error("error: ".concat(name_1, ": ").concat(issue.message));
        }
        return 2;
    }
    if (err instanceof load_config_1.ConfigError) {
        console.error(err.message);
        return 2;
    }
    if ((0, errors_1.isAppError)(err)) {
        for (var _b = 0, _c = err.items; _b < _c.length; _b++) {
            var item = _c[_b];
            console.error("error: ".concat(item.field ? "".concat(flag(item.field), ": ") : '').concat(item.message));
        }
        return 1;
    }
    console.error('error: unexpected failure:', err);
    return 1;
}
