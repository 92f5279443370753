"use strict";
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
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
exports.registerSeed = registerSeed;
var zod_1 = require("zod");
var index_1 = require("@foyer/core/seed/index");
var index_2 = require("@foyer/core/events/index");
var errors_1 = require("@foyer/core/errors");
var open_context_ts_1 = require("../open-context.ts");
var progress_ts_1 = require("../progress.ts");
var seedFlags = zod_1.z.object({
    seed: zod_1.z.coerce.number().int('must be a whole number').min(0).max(Math.pow(2, 31) - 1).default(1),
    attendees: zod_1.z.coerce.number().int('must be a whole number').min(0).max(100000).default(25),
});
function registerSeed(program) {
    var _this = this;
    program
        .command('seed')
        .description('Create the demo organization and the event at /demo with realistic content.')
        .option('--seed <n>', 'random seed; the same seed always produces the same data', '1')
        .option('--attendees <n>', 'how many attendees to create (volume testing)', '25')
        .action(function (raw) { return __awaiter(_this, void 0, void 0, function () {
        var flags, db, progress, result;
        return __generator(this, function (_a) {
            switch (_a.label) {
                case 0:
                    flags = seedFlags.parse(raw);
                    return [4 /*yield*/, (0, open_context_ts_1.openCliDb)()];
                case 1:
                    db = _a.sent();
                    _a.label = 2;
                case 2:
                    _a.trys.push([2, , 5, 7]);
                    return [4 /*yield*/, (0, index_2.findEventByUrlSuffix)({ db: db.db }, 'demo')];
                case 3:
                    if (_a.sent()) {
                        throw new errors_1.AppError('common.validation', 'The demo event already exists (slug "demo"); seed a fresh database instead.');
                    }
                    progress = (0, progress_ts_1.progressReporter)('Seeding');
                    return [4 /*yield*/, (0, index_1.seedDemo)(db.db, __assign(__assign({}, flags), { onProgress: progress.update }))];
                case 4:
                    result = _a.sent();
                    progress.done("Seeded event \"".concat(result.slug, "\" (id ").concat(result.eventId, ") with ").concat(flags.attendees, " attendees. Open ").concat(db.config.publicUrl, "/").concat(result.slug));
                    return [3 /*break*/, 7];
                case 5: return [4 /*yield*/, db.close()];
                case 6:
                    _a.sent();
                    return [7 /*endfinally*/];
                case 7: return [2 /*return*/];
            }
        });
    }); });
}
