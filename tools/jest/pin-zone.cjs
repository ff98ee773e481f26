// Pins the zone of a Jest run to Asia/Manila, the product's home zone, so results never depend on
// the machine's zone. Required at the top of a project's jest.config.cjs: the config is loaded
// before Jest starts its workers, and they inherit process.env (Node applies a TZ assignment at once).
// PITAKA_TEST_ZONE=<IANA zone> runs the project in that zone instead (the domain's zone runs use it).
const zone = process.env.PITAKA_TEST_ZONE || 'Asia/Manila';
process.env.TZ = zone;
module.exports = { zone, zoneRun: Boolean(process.env.PITAKA_TEST_ZONE) };
