"""Drawing and words shared by every screen: the asset resolver, the language catalogs,
colours, widgets, card sprites, the backdrop and the sounds."""
