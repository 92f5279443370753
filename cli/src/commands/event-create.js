"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
    return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.registerEventCreate = registerEventCreate;
var index_1 = require("@foyer/core/events/index");
var open_context_ts_1 = require("../open-context.ts");
var list = function (v) { return v.split(',').map(function (s) { return s.trim(); }).filter(Boolean); };
function registerEventCreate(program) {
    var _this = this;
    var event = program.command('event').description('Manage events.');
    event
        .command('create')
        .description('Create an event (and its organization if it does not exist yet).')
        .requiredOption('--title <title>', 'event title')
        .requiredOption('--slug <slug>', 'url suffix: the event is served at /<slug>')
        .requiredOption('--start <date>', 'start, ISO 8601 (e.g. 2027-06-01T09:00:00+02:00)')
        .requiredOption('--end <date>', 'end, ISO 8601')
        .option('--organization <slug>', 'owning organization (created if missing)', 'default')
        .option('--organization-name <name>', 'display name for a new organization')
        .option('--timezone <tz>', 'IANA time zone', 'Europe/Warsaw')
        .option('--languages <list>', 'comma-separated locales offered (bg,cs,de,en,fr,hu,pl,ro,ru)', 'en')
        .option('--default-language <locale>', 'default locale (one of --languages)')
        .option('--access-mode <mode>', 'none | close | whitelist', 'none')
        .action(function (o) { return __awaiter(_this, void 0, void 0, function () {
        var db, created;
        var _a;
        return __generator(this, function (_b) {
            switch (_b.label) {
                case 0: return [4 /*yield*/, (0, open_context_ts_1.openCliDb)()];
                case 1:
                    db = _b.sent();
                    _b.label = 2;
                case 2:
                    _b.trys.push([2, , 4, 6]);
                    return [4 /*yield*/, (0, index_1.createEvent)({ db: db.db }, {
                            organization_slug: o.organization,
                            organization_name: o.organizationName,
                            title: o.title,
                            lp_url: o.slug,
                            start_date: o.start,
                            end_date: o.end,
                            timezone: o.timezone,
                            languages: list((_a = o.languages) !== null && _a !== void 0 ? _a : 'en'),
                            default_language: o.defaultLanguage,
                            access_mode_type: o.accessMode,
                        })];
                case 3:
                    created = _b.sent();
                    console.log("Created event \"".concat(created.title, "\" (id ").concat(created.id, ") at ").concat(db.config.publicUrl, "/").concat(created.lp_url));
                    return [3 /*break*/, 6];
                case 4: return [4 /*yield*/, db.close()];
                case 5:
                    _b.sent();
                    return [7 /*endfinally*/];
                case 6: return [2 /*return*/];
            }
        });
    }); });
}
